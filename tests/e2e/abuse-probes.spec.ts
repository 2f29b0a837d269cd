// Against the production build: a 5 MB body to the contact route is a clean 413 and the server logs nothing
// uncaught (checked on an instance of this build started here, whose log the test reads); a cached page's router
// payload never carries the query string of the request that rendered it (the festival page).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from './fixtures';
import { liveCampaign } from './pages/festival-page';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A port of this run's own range (two-instances uses +1 and +2, security-probes +9). */
const PORT = E2E_PORT + 3;
const ORIGIN = `http://localhost:${PORT}`;
const E2E_DATABASE = `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/ghomes_e2e`;

let server: ChildProcess;
const log: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(PORT)], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: E2E_DATABASE, PORT: String(PORT), SITE_URL: ORIGIN, WORKER: 'off', DESKTOP_REDIRECT: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const collect = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status ?? 0, { message: 'the instance is up', timeout: 180_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(async () => {
  if (!server?.pid || server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    process.kill(-server.pid!, 'SIGTERM');
  });
});

/** Sends `size` bytes to the contact route as a client does (declared length, or chunked); the status, or 0 when the server closed the connection after answering. */
function postLarge(size: number, chunked: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${ORIGIN}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...(chunked ? {} : { 'content-length': String(size) }) },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The server may answer and close before the whole body is sent: what counts is its answer.
    request.on('error', (error) => (request.writableEnded ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const body = Buffer.concat([Buffer.from('{"name":"'), Buffer.alloc(size - 12, 'a'), Buffer.from('"}  ')]).subarray(0, size);
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const part = body.subarray(offset, offset + chunk.length);
        offset += part.length;
        if (!request.write(part)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

test('a 5 MB body to the contact route is a clean 413, declared or chunked, and nothing is logged as uncaught', async () => {
  for (const chunked of [false, true]) {
    const before = log.length;
    const answer = await postLarge(5 * 1024 * 1024, chunked);
    expect(answer.status, `chunked: ${chunked}`).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large.' } });
    // The server is still well, and anything it logged about the request has been written by the time it answers again.
    expect((await fetch(`${ORIGIN}/api/health`)).status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = log.slice(before).join('\n');
    expect(lines, lines).not.toMatch(/uncaught|unhandled|Error:|ECONNRESET|aborted/i);
  }
});

test("a cached page's router payload does not carry the query string of the request that rendered it", async ({ request }) => {
  // A campaign of its own: this test's request with a query string is the one that renders and stores its page.
  const slug = await liveCampaign();
  const first = await request.get(`/summitt/${slug}?returnTo=//evil.example&utm_source=probe`);
  expect(first.status()).toBe(200);
  expect(await first.text()).not.toContain('evil.example');
  // Everyone after gets the stored page: neither its HTML nor its router payload names the query.
  await expect.poll(async () => (await request.get(`/summitt/${slug}`)).headers()['x-nextjs-cache']).toBe('HIT');
  for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
    const later = await request.get(`/summitt/${slug}`, { headers });
    const text = await later.text();
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('utm_source');
  }
});

test("a filtered properties page is still noindex, though its query string never reaches the render", async ({ request }) => {
  // The id URL of a society's properties page (its name redirects there).
  const path = new URL((await request.get('/society/Embassy-Royal-Pavilion/properties')).url()).pathname;
  const filtered = await request.get(`${path}?bhk=2&rent_max=40000`);
  expect(filtered.status()).toBe(200);
  expect(filtered.headers()['x-robots-tag']).toBe('noindex');
  const plain = await request.get(path);
  expect(plain.headers()['x-robots-tag']).toBeUndefined();
  // A client cannot set the header the guard uses to pass the query on.
  const forged = await request.get(path, { headers: { 'x-ghomes-cached-page-query': '?bhk=2' } });
  expect(forged.headers()['x-robots-tag']).toBeUndefined();
});
