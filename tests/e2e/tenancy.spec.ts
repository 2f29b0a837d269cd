// From an accepted offer to the keys, at 390 px (320 for the screenshots): a seeded home's owner proves their number;
// a tenant's offer is accepted by the desk; the tenant finds 'Your home', reads the agreement and agrees with the
// code sent to their e-mail; the owner finds 'Your tenants' and agrees with the WhatsApp code; both then see that
// both agreed, and the PDF is the final one. Then two of the society's move-in steps, the move-in condition report
// with a photo confirmed by the owner, the deposit paid and confirmed; at move-out the keys, one deduction with a
// photo that the tenant disputes, and the return recorded by the owner and confirmed by the tenant, each stage
// followed on the step list.
import { expect, registerAndSignIn, test } from './fixtures';
import { newPerson } from './pages/auth-sheet';
import { claimSocieties, unclaimed } from './pages/claims';
import { confirmReportAsOwner, fillMoveInReport, openMoveInReport, ROOM_PHOTO } from './pages/condition-report';
import { addDeduction, confirmDepositPaid, confirmKeys, confirmReturn, disputeFirstDeduction, handOverKeys, recordDepositPaid, recordReturn } from './pages/deposit';
import { markTwoSteps } from './pages/move-in-steps';
import { Outbox } from './pages/outbox';
import { screenshotsTo } from './pages/screenshots';
import { signInAsStaff } from './pages/staff';
import { createTenantProfile, sendOffer } from './pages/tenant-offer';
import { e2eQuery } from './pages/e2e-database';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

// TENANCY_SCREENSHOTS=<dir>: the tenancy page as PNGs at 390 and 320 px.
const shoot = screenshotsTo('TENANCY_SCREENSHOTS');

interface Home {
  id: string;
  property_id: string;
  society_id: string;
  phone: string;
}

async function codeFrom(outbox: Outbox, to: string, after: string | undefined): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sent = (await outbox.messages(to)).filter((message) => (!after || message.created_at > after) && message.text.includes('rent agreement'));
      code = sent.map((message) => message.text.match(/^(\d{6}) is your/)?.[1]).find(Boolean) ?? '';
      return code;
    }, { timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  return code;
}

async function agreeOnPage(page: Page, to: string) {
  const outbox = new Outbox(page.request);
  const before = await outbox.newestTime(to);
  await page.getByRole('button', { name: 'Agree with a code' }).click();
  await expect(page.getByTestId('agreement-code-sent')).toBeVisible();
  await page.getByLabel('Code').fill(await codeFrom(outbox, to, before));
  await page.getByRole('button', { name: 'I agree to this agreement' }).click();
}

