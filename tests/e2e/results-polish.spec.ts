// The results pages and the society pages a tenant searches through, at the phone viewport (390x844; one test
// at 320x640): prices that match the search, the same sort and 'Save search' on every results page, a society's
// name URL that keeps its query, the first result on a small phone's first screen, 44 px tap targets, headings
// that name what was searched, a filter sheet that cannot apply an empty result, and a festival page's head
// after its campaign ended.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndSignIn } from './fixtures';
import { e2eQuery } from './pages/e2e-database';

const BUDGET_SEARCH = '/search?type=filtered&zone=Bengaluru+South&maxBudget=50000&bhk=3&sort=price';

/** '₹34.50 K' as the cards write a rent under a lakh (two decimals, none when whole: the spec's amount rule). */
function thousands(amount: number): string {
  const value = Number((amount / 1000).toFixed(2));
  return `₹${Number.isInteger(value) ? value : value.toFixed(2)} K`;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

/** The tap dimension of a control: at least 44 px high (and, for an icon button, wide). */
async function expectTappable(locator: Locator, { square = false } = {}) {
  const { width, height } = await box(locator);
  expect(height).toBeGreaterThanOrEqual(44);
  if (square) expect(width).toBeGreaterThanOrEqual(44);
}

/** A verified society without a hyphen in its name (its URL is the name with dashes for spaces) that has a home of each kind. */
async function societyWithBothKinds(): Promise<{ id: string; name: string }> {
  const [row] = await e2eQuery<{ id: string; name: string }>(
    `select s.id, s.name from gated_societies s
      where s.status = 'verified' and s.name !~ '-'
        and exists (select 1 from property_rent_listings l where l.society_id = s.id and l.listing_status = 'Active')
        and exists (select 1 from property_sale_listings l where l.society_id = s.id and l.listing_status = 'Active')
      order by s.name limit 1`,
  );
  expect(row, 'a seeded society with rent and sale homes').toBeDefined();
  return row!;
}

const namePath = (name: string) => `/society/${name.trim().replace(/\s+/g, '-')}`;

/** The scripts have run: the header's login control is the real one. */
async function hydrated(page: Page) {
  await expect(page.getByTestId('header-auth-pending')).toHaveCount(0, { timeout: 30_000 });
}

test('a search by budget and bedrooms prices each card by its cheapest matching home', async ({ page }) => {
  await page.goto(BUDGET_SEARCH);
  const cards = page.locator('#main').getByTestId('results-list').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names = (await cards.getByTestId('society-card-link').allTextContents()).map((name) => name.trim());
  const rows = await e2eQuery<{ name: string; rent: number; bhk: string }>(
    `select distinct on (s.name) s.name, l.expected_rent::int as rent, b.name as bhk
       from gated_societies s
       join property_rent_listings l on l.society_id = s.id and l.listing_status = 'Active' and l.expected_rent <= 50000
       join properties p on p.id = l.property_id
       join bedroom_configurations b on b.id = coalesce(l.bedroom_configuration_id, p.bedroom_configuration_id) and b.name in ('3 BHK', '3.5 BHK')
      where s.name = any($1)
      order by s.name, l.expected_rent`,
    [names],
  );
  expect(rows).toHaveLength(names.length);
  for (const [index, name] of names.entries()) {
    const row = rows.find((entry) => entry.name === name)!;
    const card = cards.nth(index);
    await expect(card.getByTestId('home-match-price')).toHaveText(`From ${thousands(row.rent)} for ${row.bhk}`);
    // Not the society's whole range (which can start at a 1 RK).
    await expect(card.getByText(/₹[\d.]+ [KL] – /)).toHaveCount(0);
  }
});

test('a zone page has the sort and Save search; another order is the same search on /search, Name returns to the cached page', async ({ page }) => {
  const person = await registerAndSignIn(page);
  const first = await page.goto('/bangalore/zone/bengaluru-south');
  expect(first?.status()).toBe(200);
  // Still the indexable page with itself as canonical.
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/bangalore\/zone\/bengaluru-south$/);
  await expect(page.locator('head meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  const tools = page.getByTestId('results-tools');
  await expect(tools.getByTestId('search-sort')).toHaveValue('name');
  await expect(tools.getByTestId('save-search')).toHaveText('Save search');
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible({ timeout: 30_000 });

  await tools.getByTestId('save-search').click();
  await expect(tools.getByTestId('save-search')).toHaveText('Search saved');
  const saved = await e2eQuery<{ query: string }>(
    `select s.query from saved_searches s join profiles p on p.id = s.user_id where lower(p.email) = lower($1)`,
    [person.email],
  );
  expect(saved.map((row) => row.query)).toEqual(['type=filtered&zone=Bengaluru+South']);

  await tools.getByTestId('search-sort').selectOption('price');
  await expect(page).toHaveURL(/\/search\?type=filtered&zone=Bengaluru\+South&sort=price$/);
  await expect(page.getByTestId('search-sort')).toHaveValue('price');
  await page.getByTestId('search-sort').selectOption('name');
  await expect(page).toHaveURL(/\/bangalore\/zone\/bengaluru-south$/);

  // The page itself stays one cached page for everyone (the order lives on /search).
  const again = await page.request.get('/bangalore/zone/bengaluru-south');
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
});

test('a locality page has the sort and Save search too', async ({ page }) => {
  await page.goto('/bangalore/locality/whitefield');
  await expect(page.getByTestId('results-tools').getByTestId('search-sort')).toHaveValue('name');
  await expect(page.getByTestId('results-tools').getByTestId('save-search')).toBeVisible();
  await hydrated(page);
  await page.getByTestId('search-sort').selectOption('newest');
  await expect(page).toHaveURL(/\/search\?type=Location&q=Whitefield&sort=newest$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gated societies in Whitefield');
});

test("a society's properties page named by its name keeps its query on the way to the id URL", async ({ page }) => {
  const society = await societyWithBothKinds();
  const answer = await page.request.get(`${namePath(society.name)}/properties?tab=buy&bhk=2`, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(new URL(answer.headers().location!, 'http://x').pathname + new URL(answer.headers().location!, 'http://x').search).toBe(
    `/society/${society.id}/properties?tab=buy&bhk=2`,
  );
  await page.goto(`${namePath(society.name)}/properties?tab=buy&bhk=2`);
  await expect(page).toHaveURL(new RegExp(`/society/${society.id}/properties\\?tab=buy&bhk=2$`));
  await expect(page.getByRole('tab', { name: /^Buy/ })).toHaveAttribute('aria-selected', 'true');
});

test.describe('at 320x640', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a budget and bedrooms search shows its whole first result above the bottom navigation', async ({ page }) => {
    await page.goto(BUDGET_SEARCH);
    await hydrated(page);
    const card = page.locator('#main').getByTestId('results-list').getByRole('article').first();
    await expect(card).toBeVisible();
    const nav = await box(page.getByRole('navigation', { name: 'Primary' }));
    const first = await box(card);
    expect(first.y).toBeGreaterThanOrEqual(0);
    expect(first.y + first.height).toBeLessThanOrEqual(nav.y);
    // The whole summary is still there to read: in the heading, and for a screen reader on the box.
    await expect(page.getByTestId('search-summary')).toHaveAttribute('aria-label', /a 3 BHK for rent under ₹50 K/);
  });
});

test('tap targets: Rent/Buy tabs, breadcrumb, filter chips, compact Save search, carousel arrows, the summary clear button', async ({ page }) => {
  const society = await societyWithBothKinds();
  await page.goto(namePath(society.name));
  for (const tab of await page.getByRole('tablist', { name: 'Listing type' }).getByRole('tab').all()) await expectTappable(tab);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  expect(await crumbs.count()).toBeGreaterThan(0);
  for (const crumb of await crumbs.all()) await expectTappable(crumb);

  await page.goto(`/society/${society.id}/properties?bhk=1,2,3,4,5`);
  await hydrated(page);
  for (const tab of await page.getByRole('tablist', { name: 'Listing type' }).getByRole('tab').all()) await expectTappable(tab);
  const chip = page.getByRole('button', { name: /^Remove filter / }).first();
  await expect(chip).toBeVisible({ timeout: 30_000 });
  await expectTappable(chip);
  await expectTappable(page.getByTestId('save-search'));
  const next = page.locator('#properties-rent-panel').getByRole('button', { name: 'Next', exact: true }).first();
  if ((await next.count()) > 0) {
    await expectTappable(next, { square: true });
  } else {
    // No rent home of this society has two photos: any carousel's arrow on the page will do.
    await expectTappable(page.getByRole('button', { name: 'Next', exact: true }).first(), { square: true });
  }

  await page.goto('/search?type=filtered&zone=Bengaluru+South&categories=Luxury');
  await expectTappable(page.getByRole('button', { name: 'clear', exact: true }), { square: true });
});

test("a quick chip's search is headed by the builder and status it searched for", async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('chip-Prestige').first().click();
  await page.getByTestId('chip-Ready to Move-in').first().click();
  await page.getByRole('button', { name: 'Search Properties' }).click();
  await expect(page).toHaveURL(/\/search\?type=filtered&zone=Bengaluru\+South&builders=.*statuses=Ready/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ready to Move-in gated societies by Prestige in Bengaluru South');
  await expect(page).toHaveTitle(/^Ready to Move-in gated societies by Prestige in Bengaluru South/);
});

test("the filter sheet's 'No homes match' cannot be tapped, and says why", async ({ page }) => {
  const society = await societyWithBothKinds();
  await page.goto(`/society/${society.id}/properties`);
  await hydrated(page);
  await page.getByTestId('open-listing-filters').click();
  const sheet = page.getByTestId('listing-filter-sheet');
  // No rent is at most the first budget step with 5+ bedrooms in the seed.
  await sheet.getByRole('button', { name: '5+ BHK', exact: true }).click();
  await sheet.getByTestId('budget-max').selectOption({ index: 1 });
  const apply = sheet.getByTestId('apply-listing-filters');
  await expect(apply).toHaveText('No homes match');
  await expect(apply).toBeDisabled();
  await expect(sheet.getByTestId('listing-filters-no-match-reason')).toHaveText('No homes match these filters. Change or clear one to see homes.');
  await expect(apply).toHaveAccessibleDescription('No homes match these filters. Change or clear one to see homes.');
  // Full-strength text, not a faded button.
  expect(await apply.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});

test('an ended festival page greets nobody in its description or social tags', async ({ page }) => {
  await page.goto('/summitt/ganesha');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ganesh Chaturthi has ended');
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]', 'meta[name="twitter:description"]']) {
    const content = await page.locator(`head ${selector}`).getAttribute('content');
    expect(content, selector).toMatch(/^Ganesh Chaturthi has ended\./);
    expect(content, selector).not.toContain('Happy');
  }
});
