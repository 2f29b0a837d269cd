// First paint: the first photo of the society carousel, of the properties page and of the first search
// result is in the server's HTML, fetched with high priority and preloaded, and shows at its final place with
// JavaScript off (nothing waits for hydration). Point 2: what is now loaded on first use still works: the
// carousel (embla, fetched once the page is idle), the filter drawer, and toasts (sonner, fetched on the first
// toast or tap).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LoginPanel, toast } from './pages/auth-sheet';

const SOCIETY = '/society/Sobha-Silicon--Oasis';
const SEARCH = '/search?type=Location&q=Whitefield';

async function withoutJavaScript(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The image is loaded, painted (no opacity or transform left on it or its parents) and inside the viewport. */
async function expectPainted(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const painted = await image.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let hidden = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (Number(style.opacity) < 1 || style.visibility === 'hidden' || (style.transform !== 'none' && node === element)) hidden = true;
    }
    return { hidden, top: box.top, left: box.left, width: box.width, viewport: window.innerWidth };
  });
  expect(painted.hidden).toBe(false);
  expect(painted.left).toBeGreaterThanOrEqual(0);
  expect(painted.left + painted.width).toBeLessThanOrEqual(painted.viewport + 1);
  expect(painted.top).toBeLessThan(844);
}

/** The HTML preloads an image with high priority (React writes the <link> for next/image's priority). */
async function expectPreloaded(html: string) {
  const preload = html.match(/<link[^>]+rel="preload"[^>]+as="image"[^>]*>/g) ?? [];
  expect(preload.some((link) => /fetchPriority="high"/i.test(link))).toBe(true);
}

test.describe('the first photo paints without JavaScript', () => {
  test('society page: the carousel photo', async ({ browser, baseURL, request }) => {
    const html = await (await request.get(SOCIETY, { headers: { 'User-Agent': 'Mobile Safari iPhone' } })).text();
    await expectPreloaded(html);
    await withoutJavaScript(browser, baseURL, async (page) => {
      await page.goto(SOCIETY);
      await expectPainted(page, 'section[aria-roledescription="carousel"] img');
    });
  });

  test('properties page: the first listing photo', async ({ browser, baseURL, page }) => {
    await page.goto(SOCIETY);
    const href = await page.getByRole('link', { name: 'View Properties' }).getAttribute('href');
    expect(href).toMatch(/\/properties/);
    const html = await (await page.request.get(href!)).text();
    await expectPreloaded(html);
    await withoutJavaScript(browser, baseURL, async (noScript) => {
      await noScript.goto(href!);
      await expectPainted(noScript, '[data-testid="properties-page"] img');
    });
  });

  test('search: the first result card photo', async ({ browser, baseURL, request }) => {
    // /search has no loading.tsx: its results are in the HTML where they paint, not swapped in by a script.
    const html = await (await request.get(SEARCH, { headers: { 'User-Agent': 'Mobile Safari iPhone' } })).text();
    await expectPreloaded(html);
    await withoutJavaScript(browser, baseURL, async (noScript) => {
      await noScript.goto(SEARCH);
      await expectPainted(noScript, '[data-testid="results-list"] li:first-child img');
    });
  });
});

test('the carousel still slides once embla has loaded, and keeps the first photo where it was', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: only the taps move it
  await page.goto(SOCIETY);
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  const first = carousel.locator('img').first();
  const before = await first.boundingBox();
  expect(before?.x).toBe(0);
  // A tap that may come before embla's code: it is fetched then, and the move is carried out when it arrives.
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(carousel.getByText(/^2\/\d+$/)).toBeVisible();
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(carousel.getByText(/^3\/\d+$/)).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous photo' }).click();
  await expect(carousel.getByText(/^2\/\d+$/)).toBeVisible();
});

test('the filter drawer opens on the first tap though its code loads then', async ({ page }) => {
  await page.goto(SEARCH);
  await page.getByTestId('filter-button').click();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find Your Perfect Home' })).toBeVisible();
});

test('toasts still show with sonner fetched on first use', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  // Until someone taps, types or a toast is raised, sonner's Toaster (its 'Notifications' region) is not there.
  await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(0);
  await page.getByTestId('header-login').click();
  await new LoginPanel(page).requestCode(`nobody.${Date.now()}@example.com`);
  await expect(toast(page, 'Account Not Found')).toContainText('Please register first to create an account');
});

// The society and properties pages have no loading.tsx (it would hide their HTML until an inline script swaps it
// in); a tap on a link to them shows the destination's skeleton twin while the navigation is pending instead.
test("tapping 'View Properties' shows the properties skeleton until the page arrives", async ({ page }) => {
  await page.goto(SOCIETY);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the client navigation's server request, so the pending state lasts until the test has seen it.
  await page.route(/\/society\/[^/]+\/properties/, async (route) => {
    if (route.request().headers()['rsc']) await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'View Properties' }).click();
  const overlay = page.getByTestId('link-pending-overlay');
  await expect(overlay.getByRole('status', { name: 'Loading properties' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/society\/[^/]+\/properties$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sobha Silicon');
  await expect(overlay).toBeHidden();
});

// The skeleton is in the results page once (not once per card): a tap on any card shows that one copy.
test('tapping a search result shows the society skeleton until the society page arrives', async ({ page }) => {
  await page.goto('/search?type=filtered&q=Sobha');
  const overlay = page.getByTestId('link-pending-overlay');
  await expect(overlay).toHaveCount(1);
  await expect(overlay).toBeHidden();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/society\/[^/?]+(\?|$)/, async (route) => {
    if (route.request().headers()['rsc']) await held;
    await route.continue();
  });
  await page.locator('#main').getByTestId('society-card-link').first().click();
  await expect(overlay.getByRole('status', { name: 'Loading society' })).toBeVisible();
  release();
  await expect(page.getByTestId('society-page')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading society' })).toBeHidden();
});
