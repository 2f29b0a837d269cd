// Sentences become filters (docs/search.md): a sentence typed on the home page opens the filter panel's URL for
// it, what was understood shows as removable chips, removing one keeps the rest; a sentence typed into the URL
// lands on the same URL; the suggestions look up the rest of a sentence. Reads the seeded data only (no state).
//
// SENTENCE_SCREENSHOTS=<dir>: the results page of a sentence at 390x844 and 320x640 as PNGs.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { e2eQuery } from './pages/e2e-database';

const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search societies, locations or builders' });

/** The scripts have run: the header's login control is the real one. */
async function hydrated(page: Page) {
  await expect(page.getByTestId('header-auth-pending')).toHaveCount(0, { timeout: 30_000 });
}

/** The /search URL the filter panel writes for these parameters, in its order. */
function panelUrl(query: Record<string, string>): RegExp {
  const text = new URLSearchParams(query).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/search\\?${text}$`);
}

/** The Bengaluru South locality (the home's default zone) with the most verified societies that have an Active 2 BHK for rent. */
async function southLocalityWithTwoBhkRent(): Promise<string> {
  const [row] = await e2eQuery<{ name: string }>(
    `select p.name from locations p
       join zones z on z.id = p.zone_id and z.name = 'Bengaluru South'
       join gated_societies s on s.location_id = p.id and s.status = 'verified'
      where exists (
        select 1 from property_rent_listings l
          join properties h on h.id = l.property_id
          join bedroom_configurations b on b.id = coalesce(l.bedroom_configuration_id, h.bedroom_configuration_id)
         where l.society_id = s.id and l.listing_status = 'Active' and l.expected_rent <= 100000 and b.name in ('2 BHK', '2.5 BHK'))
      group by p.name order by count(*) desc, p.name limit 1`,
  );
  expect(row, 'a seeded South locality with a 2 BHK for rent').toBeDefined();
  return row!.name;
}

async function screenshots(page: Page, name: string) {
  const dir = process.env.SENTENCE_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [width, height] of [[390, 844], [320, 640]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a sentence typed on the home page opens the panel’s URL with its chips; removing one keeps the rest', async ({ page }) => {
  const locality = await southLocalityWithTwoBhkRent();
  await page.goto('/');
  await hydrated(page);
  await searchInput(page).fill(`2 bhk under 1 lakh in ${locality}`);
  await searchInput(page).press('Enter');

  await expect(page).toHaveURL(panelUrl({ type: 'filtered', q: locality, zone: 'Bengaluru South', maxBudget: '100000', bhk: '2' }));
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('link', { name: 'Remove filter Rent under ₹1 L' })).toBeVisible();
  await expect(chips.getByRole('link', { name: 'Remove filter 2 BHK' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Societies matching “${locality}” with a 2 BHK for rent under ₹1 L`);
  const cards = page.locator('#main').getByTestId('results-list').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Each card is priced by the cheapest home it was found for: a 2 BHK.
  for (const card of await cards.all()) await expect(card).toContainText(/for 2(\.5)? BHK/);
  // The search box keeps only the text; the filters are in the panel, counted on its button.
  await hydrated(page);
  await expect(page.getByTestId('filter-button')).toContainText('2');
  await screenshots(page, 'sentence-results');

  await chips.getByRole('link', { name: 'Remove filter 2 BHK' }).click();
  await expect(page).toHaveURL(panelUrl({ type: 'filtered', q: locality, zone: 'Bengaluru South', maxBudget: '100000' }));
  await expect(chips.getByRole('link', { name: 'Remove filter Rent under ₹1 L' })).toBeVisible();
  await expect(chips.getByRole('link', { name: 'Remove filter 2 BHK' })).toHaveCount(0);
  await expect(cards.first()).toBeVisible();

  await chips.getByRole('link', { name: 'Remove filter Rent under ₹1 L' }).click();
  await expect(page).toHaveURL(panelUrl({ type: 'filtered', q: locality, zone: 'Bengaluru South' }));
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
});

test('a sentence in the URL lands on the same filtered URL', async ({ page }) => {
  const response = await page.goto('/search?q=4+bhk+villa+to+buy+below+5+cr+in+east+bangalore');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(panelUrl({ type: 'filtered', zone: 'Bengaluru East', projectTypes: 'Villa', listing: 'sale', maxBudget: '50000000', bhk: '4' }));
  const chips = page.getByRole('list', { name: 'Active filters' });
  for (const label of ['Price under ₹5 Cr', '4 BHK', 'Villa']) await expect(chips.getByRole('link', { name: `Remove filter ${label}` })).toBeVisible();
  await expect(page.locator('#main').getByTestId('results-list').getByRole('article').first()).toContainText(/for 4 BHK/);
  await screenshots(page, 'sentence-url');
});

test('the suggestions of a sentence look up its rest, and picking a place keeps the filters', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const answered = page.waitForResponse((response) => response.url().includes('/api/suggestions?q=2%20bhk%20in%20hebb'));
  await searchInput(page).click();
  await searchInput(page).pressSequentially('2 bhk in hebb', { delay: 40 });
  await answered;
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Hebbal\s*Location/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(panelUrl({ type: 'filtered', q: 'Hebbal', bhk: '2' }));
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter 2 BHK' })).toBeVisible();
});
