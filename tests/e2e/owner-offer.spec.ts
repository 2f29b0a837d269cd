// An offer answered by the owner, at 390 px: a tenant offers on a home in a society whose owners answer directly;
// the owner opens the link from the outbox, sees nothing of the offer until the browser is proved with the code
// sent to their WhatsApp, backs out of the Decline and Counter forms with the back button (what was typed is
// kept), then counters; another browser opening the link learns only that it was answered; the tenant accepts the
// counter in 'Your offers' and reads what happens next, and the visit card shows the answer; the owner's page
// shows the answer already given and the offer's outcome. No owner contact reaches the tenant and no tenant
// contact reaches the owner.
import type { Browser } from '@playwright/test';
import { expect, registerAndSignIn, test } from './fixtures';
import { screenshotsTo } from './pages/screenshots';
import { newPerson } from './pages/auth-sheet';
import { claimSocieties, unclaimed } from './pages/claims';
import { e2eQuery } from './pages/e2e-database';
import { Outbox } from './pages/outbox';
import { signInAsStaff } from './pages/staff';
import { createTenantProfile, sendOffer } from './pages/tenant-offer';
import { insertVisitFor } from './pages/visits-page';

interface Home {
  id: string;
  property_id: string;
  society_id: string;
  phone: string;
  email: string;
}

test.use({ viewport: { width: 390, height: 844 } });

// OWNER_SCREENSHOTS=<dir>: the owner's pages and the tenant's card as PNGs at 390 and 320 px.
const shoot = screenshotsTo('OWNER_SCREENSHOTS');

async function tenantOffers(browser: Browser, home: Home) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const person = { ...newPerson('owner-offer'), firstName: 'Nisha' };
  await registerAndSignIn(page, person);
  await createTenantProfile(page.request, person);
  await sendOffer(page.request, home);
  return { page, person };
}

