// The operations desk is not advertised: signed out and as a tenant, /ops is the site's ordinary 404; staff see
// the desk with only the sections their role may open, on a phone and on a laptop.
import { expect, registerAndSignIn, test } from './fixtures';
import { signInAsStaff } from './pages/staff';

test('signed out and as a tenant, /ops and its sections answer 404 with the ordinary page', async ({ page }) => {
  for (const path of ['/ops', '/ops/offers', '/ops/staff']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  }
  await registerAndSignIn(page);
  const response = await page.goto('/ops');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Operations desk')).toHaveCount(0);
});

test('an agent sees the desk with its own sections only; an admin section is 404 for it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, 'agent');
  const response = await page.goto('/ops');
  expect(response?.status()).toBe(200);
  const nav = page.getByRole('navigation', { name: 'Desk sections' });
  await expect(nav.getByRole('link', { name: 'Visits' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  // /ops/offers has a loading.tsx: the role is checked before it streams, so the status is a real 404.
  for (const path of ['/ops/offers', '/ops/listings', '/ops/messages', '/ops/staff']) expect((await page.goto(path))?.status(), path).toBe(404);
});

test('a manager opening an admin section gets the 404 status, not a 200 with the not-found page', async ({ page }) => {
  await signInAsStaff(page, 'manager');
  expect((await page.goto('/ops/offers'))?.status()).toBe(200);
  for (const path of ['/ops/campaigns', '/ops/campaigns/new', '/ops/staff', '/ops/desks', '/ops/audit']) expect((await page.goto(path))?.status(), path).toBe(404);
});

test('an admin sees every section from a 1280 px laptop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(page, 'admin');
  await page.goto('/ops');
  const nav = page.getByRole('navigation', { name: 'Desk sections' });
  for (const label of ['Today', 'Visits', 'Offers', 'Listings', 'Leads', 'Messages', 'Queue', 'Campaigns', 'Gate desks', 'Staff', 'Audit log']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
});
