// The properties page: switching Rent/Buy from far down the list brings the other list's top into view (not
// the footer), and /society/{name}/properties is the same page: a 308 to the id URL.
import { expect, test } from './fixtures';

const SLUG = 'Sobha-Silicon--Oasis';

test('/society/{name}/properties redirects (308) to the id URL', async ({ page }) => {
  const response = await page.request.get(`/society/${SLUG}/properties`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toMatch(/\/society\/[0-9a-f-]{36}\/properties$/);
  await page.goto(`/society/${SLUG}/properties`);
  await expect(page).toHaveURL(/\/society\/[0-9a-f-]{36}\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sobha Silicon-Oasis' })).toBeVisible();
});

test('switching Rent/Buy from the bottom of the page shows the top of the other list', async ({ page }) => {
  await page.goto(`/society/${SLUG}/properties`);
  const rentPanel = page.getByRole('tabpanel', { name: /^Rent/ });
  await expect(rentPanel.getByTestId('property-card').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await page.getByRole('tab', { name: /^Buy/ }).click();
  await expect(page.getByRole('tab', { name: /^Buy/ })).toHaveAttribute('aria-selected', 'true');
  const buyPanel = page.getByRole('tabpanel', { name: /^Buy/ });
  // The panel's first visible child (its first child is the cards' hidden icon symbols, components/icons/icon-set.tsx).
  await expect(buyPanel.locator(':scope > :visible').first()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('tab', { name: /^Rent/ }).click();
  await expect(rentPanel.getByTestId('property-card').first()).toBeInViewport();
});
