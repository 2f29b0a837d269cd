// A new owner lists a home, at 390 px (320 for the screenshots): proves a number we do not hold with the WhatsApp
// code from the outbox, adds a home in a seeded society (typed in lower case and found by the search's suggestions) with three photos and a
// property tax receipt, and sends it; the desk at 1280 px finds it from Today, opens the document and approves it;
// the home is then on its society's properties page, where a tenant books a visit; the visit and the tenant's offer show on the owner's page, and the
// owner accepts the offer there. On the way, the tenant reports a broker from the home's card and the desk settles it.
import sharp from 'sharp';
import { expect, registerAndSignIn, test } from './fixtures';
import { newPerson } from './pages/auth-sheet';
import { claimSocieties, unclaimed } from './pages/claims';
import { e2eQuery } from './pages/e2e-database';
import { Outbox } from './pages/outbox';
import { screenshotsTo } from './pages/screenshots';
import { signInAsStaff } from './pages/staff';
import { createTenantProfile, sendOffer } from './pages/tenant-offer';
import { waitForHydrated } from './pages/hydration';
import { PropertiesPage } from './pages/properties-page';

test.use({ viewport: { width: 390, height: 844 } });

// OWNER_SCREENSHOTS=<dir>: the add-home form and the desk's review as PNGs.
const shoot = screenshotsTo('OWNER_SCREENSHOTS');

const photo = async (colour: string, name: string) => ({ name, mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } }).jpeg().toBuffer() });

