// Find the right home faster at 390 px: the properties page filtered to '2 BHK under ₹40 K' and
// sorted by price (the URL holds both; back undoes the sort), a heart found in Shortlisted; a heart tapped
// signed out is set after signing in; /search narrowed by budget and bedrooms and sorted by lowest rent; a saved
// search answered by an imported listing with its digest, and its unsubscribe link.
import type { Page } from '@playwright/test';
import { expect, registerAndSignIn, test } from './fixtures';
import { LoginPanel, toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { csv, runImport } from './pages/import-command';
import { signInThroughPanel } from './pages/sign-in';

interface Listing {
  id: string;
  rent: number;
}

/** A society with 2 BHK homes for rent at ₹40 K or less and other homes too, so the filter visibly narrows. */
async function societyWithCheapTwoBhk(): Promise<{ societyId: string; matching: Listing[]; total: number }> {
  const rows = await e2eQuery<{ society_id: string; id: string; rent: number; two_bhk_cheap: boolean }>(
    `with active as (
       select l.society_id, l.id, l.expected_rent as rent,
         (b.name in ('2 BHK', '2.5 BHK') and l.expected_rent <= 40000) as two_bhk_cheap
       from property_rent_listings l
       join properties p on p.id = l.property_id
       left join bedroom_configurations b on b.id = coalesce(l.bedroom_configuration_id, p.bedroom_configuration_id)
       where l.listing_status = 'Active'
     ), chosen as (
       select a.society_id from active a join gated_societies s on s.id = a.society_id and s.status = 'verified'
       group by a.society_id
       having count(*) filter (where two_bhk_cheap) >= 2 and count(*) filter (where not two_bhk_cheap) >= 1
       order by a.society_id limit 1
     )
     select a.* from active a join chosen c on c.society_id = a.society_id`,
  );
  expect(rows.length).toBeGreaterThan(0);
  const matching = rows.filter((row) => row.two_bhk_cheap).map((row) => ({ id: row.id, rent: Number(row.rent) }));
  return { societyId: rows[0]!.society_id, matching, total: rows.length };
}

const cardIds = (page: Page) => page.locator('#properties-rent-panel [data-testid="property-card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-listing-id')));

async function heartRows(email: string, listingId: string): Promise<number> {
  const rows = await e2eQuery<{ n: string }>(
    `select count(*)::text as n from shortlist_hearts h join profiles p on p.id = h.user_id where lower(p.email) = lower($1) and h.rent_listing_id = $2`,
    [email, listingId],
  );
  return Number(rows[0]?.n);
}

