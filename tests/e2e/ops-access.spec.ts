// The operations desk is not advertised: signed out, /ops shows the site's ordinary login page (the one a tenant
// sees, so a laptop can make its first desk sign-in); as a tenant it is the ordinary 404. Staff see the desk with
// only the sections their role may open, on a phone and on a laptop, and sign out from the desk itself.
import { expect, registerAndSignIn, test } from './fixtures';
import { LoginPanel, newPerson } from './pages/auth-sheet';
import { Outbox } from './pages/outbox';
import { signInAsStaff, staffCommand } from './pages/staff';

const LAPTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

test('signed out, /ops and its sections show the ordinary login page; as a tenant they answer 404', async ({ page }) => {
  for (const path of ['/ops', '/ops/offers', '/ops/staff']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('Operations desk')).toHaveCount(0);
  }
  await registerAndSignIn(page);
  const response = await page.goto('/ops');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('Operations desk')).toHaveCount(0);
});

test('on a 1280 px laptop a manager signs in at /ops, works, and signs out from the desk', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: LAPTOP_USER_AGENT, isMobile: false, hasTouch: false });
  const page = await context.newPage();
  const person = await registerAndSignIn(page, newPerson('desk-laptop'));
  await staffCommand(['add', person.email, 'manager']);
  await context.clearCookies();

  // The page asks who is signed in once it has hydrated: from then on the login form answers a tap.
  const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/me');
  await page.goto('/ops/offers');
  await hydrated;
  await expect(page).toHaveURL(/\/ops\/offers$/);
  const outbox = new Outbox(page.request);
  const sentBefore = await outbox.newestTime(person.email);
  // The profile page's own Login tab (not the sheet's panel).
  const login = new LoginPanel(page, page.getByRole('tabpanel', { name: 'Login' }));
  expect((await login.requestCodeAndAnswer(person.email)).status).toBe(200);
  await login.enterCode(await outbox.code(person.email, { after: sentBefore }));

  await expect(page.getByRole('link', { name: 'Operations desk' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
  // The frame holds the account twice (the phone's header row, the laptop's sidebar foot); one shows at a width.
  await expect(page.getByText(`${person.firstName} ${person.lastName}`).locator('visible=true')).toBeVisible();
  await expect(page.getByText('Manager', { exact: true }).locator('visible=true')).toBeVisible();

  const lookup = '/api/ops/listings/societies?q=sobha';
  expect((await page.request.get(lookup)).status()).toBe(200);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('Operations desk')).toHaveCount(0);
  expect((await page.request.get(lookup)).status()).toBe(404);
  await context.close();
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
