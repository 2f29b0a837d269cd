// Security headers (docs/security.md) on every kind of response, and a policy the pages really live with: no
// Content-Security-Policy violation in the console of the pages people use.
import { expect, test, type APIResponse } from '@playwright/test';

const SOCIETY_PATH = '/society/Sobha-Silicon--Oasis'; // seeded, with a map, photos and a brochure
const BUILDER_PATH = '/builder/sobha';

function expectSecurityHeaders(response: APIResponse, what: string, { svg = false, buildFile = false } = {}) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  if (buildFile) {
    // The build's scripts: a policy governs documents, so theirs is the short one that allows nothing.
    expect(csp, what).toBe("default-src 'none'; frame-ancestors 'none'");
  } else if (svg) {
    // A stored SVG opened directly: nothing may run or load, whatever it contains.
    expect(csp, what).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
  } else {
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(csp, `${what}: ${directive}`).toContain(directive);
    }
    expect(csp, `${what}: the map embed may load`).toContain('https://www.openstreetmap.org');
    expect(csp, `${what}: no per-request nonce`).not.toContain('nonce-');
  }
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers['x-frame-options'], what).toBe('DENY');
}

test('pages, route handlers, static files and storage objects carry the security headers', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home, 'the home page');

  const society = await request.get(SOCIETY_PATH);
  expect(society.status()).toBe(200);
  expectSecurityHeaders(society, 'a society page');
  // Still a cached page: the policy is fixed, so it does not make the page dynamic.
  expect(society.headers()['cache-control'] ?? '').not.toContain('no-store');

  const api = await request.get('/api/health');
  expect(api.status()).toBe(200);
  expectSecurityHeaders(api, 'an API route');

  const auth = await request.get('/auth/v1/settings');
  expect(auth.status()).toBe(200);
  expectSecurityHeaders(auth, 'the embedded auth');

  const html = await society.text();
  const script = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(script, 'a script of the page').toBeTruthy();
  const staticFile = await request.get(script!);
  expect(staticFile.status()).toBe(200);
  expectSecurityHeaders(staticFile, 'a static file', { buildFile: true });

  const publicFile = await request.get('/placeholder.svg');
  expect(publicFile.status()).toBe(200);
  expectSecurityHeaders(publicFile, 'a public file');

  const photo = html.match(/\/storage\/v1\/object\/public\/[^"'\s?&)]+/)?.[0];
  expect(photo, 'a storage photo on the society page').toBeTruthy();
  const stored = await request.get(photo!);
  expect(stored.status()).toBe(200);
  expectSecurityHeaders(stored, 'a storage object', { svg: photo!.toLowerCase().endsWith('.svg') });

  // The seed stores a society's photos under its id and its brochure as <id>.pdf (this society has one).
  const societyId = html.match(/\/storage\/v1\/object\/public\/societies\/([0-9a-f-]{36})\//)?.[1];
  expect(societyId, 'the society id in its photo URLs').toBeTruthy();
  const pdf = await request.get(`/storage/v1/object/public/brochures/${societyId}.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expectSecurityHeaders(pdf, 'a stored brochure (not sandboxed, so the PDF viewer works)');

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing, 'the 404 page');
});

test('methods Next cannot handle are a 405 with safe headers, not a 500', async ({ request }) => {
  for (const path of ['/', SOCIETY_PATH, '/api/health', '/auth/v1/health', '/storage/v1/object/public/societies/x.svg']) {
    const response = await request.fetch(path, { method: 'TRACE' });
    expect(response.status(), `TRACE ${path}`).toBe(405);
    expect(response.headers()['allow']).toContain('GET');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

test('no Content-Security-Policy violation on the pages people use', async ({ page }) => {
  const violations: string[] = [];
  // Chromium reports some violations only as events (a library probing for eval in try/catch logs nothing).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content[ -]Security[ -]Policy/i.test(error.message)) violations.push(`${page.url()}: ${error.message}`);
  });
  for (const path of ['/', '/search?q=Whitefield', SOCIETY_PATH, BUILDER_PATH, '/profile', '/contact', '/about']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path === SOCIETY_PATH) {
      // Bring the map into view so its iframe loads under the policy too.
      const map = page.locator('iframe[title^="Map showing the location"]');
      await page.getByText('Loading map…').scrollIntoViewIfNeeded();
      await expect(map).toBeAttached();
      await page.waitForLoadState('networkidle');
    }
  }
  expect(violations).toEqual([]);
});