test('a tenant offers, the owner proves the device and counters, the tenant accepts; both see the outcome', async ({ page, browser }) => {
  const [home] = await claimSocieties<Home>(
    `select r.id, r.property_id, r.society_id, o.phone, o.email from property_rent_listings r join owners o on o.id = r.owner_id
     where r.listing_status = 'Active' and o.email is not null and not exists (select 1 from tenant_offers t where t.property_id = r.property_id) and ${unclaimed('r.society_id')}
     order by r.id offset floor(random() * 50) limit 1`,
  );
  if (!home) throw new Error('no Active rent home with an owner record in the e2e database');
  await e2eQuery(`update gated_societies set offer_answer_mode = 'owners_direct' where id = $1`, [home.society_id]);
  await e2eQuery(`update owners set preferred_channel = 'whatsapp' where phone = $1`, [home.phone]);
  const tenant = await tenantOffers(browser, home);
  const visitId = await insertVisitFor(tenant.person.email, { societyId: home.society_id, societyName: '', propertyId: home.property_id, listingId: home.id }, -2, false, 'completed');

  // The owner's e-mail carries the link (WhatsApp waits until the owner proved the number).
  const outbox = new Outbox(page.request);
  let link = '';
  await expect
    .poll(async () => {
      const message = (await outbox.messages(home.email)).find((m) => /\/owner\/\S+/.test(m.text));
      link = message?.text.match(/https?:\/\/[^/\s]+(\/owner\/\S+)/)?.[1] ?? '';
      return link;
    }, { timeout: 30_000 })
    .toMatch(/^\/owner\//);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Check it is you' })).toBeVisible();
  await expect(page.getByText('Offered rent')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByTestId('owner-code-notice')).toHaveText(`We sent a code to WhatsApp ••••••${home.phone.slice(-4)}.`);
  await shoot(page, 'owner-code');
  let code = '';
  await expect
    .poll(async () => {
      code = (await outbox.messages(`+91${home.phone}`)).map((m) => m.text.match(/^(\d{6}) is your/)?.[1]).find(Boolean) ?? '';
      return code;
    }, { timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  const offer = page.getByTestId('owner-offer');
  // The offered terms beside the owner's asking ones.
  await expect(offer.getByTestId('owner-offer-terms')).toContainText('₹40,000');
  await expect(offer.getByTestId('owner-offer-terms')).toContainText('You ask');
  await expect(offer).toContainText('Nisha');
  for (const detail of [tenant.person.lastName, tenant.person.email, tenant.person.phone]) await expect(page.locator('body')).not.toContainText(detail);
  await shoot(page, 'owner-offer');

  // A phone's back button closes the Decline and Counter forms first, keeping what was typed, and stays on the page.
  const ownerUrl = page.url();
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByLabel('Why are you declining?').selectOption({ index: 1 });
  const reason = await page.getByLabel('Why are you declining?').inputValue();
  await shoot(page, 'owner-decline');
  await page.goBack();
  await expect(page.getByLabel('Why are you declining?')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  expect(page.url()).toBe(ownerUrl);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByLabel('Why are you declining?')).toHaveValue(reason);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Counter' }).click();
  await page.getByLabel('Rent per month (₹)').fill('43,000');
  await shoot(page, 'owner-counter');
  await page.goBack();
  await expect(page.getByLabel('Rent per month (₹)')).toHaveCount(0);
  expect(page.url()).toBe(ownerUrl);
  await page.getByRole('button', { name: 'Counter' }).click();
  await expect(page.getByLabel('Rent per month (₹)')).toHaveValue('43,000');
  await page.getByRole('button', { name: 'Send counter offer' }).click();
  await expect(page.getByRole('heading', { name: 'You have already answered this offer' })).toBeVisible();
  await expect(page.getByTestId('owner-notice')).toContainText('Counter offer sent');
  await shoot(page, 'owner-answered');

  // The same link on a browser not proved: it was answered, and when; nothing of the offer or the answer, no code asked.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(link);
  await expect(strangerPage.getByRole('heading', { name: 'This offer has already been answered' })).toBeVisible();
  await expect(strangerPage.getByTestId('owner-answered-elsewhere')).toContainText(/An answer was given through this link on \d{1,2} \w{3} \d{4}/);
  for (const detail of ['₹40,000', '₹43,000', 'Nisha', 'Counter offer sent', 'Countered']) await expect(strangerPage.locator('body')).not.toContainText(detail);
  await expect(strangerPage.getByRole('button', { name: 'Send me a code' })).toBeHidden();
  await shoot(strangerPage, 'owner-answered-elsewhere');
  await stranger.close();

  // The counter message links straight to the offer ('Your offers' opens on arrival); the tenant accepts the
  // counter and reads what happens next; no owner contact anywhere in the sheet.
  let offerLink = '';
  await expect
    .poll(async () => {
      const message = (await outbox.messages(tenant.person.email)).find((m) => m.text.includes('Accept or decline it here:'));
      offerLink = message?.text.match(/Accept or decline it here: https?:\/\/[^/\s]+(\/profile\?offers=\S+)/)?.[1] ?? '';
      return offerLink;
    }, { timeout: 30_000 })
    .toMatch(/^\/profile\?offers=/);
  await tenant.page.goto(offerLink);
  const sheet = tenant.page.getByTestId('sent-offers-sheet');
  await expect(sheet.getByTestId('sent-offer-status')).toHaveText('Countered');
  await expect(sheet.getByTestId('offer-counter')).toContainText('₹43,000 a month');
  await sheet.getByRole('button', { name: 'Accept counter' }).click();
  await sheet.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(sheet.getByTestId('sent-offer-status')).toHaveText('Accepted');
  await expect(sheet.getByTestId('offer-next-steps')).toContainText('within one working day');
  await expect(sheet.getByTestId('sent-offer-answered')).toBeVisible();
  for (const detail of [home.phone, home.email]) await expect(tenant.page.locator('body')).not.toContainText(detail);
  await shoot(tenant.page, 'tenant-accepted');
  // The owner is told the tenant accepted the counter.
  await expect
    .poll(async () => (await outbox.messages(home.email)).some((m) => m.text.includes('The tenant has accepted the counter offer for your home.')), { timeout: 30_000 })
    .toBe(true);

  // The visit card of that home shows the same answer and its date.
  await tenant.page.goto(`/society-visits/${home.society_id}`);
  // A streamed page holds its hidden copy beside the shown one until React reveals it: the shown one.
  const card = tenant.page.locator(`[data-testid="visit-card"][data-visit-id="${visitId}"]`).filter({ visible: true });
  await expect(card.getByTestId('visit-offer-status')).toContainText('Accepted');
  await expect(card.getByTestId('visit-offer-answered')).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
  for (const detail of [home.phone, home.email]) await expect(tenant.page.locator('body')).not.toContainText(detail);
  await shoot(tenant.page, 'visit-card', card);

  // Public pages never carry an owner's contact details.
  for (const path of ['/', '/properties', '/search']) {
    const html = await (await page.request.get(path)).text();
    for (const detail of [home.phone, home.email]) expect(html, `${path} must not show the owner's ${detail}`).not.toContain(detail);
  }

  // The owner sees the outcome; a second answer is not offered.
  await page.reload();
  await expect(page.getByTestId('owner-notice')).toContainText('The offer is now: Accepted');
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await tenant.page.context().close();
});

test("an expired link offers 'Send me a new link': a fresh link reaches the owner's e-mail and opens", async ({ page, browser }) => {
  const [home] = await claimSocieties<Home>(
    `select r.id, r.property_id, r.society_id, o.phone, o.email from property_rent_listings r join owners o on o.id = r.owner_id
     where r.listing_status = 'Active' and o.email is not null and not exists (select 1 from tenant_offers t where t.property_id = r.property_id) and ${unclaimed('r.society_id')}
     order by r.id offset floor(random() * 50) limit 1`,
  );
  if (!home) throw new Error('no Active rent home with an owner record in the e2e database');
  await e2eQuery(`update gated_societies set offer_answer_mode = 'owners_direct' where id = $1`, [home.society_id]);
  const tenant = await tenantOffers(browser, home);
  const outbox = new Outbox(page.request);
  const ownerLinks = async () =>
    (await outbox.messages(home.email)).map((m) => m.text.match(/https?:\/\/[^/\s]+(\/owner\/\S+)/)?.[1]).filter((link): link is string => Boolean(link));
  await expect.poll(async () => (await ownerLinks()).length, { timeout: 30_000 }).toBe(1);
  const [first] = await ownerLinks();
  await e2eQuery(`update owner_links set expires_at = now() - interval '1 hour' where subject_id in (select id from tenant_offers where property_id = $1)`, [home.property_id]);

  await page.goto(first!);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp the team' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(page.getByRole('link', { name: /^Call the team on \+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  await shoot(page, 'owner-link-expired');
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByTestId('owner-new-link').getByRole('status')).toHaveText('A new link is on its way to your e-mail and WhatsApp. It works for 7 days.');
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeDisabled();

  await expect.poll(async () => (await ownerLinks()).length, { timeout: 30_000 }).toBe(2);
  const fresh = (await ownerLinks()).find((link) => link !== first);
  await page.goto(fresh!);
  await expect(page.getByRole('heading', { name: 'Check it is you' })).toBeVisible();
  // The expired link, asked again, sends nothing more.
  await page.goto(first!);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByTestId('owner-new-link').getByRole('status')).toHaveText('A newer link has already been sent to you: please use the latest message from us.');
  await tenant.page.context().close();
});

test('a tampered owner link is the ordinary 404', async ({ page }) => {
  const response = await page.goto('/owner/not.a.token');
  expect(response?.status()).toBe(404);
});

for (const width of [1280, 390, 320]) {
  test(`the owners desk at ${width} px: masked numbers, Show reveals the contact`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await signInAsStaff(page, 'manager');
    const [owner] = await e2eQuery<{ phone: string; name: string }>(`select phone, name from owners order by name, id limit 1`);
    await page.goto('/ops/owners');
    await expect(page.getByRole('heading', { name: 'Owners' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(owner!.phone);
    await page.getByRole('button', { name: `Show ${owner!.name}’s contact details` }).first().click();
    await expect(page.getByRole('link', { name: `+91${owner!.phone}` }).first()).toBeVisible();
  });
}
