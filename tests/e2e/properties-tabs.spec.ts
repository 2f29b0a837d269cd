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

// The facts and the 'See more' rows are styled by one class on their <dl> (app/globals.css), not per row: the
// look must be the same as with the classes on each row.
test("a card's facts and its 'See more' rows keep their layout", async ({ page }) => {
  await page.goto(`/society/${SLUG}/properties`);
  const rentCard = page.getByRole('tabpanel', { name: /^Rent/ }).getByTestId('property-card').first();
  await expect(rentCard).toBeVisible();

  // Facts: two columns, the label small capitals above its value.
  const area = rentCard.locator('dt', { hasText: 'Area' });
  await expect(area).toHaveCSS('text-transform', 'uppercase');
  await expect(area).toHaveCSS('font-size', '11px');
  const configuration = rentCard.locator('dt', { hasText: 'Configuration' });
  const [configurationBox, areaBox] = [await configuration.boundingBox(), await area.boundingBox()];
  expect(Math.abs(configurationBox!.y - areaBox!.y)).toBeLessThan(2);
  expect(areaBox!.x).toBeGreaterThan(configurationBox!.x + configurationBox!.width);

  // 'See more': each label on the left, its value on the same line at the right, in the bold foreground colour.
  await rentCard.getByText('See more').click();
  const depositRow = rentCard.locator('details dl > div', { hasText: 'Security deposit' });
  await expect(depositRow).toBeVisible();
  await expect(depositRow).toHaveCSS('display', 'flex');
  const [label, value] = [depositRow.locator('dt'), depositRow.locator('dd')];
  await expect(value).toHaveCSS('text-align', 'right');
  await expect(value).toHaveCSS('font-weight', '500');
  const [labelBox, valueBox, rowBox] = [await label.boundingBox(), await value.boundingBox(), await depositRow.boundingBox()];
  expect(Math.abs(labelBox!.y - valueBox!.y)).toBeLessThan(2);
  expect(valueBox!.x + valueBox!.width).toBeGreaterThan(rowBox!.x + rowBox!.width - 2);
  expect(await label.evaluate((node) => getComputedStyle(node).color)).not.toBe(await value.evaluate((node) => getComputedStyle(node).color));

  // A sale card's Highlights: the list below its label, not beside it.
  await page.getByRole('tab', { name: /^Buy/ }).click();
  const saleCard = page.getByRole('tabpanel', { name: /^Buy/ }).getByTestId('property-card').first();
  await saleCard.getByText('See more').click();
  const highlightsRow = saleCard.locator('details dl > div', { hasText: 'Highlights' });
  await expect(highlightsRow.locator('li').first()).toBeVisible();
  await expect(highlightsRow).toHaveCSS('display', 'block');
  const [titleBox, listBox] = [await highlightsRow.locator('dt').boundingBox(), await highlightsRow.locator('ul').boundingBox()];
  expect(listBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height);
});
