// The desk's listings at 1280 and 390 px: a manager changes a rent and the public properties page (cached, with
// the society's tags) shows the new rent at once; a manager adds a one-off home and it is on the public page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { signInAsStaff } from './pages/staff';

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
  await e2eQuery(`insert into property_rent_listings (property_id, society_id, expected_rent, expected_deposit) values ($1, $2, $3, $4)`, [property!.id, society!.id, rent, rent * 3]);
  return { id: society!.id, name };
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
