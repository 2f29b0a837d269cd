// The rendered-search cache (server/search/rendered-search-cache.ts): a filtered /search is rendered once per
// normalised filter set and then served from the middleware's cache, until /api/revalidate empties it.
import { expect, test } from '@playwright/test';
import { e2eQuery as query } from './pages/e2e-database';

// A phone asking for the page as a document (the cache answers documents only).
const PHONE = {
  'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

test('a repeated filtered search is served from the cache, under any spelling of the same filters', async ({ request }) => {
  // A filter set no other test asks for, so its first request is this test's own.
  const stamp = Date.now();
  const first = await request.get(`/search?type=filtered&zone=Bengaluru+East&categories=Luxury,Premium&q=${stamp}`, { headers: PHONE });
  expect(first.status()).toBe(200);
  expect(first.headers()['x-search-cache']).toBe('MISS');
  const again = await request.get(`/search?q=${stamp}&categories=premium,luxury&zone=Bengaluru+East&type=filtered`, { headers: PHONE });
  expect(again.headers()['x-search-cache']).toBe('HIT');
  expect(await again.text()).toBe(await first.text());
  // The page's own headers are kept (the security headers of next.config.mjs among them), cookies never.
  expect(again.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(again.headers()['content-type']).toContain('text/html');
  expect(again.headers()['set-cookie']).toBeUndefined();
});

test('the cached results follow a data change once /api/revalidate is called', async ({ page, request }) => {
  const secret = process.env.REVALIDATE_SECRET!;
  expect(secret, 'REVALIDATE_SECRET is set by playwright.config.ts').toBeTruthy();
  const [society] = await query<{ id: string; name: string }>(
    `select s.id, s.name from gated_societies s join zones z on z.id = s.zone_id
      where z.name = 'Bengaluru East' and s.status = 'verified' order by s.name limit 1`,
  );
  const renamed = `${society!.name} Renewed ${Date.now()}`;
  const search = `/search?type=filtered&zone=Bengaluru+East&q=${encodeURIComponent(society!.name)}`;
  const revalidate = () => request.post('/api/revalidate', { data: { tags: ['search'] }, headers: { Authorization: `Bearer ${secret}` } });
  try {
    await page.goto(search);
    await expect(page.locator('#main').getByTestId('society-card-link').filter({ hasText: society!.name }).first()).toBeVisible();
    await query('update gated_societies set name = $2, updated_at = now() where id = $1', [society!.id, renamed]);
    const cached = await page.reload();
    expect(cached?.headers()['x-search-cache']).toBe('HIT');
    await expect(page.getByText(renamed)).toHaveCount(0); // still the cached results

    expect((await revalidate()).status()).toBe(200);
    const fresh = await page.reload();
    expect(fresh?.headers()['x-search-cache']).toBe('MISS');
    await expect(page.locator('#main').getByTestId('society-card-link').filter({ hasText: renamed })).toBeVisible();
  } finally {
    await query('update gated_societies set name = $2 where id = $1', [society!.id, society!.name]);
    await revalidate();
  }
});

test('a client navigation to a filtered search stays a client navigation (the cache answers documents only)', async ({ page }) => {
  const stamp = Date.now();
  await page.goto(`/search?type=filtered&q=${stamp}`);
  // Warm the cache for the destination's document, so a wrongly cached answer would be served.
  const warmed = await page.request.get(`/search?type=filtered&zone=Bengaluru+East&q=${stamp}`, { headers: PHONE });
  expect(warmed.headers()['x-search-cache']).toBe('MISS');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByTestId('zone-select').filter({ visible: true }).selectOption('Bengaluru East');
  await page.getByTestId('search-submit').filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?.*zone=Bengaluru\\+East`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#main').getByTestId('results-count')).toHaveCount(1);
  expect(documents).toEqual([]);
});