test('an accepted offer: both parties read the rent agreement and agree to it with their own codes', async ({ page, browser }) => {
  const [home] = await claimSocieties<Home>(
    `select r.id, r.property_id, r.society_id, o.phone from property_rent_listings r join owners o on o.id = r.owner_id
      where r.listing_status = 'Active' and o.user_id is null and not exists (select 1 from tenant_offers t where t.property_id = r.property_id) and ${unclaimed('r.society_id')}
      order by r.id offset floor(random() * 50) limit 1`,
  );

  // The owner proves the number the home is listed under.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await ownerContext.newPage();
  await registerAndSignIn(owner, newPerson('tenancy-owner'));
  await owner.goto('/owner/homes');
  await owner.getByLabel('Mobile number (+91)').fill(home!.phone);
  const ownerOutbox = new Outbox(owner.request);
  const before = await ownerOutbox.newestTime(`+91${home!.phone}`);
  await owner.getByRole('button', { name: 'Send code on WhatsApp' }).click();
  let claimCode = '';
  await expect
    .poll(async () => {
      claimCode = (await ownerOutbox.messages(`+91${home!.phone}`)).filter((m) => !before || m.created_at > before).map((m) => m.text.match(/^(\d{6}) is your/)?.[1]).find(Boolean) ?? '';
      return claimCode;
    }, { timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  await owner.getByLabel('WhatsApp code').fill(claimCode);
  await expect(owner.getByTestId('owner-home').first()).toBeVisible();

  // The tenant offers; the desk accepts.
  const tenant = { ...newPerson('tenancy-tenant'), firstName: 'Lakshmi' };
  await registerAndSignIn(page, tenant);
  await createTenantProfile(page.request, tenant);
  await sendOffer(page.request, home!);
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInAsStaff(desk, 'manager');
  const [offer] = await e2eQuery<{ id: string }>('select id from tenant_offers where property_id = $1', [home!.property_id]);
  expect((await desk.request.post(`/api/ops/offers/${offer!.id}/accept`, { data: {} })).status()).toBe(200);
  await deskContext.close();

  // The tenant: 'Your home', the agreement (a PDF), agreed with the e-mailed code.
  await page.goto('/your-home');
  await page.getByTestId('tenancy-link').first().click();
  await expect(page.getByRole('heading', { name: 'Your home', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tenancy-terms')).toContainText('₹40,000 a month');
  // 11 months at ₹40,000 and a ₹1,20,000 deposit: 0.5% of ₹5,60,000 is ₹2,800, capped at ₹500.
  await expect(page.getByTestId('stamp-duty')).toContainText('Estimated stamp duty: ₹500');
  const pdf = await page.request.get((await page.getByTestId('agreement-pdf-link').getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByTestId('agreement-fingerprint')).toContainText(pdf.headers()['x-agreement-sha256']!);
  await shoot(page, 'tenancy-tenant');
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
  await agreeOnPage(page, tenant.email);
  await expect(page.getByTestId('tenancy-next')).toHaveText('You agreed. Waiting for the owner to agree.');

  // The owner: 'Your tenants', agreed with the WhatsApp code; both agreed.
  await owner.goto('/owner/homes');
  await owner.getByTestId('owner-tenancies').getByTestId('tenancy-link').click();
  await expect(owner.getByRole('heading', { name: 'Your tenant', level: 1 })).toBeVisible();
  await agreeOnPage(owner, `+91${home!.phone}`);
  await expect(owner.getByTestId('tenancy-next')).toHaveText('Both of you agreed. Next: the society’s move-in steps below, 6 still to do.');
  await expectJourney(owner, { agreement: 'done', move_in_steps: 'now', move_in_report: 'now', deposit_paid: 'now', move_out_report: 'later', deposit_back: 'later' });
  await expect(owner.getByTestId('journey-move_in_report')).toContainText('The tenant: fill it room by room with photos and send it.');
  await page.reload();
  await expect(page.getByTestId('agreement-confirmations')).not.toContainText('Not yet');
  await expect(page.getByTestId('journey-move_in_report')).toContainText('You: fill it room by room with photos and send it.');
  const final = await page.request.get((await page.getByTestId('agreement-pdf-link').getAttribute('href'))!);
  expect(final.headers()['content-disposition']).toContain('final');
  const tenancyId = new URL(page.url()).pathname.split('/').at(-1)!;

  // Two of the society's move-in steps, marked by the owner; the tenant's page counts them.
  await markTwoSteps(owner);
  await page.reload();
  await expect(page.getByTestId('journey-move_in_steps')).toContainText('Both of you: 4 still to do.');

  // The move-in condition report: the tenant fills a room with a photo and the meters; the owner confirms it.
  await openMoveInReport(page, tenancyId);
  await shoot(page, 'tenancy-report-tenant');
  await fillMoveInReport(page);
  await openMoveInReport(owner, tenancyId);
  await confirmReportAsOwner(owner);
  await page.goto(`/tenancy/${tenancyId}`);
  await expect(page.getByTestId('journey-move_in_report')).toHaveAttribute('data-state', 'done');

  // The deposit: the tenant records it paid, the owner confirms it.
  await recordDepositPaid(page);
  await owner.goto(`/tenancy/${tenancyId}`);
  await confirmDepositPaid(owner);
  await page.reload();
  await expectJourney(page, { move_in_report: 'done', deposit_paid: 'done', move_out_report: 'later', deposit_back: 'later' });
  await shoot(page, 'tenancy-journey-tenant');

  // Moving out: the keys come back (the tenant records, the owner confirms); the owner deducts for a broken tile with
  // a photo; the tenant disputes it; the owner records what came back and the tenant confirms it.
  await handOverKeys(page);
  await owner.reload();
  await confirmKeys(owner);
  await addDeduction(owner, ROOM_PHOTO, 5000, 'Broken kitchen floor tile');
  await page.reload();
  await disputeFirstDeduction(page, 'The tile was cracked at move-in: see the move-in report.');
  await shoot(page, 'tenancy-deposit-tenant');
  await owner.reload();
  await recordReturn(owner, 115000);
  await page.reload();
  await confirmReturn(page);
  await page.reload();
  await expectJourney(page, { deposit_paid: 'done', deposit_back: 'done' });
  await shoot(page, 'tenancy-settled-tenant');
  await ownerContext.close();
});

async function expectJourney(page: Page, states: Record<string, 'done' | 'now' | 'later'>) {
  for (const [key, state] of Object.entries(states)) await expect(page.getByTestId(`journey-${key}`)).toHaveAttribute('data-state', state);
}
