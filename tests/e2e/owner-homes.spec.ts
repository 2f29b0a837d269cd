// A signed-in owner's homes, at 390 px (and 320 for the screenshots): the owner of a seeded home signs in, proves
// the number the home is listed under with the WhatsApp code from the outbox, sees the home with its visit (the
// visitor's first name only) and the tenant's offer, asks a rent that waits for the desk, and accepts the offer on
// the page, once.
import { expect, registerAndSignIn, test } from './fixtures';
import { newPerson } from './pages/auth-sheet';
import { claimSocieties, unclaimed } from './pages/claims';
import { e2eQuery } from './pages/e2e-database';
import { Outbox } from './pages/outbox';
import { screenshotsTo } from './pages/screenshots';
import { signInAsStaff } from './pages/staff';
import { createTenantProfile, sendOffer } from './pages/tenant-offer';
import { insertVisitFor } from './pages/visits-page';

interface Home {
  id: string;
  property_id: string;
  society_id: string;
  society_name: string;
  phone: string;
}

test.use({ viewport: { width: 390, height: 844 } });

// OWNER_SCREENSHOTS=<dir>: the owner's homes page as PNGs at 390 and 320 px.
const shoot = screenshotsTo('OWNER_SCREENSHOTS');

test('an owner proves their number, sees the home with its visit and offer, and accepts the offer there', async ({ page, browser }) => {
  const [home] = await claimSocieties<Home>(
    `select r.id, r.property_id, r.society_id, s.name as society_name, o.phone from property_rent_listings r
       join owners o on o.id = r.owner_id join gated_societies s on s.id = r.society_id
      where r.listing_status = 'Active' and o.user_id is null and not exists (select 1 from tenant_offers t where t.property_id = r.property_id) and ${unclaimed('r.society_id')}
      order by r.id offset floor(random() * 50) limit 1`,
  );
  if (!home) throw new Error('no Active rent home with an owner record in the e2e database');
  await e2eQuery(`update gated_societies set offer_answer_mode = 'owners_direct' where id = $1`, [home.society_id]);

  // A tenant books a visit and sends an offer.
  const tenantContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tenantPage = await tenantContext.newPage();
  const tenant = { ...newPerson('owner-homes-tenant'), firstName: 'Kavya' };
  await registerAndSignIn(tenantPage, tenant);
  await createTenantProfile(tenantPage.request, tenant, 'Two of us, both working.');
  await insertVisitFor(tenant.email, { societyId: home.society_id, societyName: home.society_name, propertyId: home.property_id, listingId: home.id }, 2);
  await sendOffer(tenantPage.request, home);
  await tenantContext.close();

  // The owner signs in and proves the number.
  await registerAndSignIn(page, newPerson('owner-homes'));
  await page.goto('/owner/homes');
  await expect(page.getByRole('heading', { name: 'Your homes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('owner-home')).toHaveCount(0);
  await page.getByLabel('Mobile number (+91)').fill(`+91 ${home.phone.slice(0, 5)} ${home.phone.slice(5)}`);
  const outbox = new Outbox(page.request);
  const before = await outbox.newestTime(`+91${home.phone}`);
  await page.getByRole('button', { name: 'Send code on WhatsApp' }).click();
  await expect(page.getByTestId('owner-claim-sent')).toHaveText(`We sent a 6-digit code to +91 ${home.phone} on WhatsApp. Enter it here to show the homes of that number.`);
  await shoot(page, 'owner-homes-code');
  let code = '';
  await expect
    .poll(async () => {
      const sent = (await outbox.messages(`+91${home.phone}`)).filter((message) => !before || message.created_at > before);
      code = sent.map((message) => message.text.match(/^(\d{6}) is your/)?.[1]).find(Boolean) ?? '';
      return code;
    }, { timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('WhatsApp code').fill(code);

  // The home, its visit and the offer.
  const card = page.getByTestId('owner-home').filter({ hasText: home.society_name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('owner-home-visits')).toContainText(tenant.firstName);
  for (const detail of [tenant.lastName, tenant.email, tenant.phone]) await expect(page.locator('body')).not.toContainText(detail);
  const offerPart = card.getByTestId('owner-home-offer');
  await expect(offerPart.getByTestId('owner-offer-terms')).toContainText('₹40,000');
  await shoot(page, 'owner-homes');
  await page.setViewportSize({ width: 320, height: 844 });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await shoot(page, 'owner-homes-320');
  await page.setViewportSize({ width: 390, height: 844 });

  // A rent far from the listed one waits for the desk; the card says so.
  await card.getByRole('button', { name: 'Change rent and terms' }).click();
  const form = card.getByTestId('owner-terms-form');
  await form.getByLabel('Rent per month (₹)').fill('9,99,000');
  await shoot(page, 'owner-homes-terms');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('owner-terms-saved')).toContainText('the GHomes team checks it before tenants see it');
  await expect(card).toContainText('₹9,99,000 a month, waiting for the GHomes team');

  // The desk, at 1280 px: Today counts it, the owners list filtered to it opens the owner, who has Approve.
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await deskContext.newPage();
  await signInAsStaff(desk, 'manager');
  await desk.goto('/ops');
  await desk.getByTestId('today-rent-changes').click();
  await expect(desk).toHaveURL(/\/ops\/owners\?waiting=rent/);
  const [owner] = await e2eQuery<{ id: string }>('select id from owners where phone = $1', [home.phone]);
  await desk.locator(`a[href="/ops/owners/${owner!.id}"]`).filter({ visible: true }).click();
  const change = desk.getByTestId('rent-change');
  await expect(change).toContainText('Owner asks ₹9,99,000 a month');
  await shoot(desk, 'desk-rent-change');
  await change.getByRole('button', { name: 'Refuse' }).click();
  await expect(desk.getByTestId('rent-change')).toHaveCount(0);
  await deskContext.close();
  await page.reload();
  await expect(card).not.toContainText('waiting for the GHomes team');

  await offerPart.getByRole('button', { name: 'Accept' }).click();
  await offerPart.getByRole('button', { name: 'Yes, accept the offer' }).click();
  await expect(offerPart.getByTestId('owner-home-offer-state')).toHaveText('This offer is now: Accepted.');
  const [row] = await e2eQuery<{ offer_status: string; decision: string }>(
    `select o.offer_status, l.decision from tenant_offers o join owner_links l on l.subject_id = o.id and l.purpose = 'offer' where o.property_id = $1`,
    [home.property_id],
  );
  expect(row).toEqual({ offer_status: 'Accepted', decision: 'accept' });
});
