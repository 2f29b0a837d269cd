// The gate pass without signal however it was reached (docs/offline.md "The service worker"), at 390 px (and the
// reschedule at 320 px) in Chromium with the service worker: every route is an in-app navigation or a link, the
// network is cut after each, and the visits list, the visit's card with its pass and QR and the start page are
// there; after a reschedule the kept copies show the new time; offline the card's buttons are disabled and say
// why; a session that ends without 'Sign Out' (or another account) leaves none of the person's copies.
// Each test has its own accounts and society. OFFLINE_SCREENSHOTS=<dir>: the offline card at 390 and 320 px.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { registerAndSignIn, signIn } from './fixtures';
import { newPerson, toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { setNetwork } from './pages/network';
import { screenshotsTo } from './pages/screenshots';
import { indiaDateFromToday, PropertiesPage } from './pages/properties-page';
import { insertVisitFor, rentHomesOfOneSociety, type SeededHome } from './pages/visits-page';

const screenshot = screenshotsTo('OFFLINE_SCREENSHOTS');
const PERSONAL = 'ghomes-personal';
const STATIC = 'ghomes-static';

async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
}

/** The page errors of a page (none may happen offline: a kept page runs as it did online). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Whether the worker kept this page (or read) and, for a page, every script and stylesheet its HTML names: what
 * it needs to open and run without signal.
 */
async function keptForOffline(page: Page, path: string, showing?: { text: string; notText: string }): Promise<boolean> {
  return page.evaluate(
    async ([personal, files, href, expected]) => {
      const copy = await (await caches.open(personal)).match(new URL(href, location.href).href, { ignoreVary: true });
      if (!copy) return false;
      const text = await copy.text();
      if (expected && (!text.includes(expected.text) || text.includes(expected.notText))) return false;
      const needed = [...text.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
      const staticCache = await caches.open(files);
      const found = await Promise.all(needed.map((file) => staticCache.match(new URL(file, location.href).href)));
      return found.every(Boolean);
    },
    [PERSONAL, STATIC, path, showing] as const,
  );
}

async function waitUntilKept(page: Page, ...paths: string[]) {
  for (const path of paths) await expect.poll(() => keptForOffline(page, path), { message: `${path} kept for offline`, timeout: 30_000 }).toBe(true);
}

/** The kept `GET /api/visits` answer (what the visits list shows offline). */
async function keptVisits(page: Page): Promise<{ upcoming: { societyId: string; visitStart: string }[] } | null> {
  return page.evaluate(async (personal) => {
    const copy = await (await caches.open(personal)).match(new URL('/api/visits', location.href).href, { ignoreVary: true });
    return copy ? copy.json() : null;
  }, PERSONAL);
}

async function personalUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (personal) => (await (await caches.open(personal)).keys()).map((request) => new URL(request.url).pathname), PERSONAL);
}

