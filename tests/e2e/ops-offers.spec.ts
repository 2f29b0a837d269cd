// The offers desk end to end, on a 1280 px laptop and a 390 px phone: a manager accepts a tenant's offer and the
// tenant sees 'Accepted' in 'Your offers' and gets the e-mail; a manager counters and the tenant accepts the
// counter from 'Your offers'.
import type { Browser, Page } from '@playwright/test';
import { expect, registerAndSignIn, test } from './fixtures';
import { newPerson } from './pages/auth-sheet';
import { claimSocieties, unclaimed } from './pages/claims';
import { e2eQuery } from './pages/e2e-database';
import { Outbox } from './pages/outbox';
import { signInAsStaff } from './pages/staff';
import { createTenantProfile, sendOffer } from './pages/tenant-offer';

interface Offered {
  page: Page;
  email: string;
  firstName: string;
  societyName: string;
  /** The home's unit, given to it if it had none, so the desk names the home by it. */
  unit: string;
}

/** A one-off letters-only first name, so the desk's row is this test's. */
function uniqueFirstName(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `Tara${letters}`;
}

/** A new tenant (own browser context) with a profile who sends an offer on an Active home nobody has offered on. */
async function tenantWithOffer(browser: Browser, width: number): Promise<Offered> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } });
  const page = await context.newPage();
  const person = { ...newPerson('offers'), firstName: uniqueFirstName() };
  await registerAndSignIn(page, person);
  const [home] = await claimSocieties<{ id: string; property_id: string; society_id: string; name: string }>(
    `select r.id, r.property_id, r.society_id, s.name from property_rent_listings r join gated_societies s on s.id = r.society_id
     where r.listing_status = 'Active' and not exists (select 1 from tenant_offers o where o.property_id = r.property_id) and ${unclaimed('r.society_id')}
     order by r.id offset floor(random() * 50) limit 1`,
  );
  if (!home) throw new Error('no Active rent home without offers in the e2e database');
  const [given] = await e2eQuery<{ unit: string }>(
    `update properties set house_number = coalesce(nullif(trim(house_number), ''), $2) where id = $1 returning trim(house_number) as unit`,
    [home.property_id, `O-${Math.floor(Math.random() * 9000 + 1000)}`],
  );
  await createTenantProfile(page.request, person, 'Product designer, quiet, no parties.');
  await sendOffer(page.request, home);
  return { page, email: person.email, firstName: person.firstName, societyName: home.name, unit: given!.unit };
}

/** The manager's desk, filtered to the tenant's society, and the answer dialog of the tenant's offer opened from its row's menu. */
async function openAnswer(page: Page, offered: Offered, action: 'Accept' | 'Counter') {
  await page.goto(`/ops/offers?status=Pending&society=${encodeURIComponent(offered.societyName)}`);
  await page.getByRole('button', { name: new RegExp(`^Answer: ${offered.firstName}’s offer`) }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${action} ${offered.firstName}’s offer`) }).click();
  return page.getByRole('dialog');
}

async function yourOffers(offered: Offered) {
  await offered.page.goto('/profile');
  await offered.page.getByTestId('your-offers').click();
  const sheet = offered.page.getByTestId('sent-offers-sheet');
  await expect(sheet.getByTestId('sent-offer')).toHaveCount(1);
  return sheet;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });

    test('a manager accepts an offer; the tenant sees Accepted in Your offers and gets the e-mail', async ({ page, browser }) => {
      const offered = await tenantWithOffer(browser, width);
      await signInAsStaff(page, 'manager');
      const dialog = await openAnswer(page, offered, 'Accept');
      await expect(dialog).toContainText('The home becomes Under offer');
      // The confirmation names the home by its unit: four offers on one society's 2 BHKs are told apart.
      await expect(dialog).toContainText(`Unit ${offered.unit}, ${offered.societyName}`);
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(page.getByText('Offer accepted. The home is now Under offer.')).toBeVisible();
      // No longer waiting: the inbox of waiting offers no longer lists it.
      await expect(page.getByRole('button', { name: new RegExp(`^Answer: ${offered.firstName}’s offer`) })).toHaveCount(0);

      const sheet = await yourOffers(offered);
      await expect(sheet.getByTestId('sent-offer-status')).toHaveText('Accepted');
      const outbox = new Outbox(offered.page.request);
      await expect
        .poll(async () => (await outbox.messages(offered.email)).map((message) => message.subject ?? ''), { timeout: 30_000 })
        .toContainEqual(expect.stringMatching(/^Good news: your offer for .* is accepted$/));
      await offered.page.context().close();
    });

    test('a manager counters; the tenant accepts the counter from Your offers', async ({ page, browser }) => {
      const offered = await tenantWithOffer(browser, width);
      await signInAsStaff(page, 'manager');
      const dialog = await openAnswer(page, offered, 'Counter');
      await dialog.getByLabel('Rent a month (₹)').fill('4O,000');
      await dialog.getByRole('button', { name: 'Send counter' }).click();
      await expect(dialog.getByText('Amounts can only contain digits, for example 40,000.')).toBeVisible();
      await dialog.getByLabel('Rent a month (₹)').fill('43,000');
      await dialog.getByLabel('Security deposit (₹)').fill('1,30,000');
      await dialog.getByRole('button', { name: 'Send counter' }).click();
      await expect(page.getByText('Counter sent. The tenant answers it from Your offers.')).toBeVisible();

      const sheet = await yourOffers(offered);
      await expect(sheet.getByTestId('sent-offer-status')).toHaveText('Countered');
      const counter = sheet.getByTestId('offer-counter');
      await expect(counter).toContainText('₹43,000 a month');
      await expect(counter).toContainText('₹1,30,000');
      await counter.getByRole('button', { name: 'Accept counter' }).click();
      // Final, so it asks once.
      await expect(counter.getByTestId('accept-counter-confirm')).toContainText('This is final');
      await counter.getByRole('button', { name: 'Yes, accept' }).click();
      await expect(sheet.getByTestId('sent-offer-status')).toHaveText('Accepted');
      await expect(sheet.getByTestId('offer-counter')).toHaveCount(0);
      await offered.page.context().close();
    });
  });
}
