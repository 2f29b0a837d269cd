// The embedded auth server driven by the unmodified @supabase/supabase-js client (auth-contract.md), in
// process through the /auth/v1 route handler, against a real PostgreSQL.
import { isAuthApiError } from '@supabase/supabase-js';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { authOneTimeCodes, authSessions, profiles } from '@/server/db/schema';
import { generatePrivateJwk, resetSigningKeyCacheForTests } from '@/server/auth/keys';
import { signAccessToken } from '@/server/auth/tokens';
import { useTestDatabase } from '../helpers/test-db';
import { captureLogs } from '../helpers/log-capture';
import { authClient, latestCode, raw, registerPerson, setEnv, signedInClient, useCodeLimits, type Recorder } from './auth-helpers';

setEnv({
  SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_SUPABASE_URL: undefined,
  SMTP_URL: undefined,
  AUTH_JWT_PRIVATE_JWK: JSON.stringify(generatePrivateJwk()),
  AUTH_REFRESH_REUSE_WINDOW_SECONDS: '1',
});
resetSigningKeyCacheForTests();
useTestDatabase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('sign in with a code from the outbox', () => {
  const recorder: Recorder = { calls: [] };
  const client = authClient('198.51.100.10', recorder);
  let email = '';
  let code = '';
  const logs = captureLogs();
  const logged = () => logs.text().split('\n');

  beforeAll(async () => {
    ({ email } = await registerPerson('alice'));
  });
  afterAll(() => logs.stop());

  test('signInWithOtp with the address as typed sends a code (200 {})', async () => {
    const { error } = await client.auth.signInWithOtp({ email: `  ${email.toUpperCase()} ` });
    expect(error).toBeNull();
    code = await latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
  });

  test('the code is stored only as a hash and never logged', async () => {
    const [row] = await getDb().select().from(authOneTimeCodes).where(eq(authOneTimeCodes.email, email));
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
    expect(logged().some((line) => line.includes(`${email.slice(0, 2)}***@`))).toBe(true); // the outbox log line names the address, masked...
    expect(logged().some((line) => line.includes(email))).toBe(false);
    expect(logged().some((line) => line.includes(code))).toBe(false); // ...but never the code
  });

  test('verifyOtp returns a session with the contract fields', async () => {
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    const session = data.session!;
    expect(Object.keys(session).sort()).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'user']);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Asha', last_name: 'Rao', country_code: '+91' });
    expect(data.user?.phone).toMatch(/^91\d{10}$/);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });

  test('the code is single use', async () => {
    const again = await authClient('198.51.100.11').auth.verifyOtp({ email, token: code, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.status).toBe(403);
  });

  test('getUser reads the user from the server', async () => {
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.aud).toBe('authenticated');
  });

  test('getClaims verifies the ES256 token locally through the JWKS', async () => {
    recorder.calls.length = 0;
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256' });
    expect(data?.header.kid).toBeTruthy();
    expect(data?.claims).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', aal: 'aal1', is_anonymous: false });
    expect(data?.claims.iss).toBe('http://localhost:3000/auth/v1');
    expect(recorder.calls).toEqual(['GET /auth/v1/.well-known/jwks.json']); // no /user round trip
  });

  test('a tampered token fails getClaims', async () => {
    const { data: session } = await client.auth.getSession();
    const [header, payload, signature] = session.session!.access_token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url');
    const { error } = await client.auth.getClaims(`${header}.${forged}.${signature}`);
    expect(error?.name).toBe('AuthInvalidJwtError');
  });

  test('updateUser shallow-merges user_metadata; null deletes a key; profiles follows the name', async () => {
    const { data, error } = await client.auth.updateUser({ data: { first_name: 'Ashwini', nickname: 'Ash', phone: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Ashwini', last_name: 'Rao', nickname: 'Ash' });
    expect(data.user?.user_metadata).not.toHaveProperty('phone');
    const [profile] = await getDb().select().from(profiles).where(sql`lower(${profiles.email}) = ${email}`);
    expect(profile?.first_name).toBe('Ashwini');
  });

  test('updateUser keeps the registration limits: names 60, metadata 2 KB, no NUL; nothing changes', async () => {
    const before = (await client.auth.getUser()).data.user?.user_metadata;
    for (const data of [
      { first_name: 'A'.repeat(61) },
      { last_name: 'B'.repeat(5000) },
      { first_name: 42 },
      { bio: 'x'.repeat(20_000) },
      { note: 'a\u0000b' },
      { nested: { 'k\u0000': ['\u0000'] } },
    ]) {
      const { error } = await client.auth.updateUser({ data });
      expect([JSON.stringify(data).slice(0, 40), error?.status, error?.code]).toEqual([JSON.stringify(data).slice(0, 40), 422, 'validation_failed']);
    }
    expect((await client.auth.getUser()).data.user?.user_metadata).toEqual(before);
    const { error } = await client.auth.updateUser({ data: { first_name: 'C'.repeat(60) } });
    expect(error).toBeNull();
    await client.auth.updateUser({ data: { first_name: 'Ashwini' } });
  });
});

describe('refresh and rotation', () => {
  let email = '';
  useCodeLimits({ AUTH_CODE_INTERVAL_SECONDS: '0' });
  beforeAll(async () => {
    ({ email } = await registerPerson('rotation'));
  });

  test('every refresh rotates the refresh token; the new access token works', async () => {
    const client = await signedInClient(email, '198.51.100.20');
    const before = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);
    expect(data.session?.access_token).not.toBe(before.access_token);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  test('reuse inside the window returns the active session; after it, the family is revoked', async () => {
    const client = await signedInClient(email, '198.51.100.21');
    const first = (await client.auth.getSession()).data.session!;
    const second = (await client.auth.refreshSession()).data.session!;
    const third = (await client.auth.refreshSession()).data.session!;

    // Parallel renders with the old cookie: both revoked ancestors answer with the active token.
    for (const token of [first.refresh_token, second.refresh_token]) {
      const response = await raw('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: token }) });
      expect(response.status).toBe(200);
      expect((await json(response)).refresh_token).toBe(third.refresh_token);
    }

    await sleep(1300); // the test window is 1 s (default 10 s)
    const late = await raw('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: first.refresh_token }) });
    expect(late.status).toBe(400);
    expect(await json(late)).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

    // The whole family is gone: the live refresh token and the access token die with it.
    const active = await raw('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: third.refresh_token }) });
    expect(active.status).toBe(400);
    expect((await json(active)).code).toBe('refresh_token_not_found');
    const user = await raw('/user', { headers: { Authorization: `Bearer ${third.access_token}` } });
    expect(user.status).toBe(403);
    expect((await json(user)).code).toBe('session_not_found');
  });

  test('two refreshes racing with one token both get the same rotated token', async () => {
    const client = await signedInClient(email, '198.51.100.22');
    const token = (await client.auth.getSession()).data.session!.refresh_token;
    const body = JSON.stringify({ refresh_token: token });
    const responses = await Promise.all([1, 2, 3].map(() => raw('/token?grant_type=refresh_token', { method: 'POST', body })));
    const tokens = await Promise.all(responses.map(async (response) => (await json(response)).refresh_token));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(new Set(tokens).size).toBe(1);
  });
});

describe('sign-out scopes revoke sessions on the server', () => {
  let email = '';
  useCodeLimits({ AUTH_CODE_INTERVAL_SECONDS: '0', AUTH_CODES_PER_HOUR_PER_EMAIL: '100' });
  beforeAll(async () => {
    ({ email } = await registerPerson('scopes'));
  });

  const accessToken = async (client: Awaited<ReturnType<typeof signedInClient>>) => (await client.auth.getSession()).data.session!.access_token;
  const userStatus = async (token: string) => (await raw('/user', { headers: { Authorization: `Bearer ${token}` } })).status;

  test('local ends only this session', async () => {
    const [one, two] = [await signedInClient(email, '198.51.100.30'), await signedInClient(email, '198.51.100.30')];
    const tokenOne = await accessToken(one);
    const response = await one.auth.signOut({ scope: 'local' });
    expect(response.error).toBeNull();
    expect((await one.auth.getSession()).data.session).toBeNull();
    expect(await userStatus(tokenOne)).toBe(403);
    expect((await two.auth.getUser()).error).toBeNull();
  });

  test('others ends every other session', async () => {
    const clients = [await signedInClient(email, '198.51.100.31'), await signedInClient(email, '198.51.100.31'), await signedInClient(email, '198.51.100.31')];
    const tokens = await Promise.all(clients.map(accessToken));
    expect((await clients[0]!.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await userStatus(tokens[0]!)).toBe(200);
    expect(await userStatus(tokens[1]!)).toBe(403);
    expect(await userStatus(tokens[2]!)).toBe(403);
  });

  test('global ends every session of the user; /logout answers 204 without a body', async () => {
    const clients = [await signedInClient(email, '198.51.100.32'), await signedInClient(email, '198.51.100.32')];
    const tokens = await Promise.all(clients.map(accessToken));
    const response = await raw('/logout?scope=global', { method: 'POST', headers: { Authorization: `Bearer ${tokens[0]}` } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await userStatus(tokens[1]!)).toBe(403);
    const { error } = await clients[1]!.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError'); // session_not_found, as the client maps it
    const remaining = await getDb().select().from(authSessions).where(sql`${authSessions.user_id} = (select id from embedded_auth.users where email = ${email})`);
    expect(remaining).toHaveLength(0);
  });
});

describe('codes: expiry, replacement, brute force', () => {
  useCodeLimits({ AUTH_CODE_INTERVAL_SECONDS: '0', AUTH_CODES_PER_HOUR_PER_EMAIL: '100' });

  test('6 wrong codes, then the right one is refused', async () => {
    const { email } = await registerPerson('brute');
    const client = authClient('198.51.100.40');
    await client.auth.signInWithOtp({ email });
    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { error } = await client.auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect([error?.code, error?.status]).toEqual(['otp_expired', 403]);
    }
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error?.code).toBe('otp_expired');
    expect(data.session).toBeNull();
  });

  test('an expired code is refused with otp_expired', async () => {
    const { email } = await registerPerson('expired');
    const client = authClient('198.51.100.41');
    await client.auth.signInWithOtp({ email });
    await getDb().update(authOneTimeCodes).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(authOneTimeCodes.email, email));
    const { error } = await client.auth.verifyOtp({ email, token: await latestCode(email), type: 'email' });
    expect([error?.code, error?.status, error?.message]).toEqual(['otp_expired', 403, 'Token has expired or is invalid']);
  });

  test('a new code replaces the old one', async () => {
    const { email } = await registerPerson('replace');
    const client = authClient('198.51.100.42');
    await client.auth.signInWithOtp({ email });
    const old = await latestCode(email);
    await client.auth.signInWithOtp({ email });
    const fresh = await latestCode(email);
    if (old !== fresh) expect((await client.auth.verifyOtp({ email, token: old, type: 'email' })).error?.code).toBe('otp_expired');
    expect((await client.auth.verifyOtp({ email, token: fresh, type: 'email' })).error).toBeNull();
  });

  test('an unknown address gets the same answer as a wrong code', async () => {
    const response = await raw('/verify', { method: 'POST', body: JSON.stringify({ email: 'nobody@example.com', token: '123456', type: 'email' }) });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ code: 'otp_expired', message: 'Token has expired or is invalid' });
  });
});

describe('rate limits', () => {
  test('a second code to one address from the same client within 60 s is refused', async () => {
    const { email } = await registerPerson('interval');
    const client = authClient('198.51.100.50');
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const { error } = await client.auth.signInWithOtp({ email });
    expect(isAuthApiError(error)).toBe(true);
    expect([error?.code, error?.status]).toEqual(['over_email_send_rate_limit', 429]);
    expect(error?.message).toMatch(/^For security purposes, you can only request this after (5\d|60) seconds\.$/);
    // Another client is not held back by it (issue "Production safety": no lock-out by strangers).
    expect((await authClient('198.51.100.51').auth.signInWithOtp({ email })).error).toBeNull();
  });

  test('the hourly caps per address and per IP', async () => {
    setEnv({ AUTH_CODE_INTERVAL_SECONDS: '0', AUTH_CODES_PER_HOUR_PER_EMAIL: '2', AUTH_CODES_PER_HOUR_PER_IP: '3' });
    try {
      const { email } = await registerPerson('hourly');
      const client = authClient('198.51.100.52');
      expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
      expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
      expect((await client.auth.signInWithOtp({ email })).error?.code).toBe('over_email_send_rate_limit');

      const others = await Promise.all([registerPerson('ip'), registerPerson('ip'), registerPerson('ip'), registerPerson('ip')]);
      const sameIp = authClient('198.51.100.53');
      const results = [];
      for (const person of others) results.push((await sameIp.auth.signInWithOtp({ email: person.email })).error?.code ?? 'ok');
      expect(results).toEqual(['ok', 'ok', 'ok', 'over_email_send_rate_limit']);
    } finally {
      setEnv({ AUTH_CODE_INTERVAL_SECONDS: undefined, AUTH_CODES_PER_HOUR_PER_EMAIL: undefined, AUTH_CODES_PER_HOUR_PER_IP: undefined });
    }
  });

  test('wrong guesses from one IP are capped with over_request_rate_limit', async () => {
    const body = JSON.stringify({ email: 'guess@example.com', token: '123456', type: 'email' });
    let last: Response | undefined;
    for (let attempt = 0; attempt < 61; attempt += 1) last = await raw('/verify', { method: 'POST', body, ip: '198.51.100.54' });
    expect(last?.status).toBe(429);
    expect((await json(last!)).code).toBe('over_request_rate_limit');
  });
});

describe('error codes and statuses', () => {
  const client = authClient('198.51.100.60');

  test.each([
    ['validation_failed 400 on /otp', () => client.auth.signInWithOtp({ email: 'not-an-email' }), 'validation_failed', 400],
    ['otp_disabled 422', () => client.auth.signInWithOtp({ email: 'stranger@example.com', options: { shouldCreateUser: false } }), 'otp_disabled', 422],
    ['signup_disabled 422', () => client.auth.signInWithOtp({ email: 'stranger@example.com' }), 'signup_disabled', 422],
    ['validation_failed 422 on /verify', () => client.auth.verifyOtp({ email: 'bad', token: '123456', type: 'email' }), 'validation_failed', 422],
    ['refresh_token_not_found 400', () => client.auth.refreshSession({ refresh_token: 'no-such-token' }), 'refresh_token_not_found', 400],
    ['bad_jwt 403 (the anon key on /user)', () => client.auth.getUser('test-anon-key'), 'bad_jwt', 403],
  ])('%s', async (_name, call, code, status) => {
    const { error } = await call();
    expect([error?.code, error?.status]).toEqual([code, status]);
  });

  test('errors carry the API version and error-code headers', async () => {
    const response = await raw('/user', { headers: { Authorization: 'Bearer test-anon-key' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('bad_jwt');
    expect((await json(response)).message).toMatch(/^invalid JWT: unable to parse or verify signature/);
  });

  test('no_authorization 401 without a bearer token', async () => {
    const response = await raw('/user');
    expect(response.status).toBe(401);
    expect((await json(response)).code).toBe('no_authorization');
  });

  test('an expired access token is bad_jwt 403', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signAccessToken({
      iss: 'http://localhost:3000/auth/v1', sub: '00000000-0000-0000-0000-000000000001', aud: 'authenticated', exp: now - 10, iat: now - 3610,
      email: 'x@example.com', phone: '', app_metadata: {}, user_metadata: {}, role: 'authenticated', aal: 'aal1', amr: [], session_id: '00000000-0000-0000-0000-000000000002', is_anonymous: false,
    });
    const response = await raw('/user', { headers: { Authorization: `Bearer ${token}` } });
    expect([response.status, (await json(response)).code]).toEqual([403, 'bad_jwt']);
  });

  test.each([
    ['a JWT header that is null', `${b64('null')}.${b64({ sub: 'x' })}.AAAA`],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'x', aud: 'authenticated' })}.`],
    ['an array header and a null payload', `${b64([])}.${b64('null')}.AAAA`],
    ['a payload that is a string', `${b64({ alg: 'ES256' })}.${b64('"x"')}.AAAA`],
    ['garbage', 'a.b.c'],
  ])('a forged token (%s) is bad_jwt 403, never a 500', async (_name, token) => {
    const response = await raw('/user', { headers: { Authorization: `Bearer ${token}` } });
    expect([response.status, (await json(response)).code]).toEqual([403, 'bad_jwt']);
  });

  test('an e-mail over 254 characters or with a NUL is a validation error', async () => {
    for (const email of [`${'a'.repeat(250)}@example.com`, `${'x'.repeat(1_000_000)}@example.com`, 'a\u0000@example.com']) {
      const response = await raw('/otp', { method: 'POST', body: JSON.stringify({ email }) });
      expect([response.status, (await json(response)).code]).toEqual([400, 'validation_failed']);
    }
  });

  test('a cross-site browser request is refused', async () => {
    const response = await raw('/otp', { method: 'POST', body: JSON.stringify({ email: 'a@example.com' }), headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});

describe('discovery endpoints and hosted mode', () => {
  test('/.well-known/jwks.json lists the verify key with kid, alg, use and key_ops', async () => {
    const response = await raw('/.well-known/jwks.json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
    expect(keys[0]).not.toHaveProperty('d');
  });

  test('/settings and /health answer JSON', async () => {
    expect(await json(await raw('/settings'))).toMatchObject({ disable_signup: true, external: { email: true } });
    expect((await raw('/health')).status).toBe(200);
  });

  test('with a hosted project configured, /auth/v1 answers 404', async () => {
    setEnv({ NEXT_PUBLIC_SUPABASE_URL: 'https://example.supabase.co' });
    try {
      expect((await raw('/settings')).status).toBe(404);
      expect((await raw('/otp', { method: 'POST', body: '{}' })).status).toBe(404);
    } finally {
      setEnv({ NEXT_PUBLIC_SUPABASE_URL: undefined });
    }
  });
});