test("properties page: '2 BHK under ₹40 K', sorted by price, back undoes the sort; a heart shows in Shortlisted", async ({ page }) => {
  const person = await registerAndSignIn(page);
  const { societyId, matching, total } = await societyWithCheapTwoBhk();
  await page.goto(`/society/${societyId}/properties`);
  await expect(page.getByRole('tab', { name: `Rent (${total})` })).toBeVisible();
  // The header knows the person: the page's scripts have run, so the taps below reach their handlers.
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('open-listing-filters').click();
  const sheet = page.getByTestId('listing-filter-sheet');
  await sheet.getByTestId('budget-max').selectOption('40000');
  await sheet.getByRole('button', { name: '2 BHK', exact: true }).click();
  await sheet.getByTestId('apply-listing-filters').click();
  await expect(sheet).toBeHidden();

  await expect(page).toHaveURL(/[?&]rent_max=40000/);
  await expect(page).toHaveURL(/[?&]bhk=2/);
  await expect(page.getByRole('tab', { name: `Rent (${matching.length})` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Under ₹40 K' })).toBeVisible();
  await expect.poll(async () => new Set(await cardIds(page))).toEqual(new Set(matching.map((listing) => listing.id)));

  await page.getByTestId('listing-sort').selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  const byPrice = [...matching].sort((a, b) => a.rent - b.rent);
  // Equal rents keep the server's order, so compare the rents in order.
  await expect.poll(async () => (await cardIds(page)).map((id) => matching.find((listing) => listing.id === id)?.rent)).toEqual(byPrice.map((listing) => listing.rent));

  // Back undoes the sort and keeps the filters.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page).toHaveURL(/[?&]bhk=2/);
  await expect(page.getByTestId('listing-sort')).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL(/[?&]sort=price-asc/);

  const firstId = (await cardIds(page))[0]!;
  const heart = page.locator(`[data-testid="property-card"][data-listing-id="${firstId}"]`).getByTestId('heart-button');
  await heart.click();
  await expect(toast(page, 'Added to your shortlist')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await heartRows(person.email, firstId)).toBe(1);

  await page.goto('/shortlisted?tab=shortlisted');
  const card = page.locator('[data-testid="shortlist-card"][data-source="heart"]');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Hearted')).toBeVisible();
  // Un-hearting there takes it off the list.
  await expect(card.getByTestId('heart-button')).toHaveAttribute('aria-pressed', 'true');
  await card.getByTestId('heart-button').click();
  await expect(toast(page, 'Removed from your shortlist')).toBeVisible();
  await expect(page.getByTestId('shortlist-empty')).toBeVisible();
  expect(await heartRows(person.email, firstId)).toBe(0);
});

test('a heart tapped signed out opens the login, and the heart is set once signed in', async ({ page }) => {
  const person = await registerAndSignIn(page);
  await page.context().clearCookies();
  const { societyId } = await societyWithCheapTwoBhk();
  await page.goto(`/society/${societyId}/properties`);
  const card = page.locator('#properties-rent-panel [data-testid="property-card"]').first();
  const listingId = (await card.getAttribute('data-listing-id'))!;
  await card.getByTestId('heart-button').click();

  const welcome = page.getByTestId('welcome-back-sheet');
  await expect(welcome.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await signInThroughPanel(page, new LoginPanel(page, welcome), person.email);

  await expect(toast(page, 'Added to your shortlist')).toBeVisible();
  await expect(card.getByTestId('heart-button')).toHaveAttribute('aria-pressed', 'true');
  expect(await heartRows(person.email, listingId)).toBe(1);
});

test('/search: societies with a 3 BHK for rent under ₹50 K, by lowest rent; the filtered page is noindex', async ({ page }) => {
  await page.goto('/search?type=filtered');
  await page.getByTestId('filter-button').click();
  const panel = page.getByTestId('filter-panel');
  await panel.getByTestId('search-budget-max').selectOption('50000');
  await panel.getByRole('button', { name: '3 BHK', exact: true }).click();
  await panel.getByTestId('apply-filters').click();
  await expect(page).toHaveURL(/[?&]maxBudget=50000/);
  await expect(page).toHaveURL(/[?&]bhk=3/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('with a 3 BHK for rent under ₹50 K');

  await page.getByTestId('search-sort').selectOption('price');
  await expect(page).toHaveURL(/[?&]sort=price/);
  await expect(page.getByTestId('search-sort')).toHaveValue('price');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Every society listed has such a home, and they come by their lowest such rent.
  const names = await page.locator('#main').getByTestId('results-list').getByTestId('society-card-link').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  const rows = await e2eQuery<{ name: string; low: number }>(
    `select s.name, min(l.expected_rent)::int as low from gated_societies s
       join property_rent_listings l on l.society_id = s.id and l.listing_status = 'Active' and l.expected_rent <= 50000
       join properties p on p.id = l.property_id
       join bedroom_configurations b on b.id = coalesce(l.bedroom_configuration_id, p.bedroom_configuration_id) and b.name in ('3 BHK', '3.5 BHK')
     where s.status = 'verified' and s.name = any($1) group by s.name`,
    [names.map((name) => name.trim())],
  );
  expect(rows).toHaveLength(names.length);
  const lows = names.map((name) => rows.find((row) => row.name === name.trim())!.low);
  expect(lows).toEqual([...lows].sort((a, b) => a - b));
});

test('a saved search gets its digest after an import, and its unsubscribe link stops it', async ({ page, outbox, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = `Saved Search Residency ${stamp}`;
  runImport(
    csv('ss-societies.csv', [
      'external_key,name,builder,zone,location,project_type,project_status,category,total_units,bedroom_configurations,lift,gym',
      `ss-e2e-${stamp},${name},Saved Search Builder,Bengaluru East,Whitefield,Apartment,Ready to Move-in,Premium,120,2 BHK|3 BHK,yes,yes`,
    ]),
    baseURL!,
    '--create-missing',
  );
  const homes = ['external_key,society_key,configuration,sqft,facing,floor_number,furnishing', `ss-home-a-${stamp},ss-e2e-${stamp},2 BHK,1100,East,3,Semi-Furnished`, `ss-home-b-${stamp},ss-e2e-${stamp},3 BHK,1480,East,7,Semi-Furnished`];
  runImport(csv('ss-properties.csv', homes), baseURL!);
  // A first listing, so the page has homes to filter; it came before the search was saved.
  runImport(csv('ss-rent-a.csv', ['external_key,property_key,listing_status,expected_rent,expected_deposit,immediate_flag,configuration', `ss-rent-a-${stamp},ss-home-a-${stamp},Active,70000,200000,yes,2 BHK`]), baseURL!);
  const [society] = await e2eQuery<{ id: string }>('select id from gated_societies where name = $1', [name]);

  const person = await registerAndSignIn(page);
  await page.goto(`/society/${society!.id}/properties?bhk=3&rent_max=60000`);
  // The filters apply once the page's scripts run (the HTML is the unfiltered cached page); a loaded machine can
  // take more than the default 10 s to get there.
  await expect(page.getByTestId('filters-no-match')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  await page.getByTestId('save-search').click();
  await expect(toast(page, 'Search saved. New matches come by e-mail once a day.')).toBeVisible();
  await expect(page.getByTestId('save-search')).toHaveText('Search saved');

  runImport(csv('ss-rent-b.csv', ['external_key,property_key,listing_status,expected_rent,expected_deposit,immediate_flag,configuration', `ss-rent-b-${stamp},ss-home-b-${stamp},Active,58000,290000,yes,3 BHK`]), baseURL!);
  await expect
    .poll(async () => (await outbox.messages(person.email)).map((message) => message.subject), { message: 'the saved-search digest', timeout: 60_000 })
    .toContain('A new home matches your saved search');
  const [mail] = (await outbox.messages(person.email)).filter((message) => message.subject === 'A new home matches your saved search');
  expect(mail!.text).toContain(`Homes in ${name}: Under ₹60 K, 3 BHK:\n- 3 BHK for rent · ₹58 K/month in ${name}\n`);
  // The 2 BHK listed before the search was saved is not in it.
  expect(mail!.text).not.toContain('₹70 K');

  const unsubscribe = mail!.text.match(/Stop these e-mails: (\S+)/)![1]!;
  await page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
  await expect(page.getByRole('heading', { name: 'Stop e-mails for these saved searches?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  const rows = await e2eQuery<{ n: string }>('select count(*)::text as n from saved_searches s join profiles p on p.id = s.user_id where lower(p.email) = lower($1)', [person.email]);
  expect(rows[0]?.n).toBe('0');
});
