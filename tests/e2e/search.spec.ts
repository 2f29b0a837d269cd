// Discovery as a phone user: autocomplete, chips and filters, results and pages, builder pages.
import { expect, test, type Page } from '@playwright/test';
import { e2eQuery as query } from './pages/e2e-database';

const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search societies, locations or builders' });

async function typeSlowly(page: Page, text: string) {
  await searchInput(page).click();
  await searchInput(page).pressSequentially(text, { delay: 60 });
}

async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('#main').getByTestId('results-count').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

test.describe('autocomplete', () => {
  test('type a prefix and pick a location suggestion', async ({ page }) => {
    await page.goto('/');
    await typeSlowly(page, 'whitef');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    const option = list.getByRole('option', { name: /Whitefield\s*Location/ });
    await expect(option).toBeVisible();
    await option.click();

    // The spec's URL (/search?type=Location&q=Whitefield) answers with its cached locality page.
    await expect(page).toHaveURL(/\/bangalore\/locality\/whitefield$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gated societies in Whitefield' })).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
    // The search box on the results page keeps the query.
    await expect(searchInput(page)).toHaveValue('Whitefield');
  });

  test('pick a society with the keyboard', async ({ page }) => {
    await page.goto('/');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/suggestions?q=pres'));
    await typeSlowly(page, 'pres');
    await answered;
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Society');
    const name = (await first.locator('span.truncate').textContent())?.trim() ?? '';
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/society\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  test('Escape closes the list and keeps the text', async ({ page }) => {
    await page.goto('/');
    await typeSlowly(page, 'brig');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await expect(searchInput(page)).toHaveValue('brig');
  });
});

test('chips and filters build the search, the summary clears them', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ready to Move-in' }).first().click();
  await expect(page.getByRole('button', { name: 'Ready to Move-in', pressed: true }).first()).toBeVisible();
  const summary = page.getByTestId('search-summary');
  await expect(summary).toHaveAccessibleName(/^Find Ready to Move-in projects in Bengaluru South\./);
  await expect(page.getByTestId('filter-button')).toContainText('1');

  // Clicking the summary returns to manual typing with nothing chosen.
  await summary.click();
  await expect(searchInput(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ready to Move-in', pressed: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Luxury' }).click();
  await page.getByTestId('filter-button').click();
  const panel = page.getByRole('dialog', { name: 'Find Your Perfect Home' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Apartment' }).click();
  await panel.getByRole('button', { name: 'Ultra Luxury' }).click();
  await expect(panel.getByTestId('selected-filter-count')).toHaveText('3');
  await expect(panel.getByRole('button', { name: 'Clear All' })).toBeVisible();
  await panel.getByRole('button', { name: 'Apply & Search' }).click();

  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('type')).toBe('filtered');
  expect(url.searchParams.get('zone')).toBe('Bengaluru South');
  expect(url.searchParams.get('categories')).toBe('Luxury,Ultra Luxury');
  expect(url.searchParams.get('projectTypes')).toBe('Apartment');
  await expect(page.locator('#main').getByTestId('results-count')).toBeVisible();
  await expect(page.getByTestId('search-summary')).toHaveAccessibleName(/^Find Luxury or Ultra Luxury Apartment projects in Bengaluru South\./);
});

test('search, page through the results and open a society', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search Properties' }).click();
  // A search by the zone alone is the zone's cached page.
  await expect(page).toHaveURL(/\/bangalore\/zone\/bengaluru-south$/);
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(10);
  await expect(page.locator('#main').getByTestId('results-list').getByRole('listitem')).toHaveCount(10);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/bangalore\/zone\/bengaluru-south\/page\/2$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`Showing 11–${Math.min(20, total)} of ${total}`)).toBeVisible();
  await pagination.getByRole('link', { name: /Previous/ }).click();
  await expect(page).toHaveURL(/\/bangalore\/zone\/bengaluru-south$/);

  const card = page.locator('#main').getByTestId('society-card-link').first();
  const name = (await card.textContent())?.trim() ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/society\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('an empty search offers Back to Search', async ({ page }) => {
  await page.goto('/search?type=filtered&q=zzzzqqq&zone=Bengaluru+South');
  await expect(page.locator('#main').getByTestId('results-count')).toHaveText('0 societies found');
  await page.getByRole('link', { name: 'Back to Search' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a filtered search that finds nothing names the filter to remove, and removing it finds the society', async ({ page }) => {
  const [society] = await query<{ project_type: string }>(`select project_type from gated_societies where name = 'Prestige Lakeside Habitat'`);
  const otherType = society!.project_type === 'Villa' ? 'Apartment' : 'Villa';
  await page.goto(`/search?type=filtered&q=lakeside+habitat&projectTypes=${otherType}`);
  await expect(page.locator('#main').getByTestId('results-count')).toHaveText('0 societies found');
  await expect(page.getByTestId('loosen-filter')).toHaveText(`Without ‘${otherType}’ there is 1 society.`);
  await page.getByRole('link', { name: `Remove ‘${otherType}’` }).click();
  await expect(page).not.toHaveURL(/projectTypes=/);
  await expect(page.locator('#main').getByRole('link', { name: /Prestige Lakeside Habitat/ }).first()).toBeVisible();
});

test.describe('builder page', () => {
  test('a status card leads to that builder’s projects in that status', async ({ page }) => {
    const response = await page.goto('/builder/prestige');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Prestige' })).toBeVisible();

    const card = page.locator('a[data-testid^="status-card-"]').first();
    const status = ((await card.getAttribute('data-testid')) ?? '').replace('status-card-', '');
    const count = Number((await card.getAttribute('aria-label'))?.match(/(\d+) project/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await card.click();

    await expect(page).toHaveURL(/\/search\?type=filtered&builders=0b5c3a52-0001-4000-8000-000000000001&projectStatuses=/);
    expect(new URL(page.url()).searchParams.get('projectStatuses')).toBe(status);
    expect(await resultCount(page)).toBe(count);
  });

  test('an unknown builder is a 404 with Go Back', async ({ page }) => {
    await page.goto('/');
    const response = await page.goto('/builder/no-such-builder');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Builder Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the design toggle switches to Classic Design and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-new')).toBeVisible();
  await page.getByRole('button', { name: 'Classic Design' }).click();
  await expect(page.getByTestId('home-classic')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('home-classic')).toBeVisible();
  await page.getByRole('button', { name: 'New Design' }).click();
  await expect(page.getByTestId('home-new')).toBeVisible();
});
