// The fuzz suite (issue 8, point 11): every route handler and every page family of the production build, driven
// with malformed bodies, parameters, methods and headers. Whatever arrives, the answer is never a 5xx and never
// shows a stack trace or a file path. A table of known-bad payloads plus fast-check samples from a fixed seed,
// so every run sends the same requests. Payloads are chosen so that none can succeed (no valid e-mail with a
// 6-digit code, no complete registration): the suite never spends the sign-in budgets the other specs need.
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import fc from 'fast-check';
import { e2eQuery } from './pages/e2e-database';

const SEED = 20_261_123;
const CONCURRENCY = 8;

// ---------------------------------------------------------------------------------------------------------
// Payloads

const HUGE = 'x'.repeat(1_000_000);
const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const FUTURE = Math.floor(Date.UTC(2099, 0, 1) / 1000);
const forgedClaims = { sub: '00000000-0000-4000-8000-000000000000', aud: 'authenticated', role: 'authenticated', exp: FUTURE, session_id: 'x' };

/** Access tokens an attacker could make: header `null`, `alg: none`, wrong key, garbage. */
const FORGED_TOKENS = [
  `${b64url('null')}.${b64url(forgedClaims)}.AAAA`,
  `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(forgedClaims)}.`,
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(forgedClaims)}.c2lnbmF0dXJl`,
  `${b64url({ alg: 'ES256', kid: 'nope', typ: 'JWT' })}.${b64url(forgedClaims)}.c2lnbmF0dXJl`,
  `${b64url({ alg: 42, kid: [] })}.${b64url('null')}.AAAA`,
  `${b64url('{')}.${b64url('}')}.AAAA`,
  'a.b.c',
  '%00.%00.%00',
];

/** Strings that broke things before: NUL, control characters, lone surrogates, huge, traversal, markup. */
const BAD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000@example.com',
  'a@example.com\u0000',
  '\u0001\u001f\u007f',
  '\ud800',
  '\uffff\ufffe',
  '%00',
  '%',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"$gt":""}',
  '9'.repeat(400),
  'a'.repeat(300) + '@example.com',
  HUGE.slice(0, 70_000),
  '😀'.repeat(100),
];

/** Values of the wrong type for any field. */
const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, [], [1, 2], {}, { nested: { deeper: { deepest: ['\u0000'] } } }];

/** Raw bodies: bad JSON, wrong top-level types, deep nesting, a megabyte. */
const RAW_BODIES = [
  '{',
  '{"email":',
  'null',
  '[]',
  '"string"',
  '42',
  'true',
  '{"a":"\\u0000"}',
  '\u0000',
  '[' .repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
  JSON.stringify({ email: HUGE }),
  'email=a%40b.com&token=123456',
  '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--',
];

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'invalid/\u00e9',
];

/** What each body field is tried with (the rest of BAD_STRINGS goes to query parameters and whole bodies). */
const FIELD_VALUES: unknown[] = [
  ...BAD_STRINGS.filter((_, index) => [0, 3, 4, 6, 7, 12, 18, 19].includes(index)),
  null,
  1.5,
  [],
  WRONG_TYPES.at(-1),
];

/** Odd methods: Next answers what it can, and the request guard the rest. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE'];

const ROUTER_STATE_HEADERS = ['garbage', '%7B', 'null', '[1,2,3]', '%E0%A4%A', '["",{"children":["x"]}]', 'x'.repeat(41_000)];

/** fast-check samples for field values and JSON bodies, from the fixed seed. */
const generatedValues = fc.sample(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.jsonValue({ maxDepth: 3 })), { seed: SEED, numRuns: 12 });
const generatedStrings = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }), { seed: SEED + 1, numRuns: 10 });

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD, where encodeURIComponent would throw). */
const encode = (value: string) => Array.from(Buffer.from(value, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

// ---------------------------------------------------------------------------------------------------------
// Targets

interface Target {
  path: string;
  methods: string[];
  /** Body fields the handler reads: each gets every bad value while the others hold plausible ones. */
  fields?: Record<string, unknown>;
  /** Query parameters the handler reads. */
  query?: string[];
}

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const API_TARGETS: Target[] = [
  { path: '/api/health', methods: ['GET'] },
  { path: '/api/auth/me', methods: ['GET'] },
  { path: '/api/auth/send-code', methods: ['POST'], fields: { email: 'nobody-fuzz@example.com' } },
  { path: '/api/auth/verify', methods: ['POST'], fields: { email: 'nobody-fuzz@example.com', token: 'abcdef' } },
  { path: '/api/auth/sign-out', methods: ['POST'] },
  { path: '/api/check-user-exists', methods: ['POST'], fields: { email: 'nobody-fuzz@example.com' } },
  { path: '/api/suggestions', methods: ['GET'], query: ['q'] },
  { path: '/api/revalidate', methods: ['POST'], fields: { society_id: UUID, all: true } },
  // Two fields are always invalid (e-mail and phone), so no variation of one field can send a message.
  { path: '/api/send-contact-email', methods: ['POST'], fields: { name: 'Fuzz', email: 'not-an-email', phone: 'abc', subject: 'Hi', message: 'Hello' } },
  { path: '/api/brochures', methods: ['POST'], fields: { society_id: UUID } },
  { path: '/api/alerts', methods: ['GET', 'POST'], fields: { society_id: UUID, property_type: 'Rent' }, query: ['society_id'] },
  {
    path: '/api/dual-auth-register',
    methods: ['POST'],
    // E-mail and phone are both invalid, so no variation of one field can create an account.
    fields: { firstName: 'Fuzz', lastName: 'Test', countryCode: '+91', phone: '98765', email: 'not-an-email' },
  },
  { path: '/auth/v1/otp', methods: ['POST'], fields: { email: 'nobody-fuzz@example.com', create_user: false } },
  // An invalid e-mail stops every variation before the verify limiter, so the suite spends none of its budget.
  { path: '/auth/v1/verify', methods: ['POST'], fields: { type: 'email', email: 'not-an-email', token: 'abcdef' } },
  { path: '/auth/v1/token?grant_type=refresh_token', methods: ['POST'], fields: { refresh_token: 'nope' } },
  { path: '/auth/v1/user', methods: ['GET', 'PUT'], fields: { data: { first_name: 'Fuzz' } } },
  { path: '/auth/v1/logout', methods: ['POST'] },
  { path: '/auth/v1/.well-known/jwks.json', methods: ['GET'] },
  { path: '/auth/v1/settings', methods: ['GET'] },
  { path: '/auth/v1/health', methods: ['GET'] },
  { path: '/auth/v1/nope', methods: ['GET', 'POST'] },
  { path: '/dev/outbox', methods: ['GET'], query: ['limit', 'to', 'format'] },
  { path: '/storage/v1/object/public/societies/x.svg', methods: ['GET'] },
];

const PAGE_PATHS = [
  '/',
  '/search',
  '/search?type=Builder&q=x&builders=1,2&page=-1',
  '/about',
  '/contact',
  '/brands',
  '/open-house',
  '/property-owner',
  '/desktop-message',
  '/profile',
  '/profile?auth=register&returnTo=//evil.example',
  '/society/Sobha-Silicon--Oasis',
  '/builder/sobha',
  '/society/x-fuzz-unknown',
  '/builder/x-fuzz-unknown',
  '/robots.txt',
  '/sitemap.xml',
  '/no-such-page',
];

/** Path segments for the dynamic pages and storage: NUL, too long, traversal, bad escapes. */
const BAD_SEGMENTS = ['%00', 'a%00b', '%', '%E0%A4%A', '..', '%2e%2e', '%2e%2e%2f%2e%2e%2fetc', 'a'.repeat(300), encodeURIComponent('é'.repeat(200)), '%252e%252e', 'x%0d%0aSet-Cookie:%20a=b', '~', '%ff'];

// ---------------------------------------------------------------------------------------------------------
// The runner

interface Probe {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const STACK_TRACE = /^\s*at (async )?\S+ \(?.*:\d+:\d+\)?\s*$|\bat (async )?[\w$.<>]+ \([^)\s]*:\d+:\d+\)/m;
const LEAKS: [string, RegExp][] = [
  ['a stack trace', STACK_TRACE],
  ['the project directory', /\/work\//],
  ['node_modules', /node_modules/],
  ['a TypeScript file position', /\.tsx?:\d/],
];

const failures: string[] = [];
let sent = 0;

function describe(probe: Probe): string {
  const body = probe.body === undefined ? '' : ` body=${JSON.stringify(String(probe.body).slice(0, 80))}`;
  const headers = probe.headers ? ` headers=${JSON.stringify(probe.headers).slice(0, 120)}` : '';
  return `${probe.method} ${probe.url.slice(0, 160)}${headers}${body}`;
}

async function send(request: APIRequestContext, probe: Probe): Promise<void> {
  sent += 1;
  let response: APIResponse;
  try {
    response = await request.fetch(probe.url, {
      method: probe.method,
      headers: probe.headers,
      data: probe.body,
      maxRedirects: 0,
      failOnStatusCode: false,
      timeout: 30_000,
    });
  } catch (error) {
    // A transport refusal of our own client (e.g. an invalid header value) is not the server's answer.
    if (/Invalid character in header|Invalid header value|ERR_INVALID_CHAR|ERR_INVALID_HTTP_TOKEN/i.test(String(error))) return;
    failures.push(`${describe(probe)} -> no answer: ${String(error).slice(0, 200)}`);
    return;
  }
  const status = response.status();
  // The one 5xx allowed: /api/health reports a database that did not answer in time (503) while the fuzz
  // keeps every connection busy; that is the health check doing its job, not an input it failed on.
  const healthReport = probe.url.startsWith('/api/health') && status === 503;
  if (status >= 500 && !healthReport) failures.push(`${describe(probe)} -> ${status}`);
  const text = probe.method === 'HEAD' ? '' : (await response.body()).toString('utf8');
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match) failures.push(`${describe(probe)} -> ${status} shows ${what}: ${JSON.stringify(text.slice(Math.max(0, match.index - 60), match.index + 80))}`);
  }
  await response.dispose();
}

async function runAll(request: APIRequestContext, probes: Probe[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < probes.length) await send(request, probes[next++]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const json = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return 'null';
  }
};

function bodyProbes(target: Target, method: string): Probe[] {
  const probes: Probe[] = [];
  const jsonHeaders = { 'Content-Type': 'application/json' };
  const fields = target.fields ?? {};
  // One field at a time takes every bad value, the others stay plausible.
  for (const field of Object.keys(fields)) {
    for (const value of [...FIELD_VALUES, generatedValues[0]]) {
      probes.push({ method, url: target.path, headers: jsonHeaders, body: json({ ...fields, [field]: value }) });
    }
  }
  // Whole bodies: raw text with each content type, generated JSON, extra keys.
  for (const [index, raw] of RAW_BODIES.entries()) {
    probes.push({ method, url: target.path, headers: { 'Content-Type': CONTENT_TYPES[index % CONTENT_TYPES.length]! }, body: raw });
  }
  for (const value of generatedValues.slice(1, 4)) probes.push({ method, url: target.path, headers: jsonHeaders, body: json(value) });
  probes.push({ method, url: target.path, headers: jsonHeaders, body: json({ ...fields, __proto__: { admin: true }, constructor: { prototype: {} } }) });
  probes.push({ method, url: target.path, headers: jsonHeaders, body: json({ ...fields, extra: HUGE.slice(0, 200_000) }) });
  probes.push({ method, url: target.path });
  return probes;
}

function queryProbes(target: Target): Probe[] {
  const probes: Probe[] = [];
  for (const name of target.query ?? []) {
    const values = [...BAD_STRINGS.filter((_, index) => [0, 2, 3, 7, 8, 9, 10, 11, 15, 17].includes(index)), '1.5', '-1', '0', '1e3', '999999999999', 'json', ...generatedStrings.slice(0, 3)];
    for (const value of values) {
      probes.push({ method: 'GET', url: `${target.path}${target.path.includes('?') ? '&' : '?'}${name}=${encode(value)}` });
    }
    probes.push({ method: 'GET', url: `${target.path}?${name}=a&${name}=b&${name}[]=c` });
    probes.push({ method: 'GET', url: `${target.path}?${name}=%00%` });
  }
  return probes;
}

/** Forged sessions: a bearer token, and the supabase-js cookie holding a forged or garbage session. */
function sessionHeaders(cookieName: string): Record<string, string>[] {
  const headers: Record<string, string>[] = [];
  for (const token of FORGED_TOKENS) {
    headers.push({ Authorization: `Bearer ${token}` });
    const session = { access_token: token, refresh_token: 'forged', token_type: 'bearer', expires_in: 3600, expires_at: FUTURE, user: { id: forgedClaims.sub } };
    headers.push({ Cookie: `${cookieName}=base64-${b64url(session)}` });
  }
  const expired = { access_token: FORGED_TOKENS[0], refresh_token: 'forged', expires_at: 1, user: null };
  headers.push({ Cookie: `${cookieName}=base64-${b64url(expired)}` });
  headers.push({ Cookie: `${cookieName}=base64-%%%` });
  headers.push({ Cookie: `${cookieName}={"access_token":null}` });
  headers.push({ Cookie: `${cookieName}.0=base64-eyJ; ${cookieName}.1=garbage` });
  headers.push({ Cookie: `${cookieName}=${'A'.repeat(3000)}` });
  headers.push({ Authorization: 'Bearer' }, { Authorization: 'Basic Zm9vOmJhcg==' }, { Authorization: `Bearer ${'x'.repeat(8000)}` });
  return headers;
}

/** Headers that trip frameworks: router state, prefetch without RSC, odd accepts, huge values, spoofed hosts. */
const ODD_HEADERS: Record<string, string>[] = [
  ...ROUTER_STATE_HEADERS.map((value) => ({ RSC: '1', 'Next-Router-State-Tree': value })),
  ...ROUTER_STATE_HEADERS.slice(0, 2).map((value) => ({ 'Next-Router-State-Tree': value })),
  { 'Next-Router-Prefetch': '1' },
  { 'Next-Router-Prefetch': '1', RSC: '1' },
  { 'Next-Router-Segment-Prefetch': '/_tree', RSC: '1', 'Next-Router-Prefetch': '1' },
  { 'Next-Action': 'deadbeef', 'Content-Type': 'text/plain;charset=UTF-8' },
  { 'Next-Url': '/%00' },
  { Accept: 'text/x-component' },
  { Range: 'bytes=999999999-1' },
  { 'If-None-Match': '"x"'.repeat(500) },
  { Host: 'evil.example' },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher' },
  { 'X-Forwarded-For': '::ffff:999.1.1.1, garbage' },
  { Origin: 'null' },
  { 'X-Middleware-Subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'X-Invoke-Path': '/api/health', 'X-Invoke-Query': '%' },
  { Cookie: 'a=' + 'b'.repeat(12_000) },
];

/** Where the session is read: every forged session goes there; elsewhere a few. */
const SESSION_TARGETS = new Set(['/api/auth/me', '/api/alerts', '/api/auth/sign-out', '/auth/v1/user', '/auth/v1/logout', '/profile', '/']);

/** Route handlers get the headers that reach them; the router headers only matter to pages. */
const API_ODD_HEADERS = [ODD_HEADERS[0]!, ...ODD_HEADERS.filter((headers) => 'Host' in headers || 'Origin' in headers || 'Range' in headers || 'X-Middleware-Subrequest' in headers)];

// The suite must stay under two minutes (issue 8): about 1,700 requests.
test.describe.configure({ timeout: 120_000 });

// Whatever verify budget the probes spent (they come from 127.0.0.1, like every other spec) goes back afterwards.
test.afterAll(async () => {
  await e2eQuery(`delete from rate_limit_events where bucket like 'verify-%'`);
});

test('fuzz: no 5xx, no stack trace and no file path for malformed requests to every route and page', async ({ baseURL }) => {
  const request = await playwrightRequest.newContext({ baseURL });
  const cookieName = `sb-${new URL(baseURL!).hostname.split('.')[0]}-auth-token`;
  const probes: Probe[] = [];

  for (const target of API_TARGETS) {
    for (const method of target.methods) {
      if (method === 'GET') probes.push({ method, url: target.path });
      else probes.push(...bodyProbes(target, method));
    }
    probes.push(...queryProbes(target));
    for (const method of METHODS) probes.push({ method, url: target.path, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' || method === 'HEAD' ? undefined : '{"x":' });
    const sessions = SESSION_TARGETS.has(target.path) ? sessionHeaders(cookieName) : sessionHeaders(cookieName).slice(0, 3);
    for (const headers of sessions) probes.push({ method: target.methods.at(-1)!, url: target.path, headers: { 'Content-Type': 'application/json', ...headers }, body: target.methods.at(-1) === 'GET' ? undefined : json(target.fields ?? {}) });
    for (const headers of API_ODD_HEADERS) probes.push({ method: target.methods[0]!, url: target.path, headers });
  }

  for (const path of PAGE_PATHS) {
    for (const method of METHODS) probes.push({ method, url: path, headers: method === 'POST' ? { 'Content-Type': 'text/plain' } : undefined, body: method === 'POST' ? 'garbage' : undefined });
    // Query variants of a page share its code: methods only.
    if (path.includes('?')) continue;
    for (const headers of ODD_HEADERS) probes.push({ method: 'GET', url: path, headers });
    const sessions = SESSION_TARGETS.has(path) ? sessionHeaders(cookieName) : sessionHeaders(cookieName).slice(0, 2);
    for (const headers of sessions) probes.push({ method: 'GET', url: path, headers });
  }

  // Dynamic segments and storage names: NUL, too long, traversal, bad escapes.
  for (const segment of [...BAD_SEGMENTS, ...generatedStrings.map(encode)]) {
    for (const prefix of ['/society/', '/builder/', '/storage/v1/object/public/societies/', '/storage/v1/object/public/', '/auth/v1/']) {
      probes.push({ method: 'GET', url: `${prefix}${segment}` });
    }
    probes.push({ method: 'GET', url: `/storage/v1/object/public/societies/${segment}/${segment}.svg` });
    probes.push({ method: 'GET', url: `/search?q=${segment}&zone=${segment}&builders=${segment}&page=${segment}&type=${segment}` });
  }

  console.log(`[fuzz] ${probes.length} requests to send`);
  const started = Date.now();
  await runAll(request, probes);
  console.log(`[fuzz] ${sent} requests sent (seed ${SEED}) in ${Math.round((Date.now() - started) / 1000)} s, ${failures.length} failures`);
  await request.dispose();
  expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
});
