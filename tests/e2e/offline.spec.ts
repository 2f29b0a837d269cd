// Offline at the gate, at 390 px in Chromium with the service worker (docs/offline.md): the app is installable
// (manifest, icons, a worker controlling the page); a person books a visit, loses the network and still opens the
// visit card with the pass code and its QR code ('Last updated ...'), the shortlist and a society page seen before;
// a page never seen gives the offline page listing what is kept; a sign-out without network leaves nothing of the
// person behind; a new release takes over at the next navigation after 'New version available'; the install offer
// comes only after a booking; the gate desk says when it is offline.
// OFFLINE_SCREENSHOTS=<dir>: the offline page, the visit card offline and the install offer at 390 and 320 px.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { registerAndSignIn } from './fixtures';
import { screenshotsTo } from './pages/screenshots';
import { toast } from './pages/auth-sheet';
import { setNetwork } from './pages/network';
import { e2eQuery } from './pages/e2e-database';
import { PropertiesPage } from './pages/properties-page';
import { rentHomesOfOneSociety } from './pages/visits-page';

const screenshot = screenshotsTo('OFFLINE_SCREENSHOTS');

const PERSONAL = 'ghomes-personal';
const PUBLIC = 'ghomes-public-pages';

/** The service worker controls this page (it registers after load and idle, then claims the page). */
async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 }).catch(async (error: Error) => {
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { url: location.href, installing: registration?.installing?.state, waiting: registration?.waiting?.state, active: registration?.active?.state };
    });
    throw new Error(`${error.message}; worker: ${JSON.stringify(state)}`);
  });
}

/** Whether the worker has a copy of this URL in that cache (written after the network's answer reached the page). */
async function kept(page: Page, cache: string, url: string) {
  return page.evaluate(([name, href]) => caches.open(name).then((c) => c.match(href, { ignoreVary: true })).then(Boolean), [cache, url] as const);
}

