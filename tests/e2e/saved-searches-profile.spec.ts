// The profile's 'Saved searches' at 390 px: empty at first; two saved searches listed; a name over the limit is
// refused with its message and changes nothing; a rename, the daily-alert switch (by tap and by keyboard) and a
// delete (after a confirmation that can keep it) each land in the database; a search opens its results page.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndSignIn } from './fixtures';
import { e2eQuery } from './pages/e2e-database';

// SAVED_SEARCH_SCREENSHOTS=<dir>: the list, the rename form and the confirmation as PNGs at 390 and 320 px.
const shots = process.env.SAVED_SEARCH_SCREENSHOTS;
async function screenshot(page: Page, name: string, element?: Locator) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
    const path = `${shots}/${name}-${width}.png`;
    // The section alone, without the fixed bottom navigation drawn over it; the dialog as the screen shows it.
    if (element) await element.screenshot({ path, style: 'nav[aria-label="Primary"] { display: none !important; }' });
    else await page.screenshot({ path });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const rowsOf = (email: string) =>
  e2eQuery<{ label: string; alerts_enabled: boolean }>(
    `select s.label, s.alerts_enabled from saved_searches s join profiles p on p.id = s.user_id where lower(p.email) = lower($1) order by s.created_at`,
    [email],
  );

test('saved searches on the profile: open, rename, switch alerts, delete', async ({ page }) => {
  test.setTimeout(120_000);
  const person = await registerAndSignIn(page);
  await page.goto('/profile');
  const section = page.getByTestId('saved-searches');
  await expect(section.getByRole('heading', { name: 'Saved searches' })).toBeVisible();
  await expect(section.getByTestId('saved-searches-empty')).toContainText('No saved searches yet');
  await screenshot(page, 'saved-searches-empty', section);

  const [society] = await e2eQuery<{ id: string; name: string }>(`select id, name from gated_societies where status = 'verified' order by name limit 1`);
  expect((await page.request.post('/api/saved-searches', { data: { kind: 'search', query: 'type=filtered&bhk=3&maxBudget=50000' } })).status()).toBe(201);
  expect((await page.request.post('/api/saved-searches', { data: { kind: 'properties', society_id: society!.id, query: 'bhk=2' } })).status()).toBe(201);
  await page.reload();
  const rows = section.getByTestId('saved-search');
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('saved-search-label')).toHaveText([`Homes in ${society!.name}: 2 BHK`, 'Gated societies with a 3 BHK for rent under ₹50 K']);
  await screenshot(page, 'saved-searches-list', section);

  // Rename: over the limit is refused with its message and nothing changes; then a good name is saved.
  const rename = section.getByRole('button', { name: 'Rename: Gated societies with a 3 BHK for rent under ₹50 K' });
  expect((await rename.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await rename.click();
  const field = section.getByLabel('Search name');
  await expect(field).toBeFocused();
  await field.fill('x'.repeat(81));
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('alert')).toHaveText('Keep the name to 80 characters or fewer');
  await screenshot(page, 'saved-search-rename-error', section);
  expect((await rowsOf(person.email)).map((row) => row.label)).toEqual(['Gated societies with a 3 BHK for rent under ₹50 K', `Homes in ${society!.name}: 2 BHK`]);
  await field.fill('  Family flats  ');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(rows.getByTestId('saved-search-label')).toHaveText([`Homes in ${society!.name}: 2 BHK`, 'Family flats']);
  // The form has left and the row's Rename button is back: focus is given back to it in the same commit's effect.
  await expect(section.getByTestId('rename-saved-search')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Rename: Family flats' })).toBeFocused();
  await expect.poll(async () => (await rowsOf(person.email))[0]!.label).toBe('Family flats');

  // The daily-alert switch: off by a tap, on again from the keyboard.
  const alerts = section.getByRole('switch', { name: 'Daily alerts: Family flats' });
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-checked', 'false');
  await expect(rows.filter({ hasText: 'Family flats' })).toContainText('Alerts off');
  await expect.poll(async () => (await rowsOf(person.email))[0]!.alerts_enabled).toBe(false);
  await alerts.focus();
  await page.keyboard.press('Space');
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await rowsOf(person.email))[0]!.alerts_enabled).toBe(true);

  // Delete asks first; 'Keep it' keeps it; Delete removes it.
  const remove = section.getByRole('button', { name: `Delete: Homes in ${society!.name}: 2 BHK` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this saved search?' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'delete-confirm');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);
  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await expect.poll(async () => (await rowsOf(person.email)).map((row) => row.label)).toEqual(['Family flats']);

  // Opening a search goes to its results page.
  await rows.getByTestId('saved-search-open').click();
  await expect(page).toHaveURL(/\/search\?type=filtered&maxBudget=50000&bhk=3$/);
});
