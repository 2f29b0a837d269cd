// Named search pages: a locality's own cached page, reached by its path or by the spec's
// query URL, at the phone viewport (390x844).
import { expect, test } from '@playwright/test';
import { e2eQuery as query } from './pages/e2e-database';


test('a locality page: its heading, head tags, results and a way into a society', async ({ page }) => {
  const response = await page.goto('/bangalore/locality/whitefield');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gated societies in Whitefield, Bangalore');
  await expect(page).toHaveTitle(/^Gated societies in Whitefield, Bangalore/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/bangalore\/locality\/whitefield$/);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /verified gated societ(y|ies) in Whitefield, Bangalore/);
  await expect(page.locator('#main').getByTestId('results-count')).toHaveText(/^\d+ societ(y|ies) found$/);
  // The search box starts from the search the page shows.
  await expect(page.getByRole('combobox', { name: 'Search societies, locations or builders' })).toHaveValue('Whitefield');

  const card = page.locator('#main').getByTestId('society-card-link').first();
  const name = (await card.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await card.click();
  await expect(page).toHaveURL(/\/society\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test("the spec's query URL lands on the locality page", async ({ page }) => {
  await page.goto('/search?type=Location&q=Whitefield');
  await expect(page).toHaveURL(/\/bangalore\/locality\/whitefield$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gated societies in Whitefield, Bangalore');
  await expect(page.locator('#main').getByTestId('results-list').getByRole('listitem').first()).toBeVisible();
});

test('the same search with a filter, or a name nothing has, stays the normal search', async ({ page }) => {
  await page.goto('/search?type=filtered&zone=Bengaluru+South&categories=Luxury');
  await expect(page).toHaveURL(/\/search\?type=filtered&zone=Bengaluru\+South&categories=Luxury$/);
  await expect(page.locator('#main').getByTestId('results-count')).toBeVisible();

  await page.goto('/search?type=Location&q=Atlantis');
  await expect(page).toHaveURL(/\/search\?type=Location&q=Atlantis$/);
  await expect(page.locator('#main').getByTestId('results-count')).toHaveText('0 societies found');
});

test('a zone page pages through its results at paths of its own', async ({ page }) => {
  await page.goto('/bangalore/zone/bengaluru-south');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gated societies in Bengaluru South, Bangalore');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/bangalore\/zone\/bengaluru-south\/page\/2$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^Showing 11–\d+ of \d+$/)).toBeVisible();
});

test('an unknown locality is a real 404; the sitemap lists the locality pages', async ({ page, request }) => {
  const missing = await page.goto('/bangalore/locality/atlantis');
  expect(missing?.status()).toBe(404);

  const index = await (await request.get('/sitemap.xml')).text();
  const chunk = /<loc>[^<]*(\/sitemap\/0\.xml)<\/loc>/.exec(index)?.[1];
  expect(chunk).toBeDefined();
  const xml = await (await request.get(chunk!)).text();
  expect(xml).toMatch(/<loc>[^<]*\/bangalore\/locality\/whitefield<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/bangalore\/zone\/bengaluru-south<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/bangalore\/builder\/prestige<\/loc>/);
});

test('the cached locality page follows a data change once the import revalidates the search tag', async ({ page, request }) => {
  const secret = process.env.REVALIDATE_SECRET!;
  expect(secret, 'REVALIDATE_SECRET is set by playwright.config.ts').toBeTruthy();
  const [society] = await query<{ id: string; name: string }>(
    `select s.id, s.name from gated_societies s join locations l on l.id = s.location_id
      where l.name = 'Whitefield' and s.status = 'verified' order by s.name limit 1`,
  );
  const renamed = `${society!.name} Renewed ${Date.now()}`;
  const revalidateSearch = () => request.post('/api/revalidate', { data: { tags: ['search'] }, headers: { Authorization: `Bearer ${secret}` } });
  try {
    await page.goto('/bangalore/locality/whitefield'); // cached now
    await expect(page.locator('#main').getByTestId('society-card-link').filter({ hasText: society!.name }).first()).toBeVisible();
    await query('update gated_societies set name = $2, updated_at = now() where id = $1', [society!.id, renamed]);
    await page.reload();
    await expect(page.getByText(renamed)).toHaveCount(0); // still the cached page

    expect((await revalidateSearch()).status()).toBe(200);
    await expect(async () => {
      await page.goto('/bangalore/locality/whitefield');
      await expect(page.locator('#main').getByTestId('society-card-link').filter({ hasText: renamed })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await query('update gated_societies set name = $2 where id = $1', [society!.id, society!.name]);
    await revalidateSearch();
  }
});