/** A beforeinstallprompt as Chrome fires it when the app can be installed; prompt() is recorded. */
async function offerInstallable(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

test('installable: the manifest, its icons and a service worker controlling the page', async ({ page }) => {
  await page.goto('/about');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining('GHomes'), short_name: 'GHomes', display: 'standalone', start_url: '/shortlisted', scope: '/', theme_color: '#0f766e', background_color: '#ffffff' });
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((item: { sizes: string; purpose: string }) => item.sizes === size && item.purpose === purpose);
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  }
  await controlled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  // Chrome's own verdict on the install criteria: nothing missing but a profile to install into (Playwright's
  // contexts are incognito, where Chrome never installs anything).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('booked, then offline: the visit card with the pass and its QR, the shortlist, a society seen before; sign-out offline clears it', async ({ page, context }) => {
  test.setTimeout(180_000);
  const person = await registerAndSignIn(page);
  const [home] = await rentHomesOfOneSociety();
  expect(home).toBeTruthy();
  const [never] = await e2eQuery<{ id: string; name: string }>(`select id, name from gated_societies where id <> $1 order by name desc limit 1`, [home!.societyId]);

  // No install offer before a booking, even where the browser offers installing.
  await page.goto('/shortlisted');
  await expect(page.getByRole('heading', { name: 'My Visits' })).toBeVisible();
  await offerInstallable(page);
  await expect(page.getByTestId('install-offer')).toHaveCount(0);

  // Book through the booking sheet, 5 India days ahead at 11:00.
  const properties = new PropertiesPage(page);
  await page.goto(`/society/${home!.societyId}/properties`);
  await properties.card(home!.listingId).getByRole('button', { name: /^Unlock Door/ }).click();
  await properties.pickSlot(5, '11:00');
  await properties.bookingSheet.getByRole('button', { name: 'Confirm Visit' }).click();
  await expect(toast(page, 'Visit booked successfully!')).toBeVisible();
  // The worker registered on the first page; a page whose navigation began while it was still installing stays
  // outside it, so wait for it to be active before the next navigation.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // A society page, opened while online, under the worker.
  await page.goto(`/society/${home!.societyId}`);
  await expect(page.getByTestId('society-page')).toBeVisible();
  await controlled(page);
  const societyUrl = page.url();
  await expect.poll(() => kept(page, PUBLIC, societyUrl)).toBe(true);

  // The visit card, online: the pass and its QR drawn on the device. Nothing about being offline is shown.
  const visitsUrl = new URL(`/society-visits/${home!.societyId}`, page.url()).href;
  await page.goto(visitsUrl);
  const pass = page.getByTestId('gate-pass').filter({ visible: true });
  const code = (await pass.getByTestId('gate-pass-code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(pass.getByRole('img', { name: `QR code of gate pass ${code}` })).toBeVisible();
  await expect(page.getByTestId('offline-stamp')).toHaveCount(0);
  await expect.poll(() => kept(page, PERSONAL, visitsUrl)).toBe(true);

  // The visits list, online; the install offer now appears (after a booking) and opens the browser's prompt.
  await page.goto('/shortlisted');
  await expect(page.getByTestId('visit-society-card').filter({ hasText: home!.societyName }).first()).toBeVisible();
  await offerInstallable(page);
  const offer = page.getByTestId('install-offer');
  await expect(offer).toContainText('Add GHomes to your home screen to open your gate pass offline');
  await screenshot(page, 'install-offer');
  await offer.getByRole('button', { name: 'Add to home screen' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(offer).toHaveCount(0);
  await expect.poll(() => kept(page, PERSONAL, new URL('/api/visits', page.url()).href)).toBe(true);

  // No signal.
  await setNetwork(context, true);
  await page.goto(visitsUrl);
  const offlinePass = page.getByTestId('gate-pass').filter({ visible: true });
  await expect(offlinePass.getByTestId('gate-pass-code')).toHaveText(code);
  const qr = offlinePass.getByRole('img', { name: `QR code of gate pass ${code}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('offline-stamp')).toContainText(/Last updated \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M/);
  await screenshot(page, 'visit-card-offline');

  await page.goto('/shortlisted');
  await expect(page.getByTestId('visit-society-card').filter({ hasText: home!.societyName }).first()).toBeVisible();
  await expect(page.getByTestId('offline-stamp')).toContainText('Last updated');

  await page.goto(societyUrl);
  await expect(page.getByTestId('society-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(home!.societyName);

  // Never opened: the offline page, listing what this phone kept (newest first).
  await page.goto(`/society/${never!.id}`);
  const offlinePage = page.getByTestId('offline-page');
  await expect(offlinePage.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  const savedList = offlinePage.getByRole('list', { name: 'Pages saved on this phone' });
  await expect(savedList.getByRole('link').filter({ has: page.getByText(home!.societyName, { exact: true }) })).toHaveAttribute('href', societyUrl);
  await expect(savedList.locator(`a[href="${visitsUrl}"]`)).toContainText(`Your visits · ${home!.societyName}`);
  await expect(savedList.locator(`a[href="${visitsUrl}"]`)).toHaveCount(1);
  // Times as everywhere else ('Saved Sat 28 Nov, 11:00 AM'), and no grey skeleton left in the header's account area.
  await expect(savedList.locator(`a[href="${visitsUrl}"]`)).toContainText(/Saved [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (AM|PM)$/);
  expect(await page.locator('#site-header .animate-pulse, #site-header .bg-muted').count()).toBe(0);
  await screenshot(page, 'offline-page');

  // Sign out without signal: the kept copies of the person's data go before the page reloads.
  await setNetwork(context, false);
  await page.goto('/profile');
  await setNetwork(context, true);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByTestId('offline-page')).toBeVisible();
  expect(await page.evaluate((name) => caches.open(name).then((cache) => cache.keys()).then((keys) => keys.length), PERSONAL)).toBe(0);
  await page.goto(visitsUrl);
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByTestId('gate-pass')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Pages saved on this phone' }).locator(`a[href="${visitsUrl}"]`)).toHaveCount(0);
  await setNetwork(context, false);
  expect(person.email).toBeTruthy();
});

/** Stops the worker now controlling the page, as the browser does with an idle one, then wakes it with the kind of
 *  request a link prefetch makes: the case where Chromium holds a release's activation until a navigation comes. */
async function stopAndWakeActiveWorker(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  const versions = new Map<string, { status: string; runningStatus: string }>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => updated.forEach((version) => versions.set(version.versionId, version)));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => [...versions.values()].some((version) => version.status === 'activated')).toBe(true);
  const [activeId] = [...versions.entries()].find(([, version]) => version.status === 'activated')!;
  await cdp.send('ServiceWorker.stopWorker', { versionId: activeId });
  await expect.poll(() => versions.get(activeId)?.runningStatus).toBe('stopped');
  await page.evaluate(() => fetch('/contact', { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } }).then(() => undefined));
  await cdp.detach();
}

test("a new release: 'New version available', then it takes over at the next navigation, not before", async ({ page, context }) => {
  await page.goto('/about');
  await controlled(page);
  // A second build is several minutes: the stand-in release is this build's public/sw.js with one more line (which
  // answers which release it is), written over the file the server serves and put back afterwards. The browser
  // fetches it when it looks for an update (the registration's update(), as on a navigation).
  const file = path.join(process.cwd(), 'public/sw.js');
  const current = readFileSync(file, 'utf8');
  writeFileSync(file, `${current}\nself.addEventListener('message', (event) => { if (event.data === 'which-release') event.source.postMessage('stand-in release'); });\n`);
  try {
    // The person is in the middle of something when the release arrives: nothing reloads.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect(toast(page, 'New version available')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration?.waiting)))).toBe(true);

    // The next navigation is a full load under the new worker, also when the old one was just woken.
    await stopAndWakeActiveWorker(page, context);
    await page.locator('footer').getByRole('link', { name: /contact/i }).first().click();
    await expect(page).toHaveURL(/\/contact/, { timeout: 30_000 });
    await controlled(page);
    const answer = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), { once: true });
          navigator.serviceWorker.controller!.postMessage('which-release');
        }),
    );
    expect(answer).toBe('stand-in release');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
  } finally {
    writeFileSync(file, current);
  }
});

test('the gate desk says when it is offline, and again when it is back', async ({ page, context }) => {
  const [home] = await rentHomesOfOneSociety(1);
  await page.goto(`/gate/${home!.societyId}`);
  await expect(page.getByTestId('gate-desk')).toBeVisible();
  await expect(page.getByTestId('desk-offline')).toHaveCount(0);
  await setNetwork(context, true);
  await expect(page.getByTestId('desk-offline')).toHaveText('This desk is offline. Passes cannot be checked until the connection is back.');
  await setNetwork(context, false);
  await expect(page.getByTestId('desk-offline')).toHaveCount(0);
});
