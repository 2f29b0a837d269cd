// The homes asked for carry on, at 390 px: a /search by budget and bedrooms links each society's card with the same
// budget and bedrooms, the society page's 'View Properties' hands them on, and the society's homes open filtered
// to exactly the homes the search counted (checked against the database). For rent and for sale (the Buy tab).
// Reads the seeded data only.
import { expect, test, type Page } from '@playwright/test';
import { e2eQuery } from './pages/e2e-database';

// Each test renders three pages for the first time (a search, a society page, its properties page).
test.slow();

interface Chosen {
  societyId: string;
  name: string;
  matching: string[];
  budget: number;
}

/**
 * A verified society with Active homes of `bhk` (its configuration names) at or below a budget and other Active
 * homes besides, so the filter visibly narrows; the budget is the dearest matching home's amount.
 */
async function societyWithHomes(kind: 'rent' | 'sale', configurations: string[]): Promise<Chosen> {
  const table = kind === 'rent' ? 'property_rent_listings' : 'property_sale_listings';
  const amount = kind === 'rent' ? 'l.expected_rent' : 'l.listing_price';
  const bedroom = kind === 'rent' ? 'coalesce(l.bedroom_configuration_id, p.bedroom_configuration_id)' : 'p.bedroom_configuration_id';
  const rows = await e2eQuery<{ society_id: string; name: string; id: string; amount: string; matches: boolean }>(
    `with homes as (
       select l.society_id, l.id, ${amount} as amount, b.name = any($1) as matches
       from ${table} l join properties p on p.id = l.property_id
       left join bedroom_configurations b on b.id = ${bedroom}
       where l.listing_status = 'Active' and ${amount} is not null
     ), chosen as (
       select h.society_id from homes h join gated_societies s on s.id = h.society_id and s.status = 'verified'
       group by h.society_id
       having count(*) filter (where matches) >= 1 and count(*) filter (where not matches) >= 1
       order by h.society_id limit 1
     )
     select h.society_id, s.name, h.id, h.amount::text, h.matches from homes h join chosen c on c.society_id = h.society_id join gated_societies s on s.id = h.society_id`,
    [configurations],
  );
  expect(rows.length, `a seeded society with ${configurations.join('/')} homes for ${kind} and others`).toBeGreaterThan(0);
  const budget = Math.max(...rows.filter((row) => row.matches).map((row) => Number(row.amount)));
  const matching = rows.filter((row) => row.matches && Number(row.amount) <= budget).map((row) => row.id);
  return { societyId: rows[0]!.society_id, name: rows[0]!.name, matching, budget };
}

const panelCardIds = (page: Page, tab: 'rent' | 'buy') =>
  page.locator(`#properties-${tab}-panel [data-testid="property-card"]`).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-listing-id')));

/** The result card's link of the society named exactly so (a name search may find others containing it). */
const cardLink = (page: Page, name: string) => page.locator('#main').getByTestId('results-list').getByRole('link', { name, exact: true });

/** The search's card of the society, followed to the society page, then its 'View Properties'. */
async function followToHomes(page: Page, search: string, chosen: Chosen, expectedQuery: Record<string, string>) {
  await page.goto(search);
  const link = cardLink(page, chosen.name);
  await expect(link).toBeVisible();
  const cardHref = new URL((await link.getAttribute('href'))!, 'http://local');
  expect(Object.fromEntries(cardHref.searchParams)).toEqual(expectedQuery);

  await link.click();
  await expect(page.getByTestId('society-page')).toBeVisible({ timeout: 30_000 });
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expectedQuery);
  // After hydration the link carries the society page's filters on.
  const viewProperties = page.getByTestId('society-bottom-bar').getByRole('link', { name: 'View Properties' });
  await expect
    .poll(async () => {
      const href = new URL((await viewProperties.getAttribute('href'))!, 'http://local');
      return { path: href.pathname, query: Object.fromEntries(href.searchParams) };
    }, { timeout: 30_000 })
    .toEqual({ path: `/society/${chosen.societyId}/properties`, query: expectedQuery });

  await viewProperties.click();
  // The properties page's first render (it is cached after): on a busy machine it can take longer than a click.
  await expect(page).toHaveURL(new RegExp(`/society/${chosen.societyId}/properties\\?`), { timeout: 30_000 });
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expectedQuery);
}

test('a search for 3 BHK homes for rent under a budget opens each society’s rent homes filtered the same', async ({ page }) => {
  const chosen = await societyWithHomes('rent', ['3 BHK', '3.5 BHK']);
  const search = `/search?type=filtered&q=${encodeURIComponent(chosen.name)}&maxBudget=${chosen.budget}&bhk=3`;
  await followToHomes(page, search, chosen, { rent_max: String(chosen.budget), bhk: '3' });

  await expect(page.getByRole('tab', { name: `Rent (${chosen.matching.length})`, selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove filter Under ₹/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter 3 BHK' })).toBeVisible();
  await expect.poll(async () => new Set(await panelCardIds(page, 'rent'))).toEqual(new Set(chosen.matching));
});

test('a search for 2 BHK homes to buy under a price opens the Buy tab filtered the same', async ({ page }) => {
  const chosen = await societyWithHomes('sale', ['2 BHK', '2.5 BHK']);
  const search = `/search?type=filtered&q=${encodeURIComponent(chosen.name)}&listing=sale&maxBudget=${chosen.budget}&bhk=2`;
  await followToHomes(page, search, chosen, { price_max: String(chosen.budget), bhk: '2', tab: 'buy' });

  await expect(page.getByRole('tab', { name: `Buy (${chosen.matching.length})`, selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter 2 BHK' })).toBeVisible();
  await expect.poll(async () => new Set(await panelCardIds(page, 'buy'))).toEqual(new Set(chosen.matching));
});

test('a search without budget or bedrooms links the society page and View Properties as they are', async ({ page }) => {
  const chosen = await societyWithHomes('rent', ['3 BHK', '3.5 BHK']);
  await page.goto(`/search?type=filtered&q=${encodeURIComponent(chosen.name)}`);
  const link = cardLink(page, chosen.name);
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).not.toContain('?');
  await link.click();
  await expect(page.getByTestId('society-page')).toBeVisible();
  await expect(page.getByTestId('society-bottom-bar').getByRole('link', { name: 'View Properties' })).toHaveAttribute('href', `/society/${chosen.societyId}/properties`);
});
