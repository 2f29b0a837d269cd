// /search has no loading.tsx (its results are in the first HTML, painted without a script swapping them in).
// A search started from a form still gets instant feedback: the results page's skeleton, shown by the form's
// own pending navigation, until the results arrive.
import { expect, test, type Page } from '@playwright/test';

/** Holds the client navigation's server request to /search, so the pending state lasts until the test has seen it. */
async function holdSearchRequests(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search\?/, async (route) => {
    if (route.request().headers()['rsc']) await held;
    await route.continue();
  });
  return release;
}

const pendingSkeleton = (page: Page) => page.getByRole('status', { name: 'Loading societies' });

test('the home search shows the results skeleton until the results arrive', async ({ page }) => {
  await page.goto('/');
  await expect(pendingSkeleton(page)).toBeHidden();
  const box = page.getByRole('combobox', { name: 'Search societies, locations or builders' });
  await box.fill('Sobha');
  const release = await holdSearchRequests(page);
  // Enter with no suggestion highlighted submits the form (the suggestion list may be covering the button).
  await box.press('Enter');
  await expect(pendingSkeleton(page)).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/search\?.*q=Sobha/);
  await expect(page.getByTestId('results-count')).toBeVisible();
  await expect(pendingSkeleton(page)).toBeHidden();
});

test('a new search on /search shows the skeleton until its results arrive', async ({ page }) => {
  await page.goto('/search?type=filtered&q=Sobha');
  await expect(page.getByTestId('results-list')).toBeVisible();
  await expect(pendingSkeleton(page)).toBeHidden();
  const box = page.getByRole('combobox', { name: 'Search societies, locations or builders' });
  await box.fill('Prestige');
  const release = await holdSearchRequests(page);
  await box.press('Enter');
  await expect(pendingSkeleton(page)).toBeVisible();
  release();
  await expect(page).toHaveURL(/q=Prestige/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Prestige');
  await expect(pendingSkeleton(page)).toBeHidden();
});
