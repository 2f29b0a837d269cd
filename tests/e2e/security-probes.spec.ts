// Against the production build: the image optimizer fetches only this site's paths (and configured storage
// hosts), so an address a client names is a 400 and no connection is ever opened; redirects never take their
// origin from the Host header and are always percent-encoded; a login's unusable returnTo is dropped.
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { OFF_SITE_RETURN_TARGETS } from '../helpers/return-to-family';
import { registerAndSignIn } from './fixtures';
import { newPerson } from './pages/auth-sheet';
import { Outbox } from './pages/outbox';
import { ProfilePage } from './pages/profile-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A port of this run's own range (E2E_PORT + 9), where the test listens for connections that must not come. */
const TRAP_PORT = PORT + 9;

test('the image optimizer refuses any address a client names, without opening a connection', async ({ request }) => {
  let connections = 0;
  const trap = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    trap.once('error', reject);
    trap.listen(TRAP_PORT, '127.0.0.1', () => resolve());
  });
  try {
    for (const url of [`https://127.0.0.1:${TRAP_PORT}/x.png`, `http://127.0.0.1:${TRAP_PORT}/x.png`, `http://localhost:${TRAP_PORT}/x.png`, `https://localhost:${TRAP_PORT}/storage/v1/object/public/societies/x.png`]) {
      const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
      expect(response.status(), url).toBe(400);
      expect(await response.text()).toBe('"url" parameter is not allowed');
    }
    // Every answer is in, so any connection the server had made would have been accepted by now.
    expect(connections).toBe(0);
  } finally {
    await new Promise((resolve) => trap.close(resolve));
  }
  // This site's own photos are still optimized.
  const own = await request.get(`/_next/image?url=${encodeURIComponent('/placeholder.svg')}&w=64&q=75`);
  expect(own.status()).toBe(200);
});

test('redirects are paths on this site, whatever Host the client sends', async ({ request }) => {
  for (const host of ['evil.example', `127.0.0.1:${PORT}`]) {
    const named = await request.get('/search?type=Location&q=Whitefield', { headers: { Host: host }, maxRedirects: 0 });
    expect(named.status()).toBe(308);
    expect(named.headers()['location']).toBe('/bangalore/locality/whitefield');

    for (const method of ['GET', 'POST'] as const) {
      const unsubscribe = await request.fetch('/api/alerts/unsubscribe?token=not-a-token', { method, headers: { Host: host, Accept: 'text/html' }, maxRedirects: 0 });
      expect(unsubscribe.status()).toBe(303);
      expect(unsubscribe.headers()['location']).toBe('/alerts/unsubscribe?token=not-a-token');
    }
  }
});

test('a returnTo with characters a Location cannot carry: encoded, or dropped when unusable; never a 500', async ({ page }) => {
  // Signed out the page renders the login; signed in it sends the person on, to an encoded path or home.
  for (const returnTo of ['/%E2%80%8B', '/%E3%80%80', '/%E2%88%95', '/%C3%A9']) {
    expect((await page.request.get(`/profile?auth=login&returnTo=${returnTo}`, { maxRedirects: 0 })).status(), returnTo).toBe(200);
  }
  await registerAndSignIn(page);
  const expected: Record<string, string | undefined> = {
    '/%E2%80%8B': undefined, // invisible: dropped, the profile page renders
    '/%E3%80%80': undefined,
    '/%E2%88%95': '/%E2%88%95',
    '/%C3%A9': '/%C3%A9',
  };
  for (const [returnTo, location] of Object.entries(expected)) {
    const response = await page.request.get(`/profile?auth=login&returnTo=${returnTo}`, { maxRedirects: 0 });
    expect(response.status(), returnTo).toBe(location ? 307 : 200);
    expect(response.headers()['location'], returnTo).toBe(location);
  }
});

test('every returnTo that normalises to another site is dropped, by the server redirect and after a login in the browser', async ({ page }) => {
  // In the browser: a login on /profile with an off-site returnTo ends on the profile, on this site.
  const person = await registerAndSignIn(page, newPerson('return-family'));
  await page.context().clearCookies();
  const outbox = new Outbox(page.request);
  await page.goto(`/profile?auth=login&returnTo=${encodeURIComponent('/a/..//evil.example')}`);
  const login = new ProfilePage(page).loginTab();
  const before = await outbox.newestTime(person.email);
  const sent = await login.requestCodeAndAnswer(person.email);
  expect(sent.status, sent.message).toBe(200);
  await login.enterCode(await outbox.code(person.email, { after: before }));
  await new ProfilePage(page).expectSignedInAs(person);
  expect(new URL(page.url()).pathname).toBe('/profile');

  // On the server: signed in, /profile?returnTo= with any of the family renders the profile, no redirect.
  for (const returnTo of OFF_SITE_RETURN_TARGETS) {
    for (const query of [encodeURIComponent(returnTo), returnTo.replace(/[\t\n\r ]/g, encodeURIComponent)]) {
      const response = await page.request.get(`/profile?auth=login&returnTo=${query}`, { maxRedirects: 0 });
      expect(response.headers()['location'], query).toBeUndefined();
      expect(response.status(), query).toBe(200);
    }
  }
  // A same-site target still redirects.
  const about = await page.request.get(`/profile?auth=login&returnTo=${encodeURIComponent('/a/../about')}`, { maxRedirects: 0 });
  expect(about.status()).toBe(307);
  expect(about.headers()['location']).toBe('/about');
});
