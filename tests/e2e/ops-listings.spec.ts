// The desk's listings at 1280 and 390 px: a manager changes a rent and the public properties page (cached, with
// the society's tags) shows the new rent at once; a manager adds a one-off home and it is on the public page; a
// manager marks a home rented and a tenant's booked visit of it is cancelled, with the apology in their e-mail.
import type { Page } from '@playwright/test';
import { expect, registerAndSignIn, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { Outbox } from './pages/outbox';
import { signInAsStaff } from './pages/staff';
import { insertVisitFor, ShortlistedPage } from './pages/visits-page';

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A society with one 2 BHK for rent at `rent`; its id and name. */
async function societyWithHome(label: string, rent: number) {
  const name = `Desk Edit ${label} ${Date.now()}`;
  const [society] = await e2eQuery<{ id: string }>(
    `insert into gated_societies (name, project_type, project_status) values ($1, 'Apartment', 'Ready to Move-in') returning id`,
    [name],
  );
  const [property] = await e2eQuery<{ id: string }>(
    `insert into properties (society_id, house_number, floor_number, bedroom_configuration_id) values ($1, 'A-101', 1, (select id from bedroom_configurations where name = '2 BHK')) returning id`,
    [society!.id],
  );
  const [listing] = await e2eQuery<{ id: string }>(
    `insert into property_rent_listings (property_id, society_id, expected_rent, expected_deposit) values ($1, $2, $3, $4) returning id`,
    [property!.id, society!.id, rent, rent * 3],
  );
  return { id: society!.id, name, propertyId: property!.id, listingId: listing!.id };
}

/** The desk's list of the society's listings: the table on a laptop, the cards on a phone. */
const listingsOf = (page: Page, wide: boolean) => (wide ? page.getByRole('table', { name: 'Rent listings' }) : page.getByRole('list', { name: 'Rent listings' }));

async function cachedPageShows(page: Page, path: string, text: string) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes(text), { message: `${path} shows ${text}`, timeout: 20_000 })
    .toBe(true);
}

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, a manager changes a rent and the properties page shows it at once`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const society = await societyWithHome(viewport.name, 45000);
    const path = `/society/${society.id}/properties`;
    await cachedPageShows(page, path, '₹45 K');
    await signInAsStaff(page, 'manager');

    await page.goto(`/ops/listings?society=${encodeURIComponent(society.name)}`);
    const listings = listingsOf(page, viewport.width >= 768);
    await expect(listings).toContainText('₹45,000');
    await listings.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit listing' });
    await dialog.getByLabel('Rent per month (₹)').fill('abc');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Expected a whole number')).toBeVisible();
    await expect(dialog.getByLabel('Rent per month (₹)')).toBeFocused();
    await dialog.getByLabel('Rent per month (₹)').fill('61000');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Listing saved')).toBeVisible();
    await expect(listings).toContainText('₹61,000');

    await cachedPageShows(page, path, '₹61 K');
    expect(await (await page.request.get(path)).text()).not.toContain('₹45 K');
  });
}

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, a manager adds a listing and the properties page shows it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const name = `Desk Add ${viewport.name} ${Date.now()}`;
    const [society] = await e2eQuery<{ id: string }>(`insert into gated_societies (name, project_type, project_status) values ($1, 'Apartment', 'Ready to Move-in') returning id`, [name]);
    await signInAsStaff(page, 'manager');

    await page.goto('/ops/listings');
    await page.getByRole('button', { name: 'Add listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add listing' });
    await dialog.getByRole('button', { name: 'Add listing' }).click();
    await expect(dialog.getByText('Choose the society')).toBeVisible();

    await dialog.getByLabel('Society').fill(name);
    await dialog.getByRole('button', { name }).click();
    await dialog.getByLabel('BHK configuration').selectOption('3 BHK');
    await dialog.getByLabel(/^Unit/).fill('D-904');
    await dialog.getByLabel(/^Floor/).fill('9');
    await dialog.getByLabel('Rent per month (₹)').fill('52,500');
    await dialog.getByLabel('Deposit (₹)').fill('150000');
    await dialog.getByRole('button', { name: 'Add listing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Listing added')).toBeVisible();

    await page.goto(`/ops/listings?society=${encodeURIComponent(name)}`);
    const listings = listingsOf(page, viewport.width >= 768);
    await expect(listings).toContainText('3 BHK · Unit D-904');
    await expect(listings).toContainText('₹52,500');
    await cachedPageShows(page, `/society/${society!.id}/properties`, '₹52.50 K');
  });
}

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, a manager marks a home rented: the tenant's booked visit shows cancelled, with an apology`, async ({ page, browser }) => {
    const society = await societyWithHome(`rented ${viewport.name}`, 52000);
    const tenantContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tenantPage = await tenantContext.newPage();
    const tenant = await registerAndSignIn(tenantPage);
    await insertVisitFor(tenant.email, { societyId: society.id, societyName: society.name, propertyId: society.propertyId, listingId: society.listingId }, 3);

    await page.setViewportSize(viewport);
    await signInAsStaff(page, 'manager');
    await page.goto(`/ops/listings?society=${encodeURIComponent(society.name)}`);
    const listings = listingsOf(page, viewport.width >= 768);
    await listings.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit listing' });
    await dialog.getByLabel('Status').selectOption('Rented');
    // The dialog says what 'Rented' will do before it is saved.
    await expect(dialog.getByTestId('rented-consequences')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Listing saved')).toBeVisible();

    const visits = new ShortlistedPage(tenantPage);
    await visits.goto('doors-unlocked');
    const card = visits.societyCard(visits.section('Cancelled Visits'), society.name);
    await expect(card.getByTestId('visit-group-cancelled')).toHaveText('1 cancelled visit');
    await expect(tenantPage.getByTestId('upcoming-visits')).toHaveCount(0);
    const outbox = new Outbox(page.request);
    await expect
      .poll(async () => (await outbox.messages(tenant.email)).some((m) => m.text.includes('We are sorry: the owner has just let this home, so the visit cannot happen.')), { timeout: 30_000 })
      .toBe(true);
    await tenantContext.close();
  });
}
