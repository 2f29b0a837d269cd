// The app shell as a phone visitor, a desktop visitor and a crawler see it (spec 2.16).
import { expect, test } from '@playwright/test';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

test.describe('desktop redirect', () => {
  test('sends a desktop browser to /desktop-message', async ({ request }) => {
    const response = await request.get('/', { headers: { 'user-agent': DESKTOP_CHROME }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/desktop-message');
  });

  test('lets a narrow desktop window through once it has reported its width', async ({ request }) => {
    const response = await request.get('/', { headers: { 'user-agent': DESKTOP_CHROME, cookie: 'gh_vw=800' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  for (const [name, userAgent] of [
    ['Googlebot', GOOGLEBOT],
    ['a phone', ANDROID],
  ] as const) {
    test(`serves the page to ${name}`, async ({ request }) => {
      const response = await request.get('/', { headers: { 'user-agent': userAgent }, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('Find Your Dream Home in Gated Communities');
    });
  }
});

test('health reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ database: 'up' });
});

test('unknown routes show the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the bottom navigation reaches the main sections on a phone', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main|bottom|primary/i }).last();
  for (const label of ['Search', 'Open House', 'Brands', 'Shortlisted', 'Profile']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
});

test('the bottom navigation marks the section you are in, after a tap too', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Primary' });
  const search = nav.getByRole('link', { name: 'Search' });
  const brands = nav.getByRole('link', { name: 'Brands' });
  await expect(search).toHaveAttribute('aria-current', 'page');
  // The active look is CSS on aria-current (the icons and labels are server-rendered): bold label, thicker icon.
  const look = (link: typeof search) =>
    link.evaluate((element) => ({
      weight: getComputedStyle(element.querySelector('span:last-child')!).fontWeight,
      stroke: getComputedStyle(element.querySelector('svg')!).strokeWidth,
    }));
  expect(await look(search)).toEqual({ weight: '600', stroke: '2.4px' });
  expect(await look(brands)).toEqual({ weight: '500', stroke: '2px' });

  await brands.click();
  await expect(page).toHaveURL(/\/brands$/);
  await expect(brands).toHaveAttribute('aria-current', 'page');
  await expect(search).not.toHaveAttribute('aria-current');
  expect(await look(brands)).toEqual({ weight: '600', stroke: '2.4px' });
  expect(await look(search)).toEqual({ weight: '500', stroke: '2px' });
});