/** The visit card offline: the pass code and its QR drawn, the buttons disabled with the reason. */
async function expectCardOffline(page: Page, code: string | null) {
  const pass = page.getByTestId('gate-pass').filter({ visible: true });
  const shown = code ?? (await pass.getByTestId('gate-pass-code').textContent())!.trim();
  await expect(pass.getByTestId('gate-pass-code')).toHaveText(shown);
  const qr = pass.getByRole('img', { name: `QR code of gate pass ${shown}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const card = page.getByTestId('visit-card').filter({ visible: true }).first();
  for (const name of ['Update Status', 'Reschedule', 'Cancel Visit']) await expect(card.getByRole('button', { name })).toBeDisabled();
  await expect(card.getByTestId('visit-actions-offline')).toHaveText('You’re offline: updating, rescheduling or cancelling needs a connection.');
  await expect(page.getByTestId('offline-stamp')).toContainText('Last updated');
  return shown;
}

async function offline(context: BrowserContext, on: boolean) {
  await setNetwork(context, on);
}

test('booked, then without signal after each route: the toast, the list, the card, the start page, the e-mail link', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  const errors = pageErrors(page);
  const person = await registerAndSignIn(page);
  const [home] = await rentHomesOfOneSociety(11);
  expect(home).toBeTruthy();
  const cardPath = `/society-visits/${home!.societyId}`;

  // Book through the sheet on a page the worker controls, 5 India days ahead at 11:00.
  const properties = new PropertiesPage(page);
  await page.goto(`/society/${home!.societyId}/properties`);
  await controlled(page);
  await properties.card(home!.listingId).getByRole('button', { name: /^Unlock Door/ }).click();
  await properties.pickSlot(5, '11:00');
  await properties.bookingSheet.getByRole('button', { name: 'Confirm Visit' }).click();
  const booked = toast(page, 'Visit booked successfully!');
  await expect(booked).toBeVisible();

  // Route 1: the toast's 'View Visits' (an in-app navigation: no document is loaded). The worker kept the list,
  // the card and the start page itself after the booking.
  await booked.getByRole('button', { name: 'View Visits' }).click();
  await expect(page).toHaveURL('/shortlisted?tab=doors-unlocked');
  const societyCard = page.getByTestId('visit-society-card').filter({ hasText: home!.societyName });
  await expect(societyCard.getByTestId('visit-group-pass')).toHaveText('Gate pass: open to show it at the gate');
  await waitUntilKept(page, '/shortlisted', cardPath, '/api/visits', '/api/shortlist');
  await offline(context, true);
  await page.reload();
  await expect(societyCard).toBeVisible();
  await expect(page.getByTestId('offline-stamp')).toContainText('Last updated');

  // Route 2: the list's card (an in-app link, offline): the visit card with the pass and its QR.
  await societyCard.getByRole('link', { name: home!.societyName }).click();
  await expect(page).toHaveURL(cardPath);
  const code = await expectCardOffline(page, null);
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await screenshot(page, 'visit-card-offline-reached-in-app');

  // Route 3: the installed app's start page.
  await page.goto('/shortlisted');
  await expect(page.getByTestId('visit-society-card').filter({ hasText: home!.societyName })).toBeVisible();
  expect(errors).toEqual([]);
  await offline(context, false);

  // Route 4: the confirmation e-mail's link is the visit's own card; opened on a new phone (no worker yet, the
  // page is not under one), then the network cut.
  const confirmation = async () => (await e2eQuery<{ text: string }>(`select text from outbox_messages where to_address = $1 and subject like 'Visit booked%'`, [person.email]))[0]?.text ?? '';
  await expect.poll(confirmation, { timeout: 30_000 }).toContain('Your visits: ');
  const link = (await confirmation()).match(/^Your visits: (\S+)$/m)?.[1];
  expect(link).toBe(new URL(cardPath, page.url()).href);
  const phone = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const second = await phone.newPage();
    const secondErrors = pageErrors(second);
    await signIn(second, person.email);
    await second.goto(link!);
    await expect(second.getByTestId('gate-pass-code').filter({ visible: true })).toHaveText(code);
    await waitUntilKept(second, cardPath, '/shortlisted', '/api/visits');
    await setNetwork(phone, true);
    await second.reload();
    await expectCardOffline(second, code);
    await second.goto('/shortlisted');
    await expect(second.getByTestId('visit-society-card').filter({ hasText: home!.societyName })).toBeVisible();
    expect(secondErrors).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('at 320 px: rescheduled on this phone, then offline, the list and the card show the new time', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const errors = pageErrors(page);
  const person = await registerAndSignIn(page);
  const [home] = await rentHomesOfOneSociety(12);
  expect(home).toBeTruthy();
  const visitId = await insertVisitFor(person.email, home!, 4);
  const cardPath = `/society-visits/${home!.societyId}`;

  // The start page; the worker sees who is signed in and keeps their visits.
  await page.goto('/shortlisted?tab=doors-unlocked');
  await controlled(page);
  await page.reload(); // this load's reads go through the worker
  const societyCard = page.getByTestId('visit-society-card').filter({ hasText: home!.societyName });
  await expect(societyCard).toContainText('11:00 AM');
  await waitUntilKept(page, cardPath, '/api/visits');

  // To the card in the app, and reschedule to 6 days ahead at 3:00 PM.
  await societyCard.getByRole('link', { name: home!.societyName }).click();
  const card = page.locator(`[data-testid="visit-card"][data-visit-id="${visitId}"]`).filter({ visible: true });
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const sheet = page.getByTestId('reschedule-sheet');
  const newDate = indiaDateFromToday(6);
  const day = sheet.locator(`[role="radio"][data-date="${newDate}"]`);
  await expect(async () => {
    await day.click();
    await expect(day).toHaveAttribute('aria-checked', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await sheet.getByTestId('slot-15:00').click();
  await sheet.getByRole('button', { name: 'Confirm Time' }).click();
  await expect(toast(page, 'Visit rescheduled')).toBeVisible();
  await expect(card).toContainText('3:00 PM – 3:30 PM');

  // The kept answer is the one after the change (3:00 PM India time is 09:30 UTC), the card kept again.
  await expect
    .poll(async () => (await keptVisits(page))?.upcoming.find((group) => group.societyId === home!.societyId)?.visitStart ?? '', { timeout: 30_000 })
    .toMatch(new RegExp(`^${newDate}T09:30`));
  // The card was kept before the change too: wait for the copy that shows the new time, or the offline card would
  // open on the old page and its data on the new time.
  await expect
    .poll(() => keptForOffline(page, cardPath, { text: '3:00 PM', notText: '11:00 AM' }), { message: `${cardPath} kept again after the change`, timeout: 30_000 })
    .toBe(true);

  await offline(context, true);
  await page.goto('/shortlisted?tab=doors-unlocked');
  await expect(societyCard).toContainText('3:00 PM – 3:30 PM');
  await expect(societyCard).not.toContainText('11:00 AM');
  await societyCard.getByRole('link', { name: home!.societyName }).click();
  await expect(page).toHaveURL(cardPath);
  await expect(card).toContainText('3:00 PM – 3:30 PM');
  await expect(card.getByTestId('gate-pass')).toContainText('Valid 2:30 PM to 4:00 PM.');
  await expectCardOffline(page, null);
  await screenshot(page, 'visit-card-offline-rescheduled');
  expect(errors).toEqual([]);
  await offline(context, false);
});

/** Opens the start page under the worker and waits until the signed-in person's card is kept. */
async function keptCardsOf(page: Page, home: SeededHome) {
  await page.goto('/shortlisted');
  await controlled(page);
  await page.reload();
  await expect(page.getByTestId('visit-society-card').filter({ hasText: home.societyName })).toBeVisible();
  await waitUntilKept(page, `/society-visits/${home.societyId}`, '/api/visits');
}

test("a session that ends without 'Sign Out', or another account, leaves none of the person's copies", async ({ page, context }) => {
  test.setTimeout(180_000);
  const first = await registerAndSignIn(page);
  const [home] = await rentHomesOfOneSociety(13);
  expect(home).toBeTruthy();
  await insertVisitFor(first.email, home!, 3);
  const cardPath = `/society-visits/${home!.societyId}`;
  await keptCardsOf(page, home!);

  // The session ends elsewhere (expiry, 'sign out everywhere'): this browser's cookies no longer name anybody.
  // The next session answer says signed out and the worker empties the copies.
  await context.clearCookies();
  await page.goto('/about');
  await expect.poll(() => personalUrls(page), { timeout: 15_000 }).not.toContain(cardPath);
  await offline(context, true);
  await page.goto(cardPath);
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByTestId('gate-pass')).toHaveCount(0);
  await offline(context, false);

  // Kept again, then another person signs in on this phone (the first one's session gone without 'Sign Out').
  await signIn(page, first.email);
  await keptCardsOf(page, home!);
  await context.clearCookies();
  const other = await registerAndSignIn(page, newPerson());
  await page.goto('/about');
  await expect.poll(() => personalUrls(page), { timeout: 15_000 }).not.toContain(cardPath);
  await offline(context, true);
  await page.goto(cardPath);
  await expect(page.getByTestId('gate-pass')).toHaveCount(0);
  const keptSession = await page.evaluate(async (personal) => {
    const copy = await (await caches.open(personal)).match(new URL('/api/auth/me', location.href).href, { ignoreVary: true });
    return copy ? ((await copy.json()) as { user: { email: string } | null }).user?.email ?? null : null;
  }, PERSONAL);
  expect([null, other.email.toLowerCase()]).toContain(keptSession?.toLowerCase() ?? null);
  await offline(context, false);
});
