// Issue "Fast on a mid-range phone, and a search that never dead-ends": the fixes a new user found.
import { expect, test } from '@playwright/test';



test('a name typed with the default zone that lives elsewhere shows the matches in every zone, with a way back', async ({ page }) => {
  // 'Whitefield' societies are in another zone than the default Bengaluru South.
  await page.goto('/search?type=filtered&q=Whitefield&zone=Bengaluru+South');
  const notice = page.getByTestId('wider-search-notice');
  await expect(notice).toContainText('Nothing matches “Whitefield” in Bengaluru South');
  await expect(page.locator('#main').getByTestId('results-list').getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('#main').getByTestId('results-count')).toHaveText(/^\d+ societ(y|ies) found$/);
  await notice.getByRole('link', { name: 'Back to Bengaluru South' }).click();
  // The zone alone is the zone's cached page (lib/search/named.ts).
  await expect(page).toHaveURL(/\/bangalore\/zone\/bengaluru-south$/);
  await expect(page.getByTestId('wider-search-notice')).toHaveCount(0);
});

test('the Prestige quick chip finds societies in the default zone', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('chip-Prestige').first().click();
  await page.getByRole('button', { name: 'Search Properties' }).click();
  await expect(page).toHaveURL(/\/search\?type=filtered&zone=Bengaluru\+South&builders=/);
  await expect(page.locator('#main').getByTestId('results-list').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('wider-search-notice')).toHaveCount(0);
});

test('every zone: All of Bangalore in the zone list, and the count says when the 50 limit cuts the list', async ({ page }) => {
  await page.goto('/search?type=filtered&zone=Bengaluru+South');
  await page.getByTestId('zone-select').selectOption('All of Bangalore');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/search\?type=filtered$/);
  await expect(page.locator('#main').getByTestId('results-count')).toHaveText(/^Showing the first 50 of \d+ societies$/);
  const text = (await page.locator('#main').getByTestId('results-count').textContent()) ?? '';
  expect(Number(/of (\d+)/.exec(text)?.[1])).toBeGreaterThan(50);
  await expect(page.getByTestId('zone-select')).toHaveValue('All of Bangalore');
});

for (const width of [320, 360, 390]) {
  test(`no sideways scrolling on /search at ${width} px, and the pagination fits`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/search?type=filtered');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const next = pagination.getByRole('link', { name: /Next/ });
    const box = await next.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  });
}

test('the page head: cache-control as http-equiv, and a default social image on pages without a photo', async ({ page, request }) => {
  await page.goto('/about');
  await expect(page.locator('head meta[http-equiv="Cache-Control"]')).toHaveAttribute('content', /max-age/);
  const image = await page.locator('head meta[property="og:image"]').first().getAttribute('content');
  expect(image).toMatch(/\/og-default\.png$/);
  const png = await request.get(new URL(image!).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
});

test('the header shows no "Log in" to a signed-out visitor until it knows, then shows it', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-auth-pending')).toHaveCount(0);
});

test('"prestige" searched with the preset zone finds societies (the URL the home builds for it)', async ({ page }) => {
  await page.goto('/search?type=filtered&q=prestige&zone=Bengaluru+South');
  await expect(page.locator('#main').getByTestId('results-list').getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('#main').getByTestId('results-count')).not.toHaveText('0 societies found');
});
