// The stylesheet travels once: the production build inlines the compiled stylesheet in one <style> in every
// page's <head> (components/layout/inline-stylesheet.tsx), and not again in the page's React payload; no
// stylesheet request stands before the first paint. Pages stay styled after hydration and client navigations,
// which keep that same <style> element (docs/first-paint.md).
import { expect, test, type Page } from '@playwright/test';

const SOCIETY = '/society/Sobha-Silicon--Oasis';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
/** Tailwind's banner opens the stylesheet; a rule of the app's own (the body's colours) sits inside it. */
const BANNER = '/*! tailwindcss v4';
const STYLE_ELEMENT = /<style data-precedence="ghomes" data-href="ghomes-stylesheet">([\s\S]*?)<\/style>/g;

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The page's HTML has the stylesheet in exactly one <style>, its text nowhere else, and no stylesheet link. */
function expectStylesheetOnce(html: string) {
  const styles = [...html.matchAll(STYLE_ELEMENT)];
  expect(styles).toHaveLength(1);
  const css = styles[0]![1]!;
  expect(css.startsWith(BANNER)).toBe(true);
  expect(css.length).toBeGreaterThan(20_000);
  // Any stretch of the text appears once: a copy in the React payload would repeat it (escaped or not).
  for (const part of [BANNER, css.slice(1000, 1200), css.slice(-300)]) {
    expect(occurrences(html, part)).toBe(1);
  }
  expect(html.indexOf(styles[0]![0])).toBeLessThan(html.indexOf('<body'));
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).not.toContain('/_next/static/css/');
}

/** A few styles only the stylesheet gives: the body's flex column and colours, the fixed bottom navigation. */
async function expectStyled(page: Page, styleElements = 1) {
  const styles = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const nav = document.querySelector('nav[aria-label="Primary"]');
    return {
      display: body.display,
      color: body.color,
      nav: nav ? getComputedStyle(nav).position : null,
      styleElements: document.querySelectorAll('style[data-href="ghomes-stylesheet"]').length,
    };
  });
  expect(styles).toEqual({ display: 'flex', color: 'rgb(15, 23, 42)', nav: 'fixed', styleElements });
}

/** Waits until React has hydrated the bottom navigation (its links carry React's internal keys then). */
async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('nav[aria-label="Primary"] a') ?? {}).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** Records console errors and uncaught page errors (a hydration mismatch shows up as one of them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('the stylesheet is in the HTML once', () => {
  test('public pages, cached and per request, and the not-found page', async ({ request }) => {
    const society = await request.get(SOCIETY, { headers: { 'user-agent': PHONE } });
    const societyHtml = await society.text();
    const properties = societyHtml.match(/href="(\/society\/[^/"]+\/properties)"/)?.[1];
    expect(properties).toBeTruthy();
    for (const [path, status] of [
      ['/about', 200],
      [SOCIETY, 200],
      [properties!, 200],
      ['/search?type=filtered&q=Sobha', 200],
      ['/', 200],
      ['/no-such-page', 404],
    ] as const) {
      // Twice: the second answer of a cached page comes from the page cache.
      for (const attempt of [1, 2]) {
        const response = await request.get(path, { headers: { 'user-agent': PHONE } });
        expect(response.status(), `${path} (${attempt})`).toBe(status);
        expectStylesheetOnce(await response.text());
      }
    }
  });

  test('the desktop message and the security desk pages; the outbox keeps its own small <style>', async ({ request }) => {
    const societyHtml = await (await request.get(SOCIETY, { headers: { 'user-agent': PHONE } })).text();
    const societyId = societyHtml.match(/href="\/society\/([^/"]+)\/properties"/)?.[1];
    expect(societyId).toBeTruthy();
    for (const path of ['/desktop-message', `/gate/${societyId}`]) {
      const response = await request.get(path, { headers: { 'user-agent': PHONE } });
      expect(response.status(), path).toBe(200);
      expectStylesheetOnce(await response.text());
    }
    // The outbox is a route handler's own HTML page (server/outbox/outbox-page.ts), not an app page.
    const outbox = await (await request.get('/dev/outbox', { headers: { 'user-agent': PHONE } })).text();
    expect(outbox).toContain('<style>');
    expect(outbox).not.toContain(BANNER);
  });
});

test('a page is styled before hydration, after it, and after client navigations', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/about');
  await expectStyled(page);
  await waitForHydration(page);
  await expectStyled(page);

  // A search result into a society page, client-side; the same <style> element stays.
  await page.goto('/search?type=filtered&q=Sobha');
  await waitForHydration(page);
  await page.evaluate(() => document.querySelector('style[data-href="ghomes-stylesheet"]')?.setAttribute('data-seen', 'search'));
  await page.locator('#main').getByTestId('society-card-link').first().click();
  await expect(page.getByTestId('society-page')).toBeVisible();
  await expectStyled(page);
  await expect(page.locator('style[data-seen="search"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the bottom navigation keeps the same <style> element across client navigations', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => document.querySelector('style[data-href="ghomes-stylesheet"]')?.setAttribute('data-seen', 'about'));
  const nav = page.getByRole('navigation', { name: 'Primary' });
  for (const [label, url] of [
    ['Open House', /\/open-house$/],
    ['Brands', /\/brands$/],
    ['Search', /\/$/],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expectStyled(page);
    await expect(page.locator('style[data-seen="about"]')).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

// An unknown society is answered with Next's error shell (`<html id="__next_error__">`, HTTP 404): no server
// markup, the browser renders the whole page, root layout included, from the React payload. There is no <style>
// to adopt, so the stylesheet comes as the file the build emitted.
test('a page the browser renders itself gets the stylesheet as a file', async ({ page }) => {
  const response = await page.goto('/society/No-Such-Society-Anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Society Not Found' })).toBeVisible();
  // A plain <link>, not a React stylesheet resource (components/layout/inline-stylesheet.tsx says why).
  const link = page.locator('link[rel="stylesheet"][data-stylesheet="ghomes"]');
  await expect(link).toHaveCount(1);
  expect(await link.getAttribute('href')).toMatch(/^\/_next\/static\/css\/ghomes-[0-9a-f]{16}\.css$/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).display)).toBe('flex');
  await expectStyled(page, 0);
});
