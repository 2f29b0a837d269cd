// Issue "Production safety", point 2, against the production build: the client address is the socket's, so a
// client cannot escape the per-client limits, or widen the Origin check, with forwarding headers it writes itself.
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { e2eQuery } from './pages/e2e-database';

// Every loopback connection reaches the server from 127.0.0.1, whatever loopback address it dials, so the
// verify budget this spec spends on purpose is the rest of the suite's too: give it back afterwards.
test.afterAll(async () => {
  await e2eQuery(`delete from rate_limit_events where bucket like 'verify-%'`);
});

const PORT = Number(process.env.E2E_PORT ?? 3100);

test('40 wrong verifies from one client, each with a new X-Forwarded-For, meet a 429', async () => {
  const client = await playwrightRequest.newContext({ baseURL: `http://localhost:${PORT}` });
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await client.post('/api/auth/verify', {
        data: { email: `stranger${attempt}@example.com`, token: '123456' },
        headers: { 'X-Forwarded-For': `198.18.${attempt}.${attempt + 1}`, 'X-Real-IP': `198.19.0.${attempt + 1}` },
      });
      statuses.push(response.status());
    }
    console.log(`[client-address] statuses: ${statuses.join(' ')}`);
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(30);
  } finally {
    await client.dispose();
  }
});

test('a forged X-Forwarded-Host does not make a cross-site request same-site', async ({ request }) => {
  const response = await request.post('/api/send-contact-email', {
    data: { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' },
    headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden_origin');
});

test('search cards use site-relative photo URLs, so they load on whatever host and port serve the page', async ({ page, request }) => {
  const html = await (await request.get('/search?type=Location&q=Whitefield')).text();
  const storageUrls = html.match(/[^"'\s(]*\/storage\/v1\/object\/public\/[^"'\s)\\]+/g) ?? [];
  expect(storageUrls.length).toBeGreaterThan(0);
  expect(storageUrls.filter((url) => !url.startsWith('/'))).toEqual([]);

  await page.goto('/search?type=Location&q=Whitefield');
  const firstPhoto = page.locator('main img[alt]').first();
  await expect(firstPhoto).toBeVisible();
  await expect.poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await firstPhoto.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('/storage/v1/object/public/');
});