test('a new owner adds a home with photos and a document, the desk approves it, and its visit and offer reach the owner', async ({ page, browser }) => {
  const [society] = await claimSocieties<{ society_id: string; name: string }>(
    `select s.id as society_id, s.name from gated_societies s where s.status = 'verified' and ${unclaimed('s.id')} order by s.id offset floor(random() * 40) limit 1`,
  );
  await e2eQuery(`update gated_societies set offer_answer_mode = 'owners_direct' where id = $1`, [society!.society_id]);
  const owner = newPerson('new-owner');

  // A number we hold no record for is proved with its code, and the owner starts with no homes.
  await registerAndSignIn(page, owner);
  await page.goto('/owner/homes');
  await page.getByLabel('Mobile number (+91)').fill(owner.phone);
  const outbox = new Outbox(page.request);
  await page.getByRole('button', { name: 'Send code on WhatsApp' }).click();
  let code = '';
  await expect
    .poll(async () => {
      code = (await outbox.messages(`+91${owner.phone}`)).map((message) => message.text.match(/^(\d{6}) is your/)?.[1]).find(Boolean) ?? '';
      return code;
    }, { timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('WhatsApp code').fill(code);
  await expect(page.getByTestId('owner-homes-empty')).toBeVisible();
  await page.getByTestId('list-your-home').click();

  // The details: the society found by the suggestions, then saved before any photo.
  await expect(page.getByRole('heading', { name: 'List your home', level: 1 })).toBeVisible();
  await page.getByLabel('Your society').fill(society!.name.toLowerCase());
  await page.getByRole('list', { name: 'Societies' }).getByRole('button', { name: society!.name, exact: true }).click();
  await page.getByLabel('Tower or block').fill('Q');
  await page.getByLabel('Unit number').fill('707');
  await page.getByLabel('Configuration').selectOption('2 BHK');
  await page.getByLabel('Furnishing').selectOption('Semi-Furnished');
  await page.getByLabel('Size (sq ft)').fill('1180');
  await page.getByLabel('Floor').fill('7');
  await page.getByLabel('Rent a month (₹)').fill('47,700');
  await page.getByLabel('Deposit (₹)').fill('1,50,000');
  await page.getByRole('button', { name: 'Save and add photos' }).click();
  await expect(page.getByTestId('submission-notice')).toHaveText('Saved. Add the photos and the ownership document next.');
  await expect(page).toHaveURL(/\/owner\/homes\/new\?home=/);

  // Three photos and the document; a text file named like a photo is refused and the rest carries on.
  await page.getByTestId('photo-input').setInputFiles([await photo('#8fb3d9', 'living.jpg'), { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') }, await photo('#d9b38f', 'kitchen.jpg'), await photo('#b3d98f', 'bedroom.jpg')]);
  await expect(page.getByTestId('submission-photo-list').getByRole('img')).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByTestId('photo-problems')).toContainText('notes.jpg:');
  await expect(page.getByTestId('submission-send')).toBeDisabled();
  await page.getByLabel('Which document').selectOption('Property tax receipt');
  await page.getByTestId('document-input').setInputFiles({ name: 'tax.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await expect(page.getByTestId('document-added')).toHaveText('Property tax receipt added.');
  await shoot(page, 'owner-add-home');
  await page.setViewportSize({ width: 320, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('submission-send').click();
  await expect(page.getByTestId('submission-status')).toContainText('With the GHomes team for checking');

  // The desk: Today counts it, the queue opens it, the document opens, Approve lists it.
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await deskContext.newPage();
  await signInAsStaff(desk, 'manager');
  await desk.goto('/ops');
  await desk.getByTestId('today-new-homes').click();
  await desk.getByTestId('new-home-row').filter({ hasText: `Q-707 · ${society!.name}` }).click();
  await expect(desk.getByTestId('submission-photos').getByRole('img')).toHaveCount(3);
  const documentResponse = await desk.request.get(await desk.getByTestId('submission-document').getAttribute('href') as string);
  expect(documentResponse.headers()['content-type']).toBe('application/pdf');
  if (process.env.OWNER_SCREENSHOTS) await desk.screenshot({ path: `${process.env.OWNER_SCREENSHOTS}/desk-new-home-1280.png`, fullPage: true });
  await desk.getByRole('button', { name: 'Approve' }).click();
  await expect(desk).toHaveURL(/\/ops\/new-homes$/);
  await deskContext.close();

  // The home is live on its society's properties page.
  const [home] = await e2eQuery<{ id: string; property_id: string; society_id: string }>(
    `select r.id, r.property_id, r.society_id from property_rent_listings r join properties p on p.id = r.property_id where p.society_id = $1 and p.house_number = 'Q-707'`,
    [society!.society_id],
  );
  await expect
    .poll(async () => {
      await page.goto(`/society/${home!.society_id}/properties`);
      return page.locator('article').filter({ hasText: /1,?180 sqft/ }).count();
    }, { timeout: 20_000 })
    .toBeGreaterThan(0);

  // A tenant's visit and offer reach the owner's page, where the owner accepts.
  const tenantContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tenantPage = await tenantContext.newPage();
  const tenant = { ...newPerson('add-home-tenant'), firstName: 'Meera' };
  await registerAndSignIn(tenantPage, tenant);
  await createTenantProfile(tenantPage.request, tenant);
  // The tenant reports a broker from the home's card; the desk finds it from Today and settles it: not a broker.
  await tenantPage.goto(`/society/${home!.society_id}/properties`);
  await tenantPage.locator('article').filter({ hasText: /1,?180 sqft/ }).getByTestId('report-broker-link').click();
  // A tap before the form has hydrated would submit it as a plain page form: wait for React first.
  await waitForHydrated(tenantPage.getByRole('button', { name: 'Send report' }));
  await tenantPage.getByRole('radio', { name: 'Asked for brokerage or commission' }).check();
  await tenantPage.getByRole('button', { name: 'Send report' }).click();
  await expect(tenantPage.getByTestId('broker-report-sent')).toBeVisible();
  const reportDesk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const reportPage = await reportDesk.newPage();
  await signInAsStaff(reportPage, 'manager');
  await reportPage.goto('/ops');
  await reportPage.getByTestId('today-broker-reports').click();
  const reported = reportPage.locator(`[data-testid="reported-listing"][data-listing-id="${home!.id}"]`);
  await expect(reported.getByTestId('broker-report')).toContainText('Asked for brokerage or commission');
  await reported.getByRole('button', { name: /^Not a broker/ }).click();
  await expect(reported).toHaveCount(0);
  await reportDesk.close();
  // The tenant books a visit on the home's card, then sends an offer.
  await tenantPage.goto(`/society/${home!.society_id}/properties`);
  const properties = new PropertiesPage(tenantPage);
  await properties.card(home!.id).getByRole('button', { name: /^Unlock Door/ }).click();
  await expect(properties.bookingSheet.getByRole('heading', { name: 'Book a Visit' })).toBeVisible();
  await properties.pickFirstFreeSlotTomorrow();
  await properties.bookingSheet.getByRole('button', { name: 'Confirm Visit' }).click();
  await expect(tenantPage.getByText('Visit booked successfully!')).toBeVisible();
  await sendOffer(tenantPage.request, home!);
  await tenantContext.close();
  await page.goto('/owner/homes');
  const card = page.getByTestId('owner-home').filter({ hasText: society!.name });
  await expect(card.getByTestId('owner-home-visits')).toContainText('Meera');
  const offerPart = card.getByTestId('owner-home-offer');
  await offerPart.getByRole('button', { name: 'Accept' }).click();
  await offerPart.getByRole('button', { name: 'Yes, accept the offer' }).click();
  await expect(offerPart.getByTestId('owner-home-offer-state')).toHaveText('This offer is now: Accepted.');
});
