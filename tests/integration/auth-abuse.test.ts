// Issue "Production safety" points 2, 3 and 5 against a real PostgreSQL: per-client budgets that a stranger
// cannot spend for the owner, a per-minute cap on guesses, refused registrations that create nothing, and
// unverified registrations that do not hold an e-mail or phone.
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as register } from '@/app/api/dual-auth-register/route';
import { getDb } from '@/server/db/client';
import { authUsers, profiles } from '@/server/db/schema';
import { generatePrivateJwk, resetSigningKeyCacheForTests } from '@/server/auth/keys';
import { purgeStaleUnverifiedRegistrations } from '@/server/auth/registration';
import { runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { authClient, latestCode, raw, registerPerson, setEnv } from './auth-helpers';

setEnv({
  SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_SUPABASE_URL: undefined,
  SMTP_URL: undefined,
  AUTH_JWT_PRIVATE_JWK: JSON.stringify(generatePrivateJwk()),
});
resetSigningKeyCacheForTests();
const database = useTestDatabase();

const verifyBody = (email: string, token: string) => JSON.stringify({ email, token, type: 'email' });

describe('no lock-out by strangers', () => {
  test('codes a stranger requests for an address never spend the owner’s budget', async () => {
    const { email } = await registerPerson('owner');
    const stranger = authClient('203.0.113.66');
    // The stranger spends everything its own budget allows (5 an hour, one a minute: one here).
    expect((await stranger.auth.signInWithOtp({ email })).error).toBeNull();
    expect((await stranger.auth.signInWithOtp({ email })).error?.code).toBe('over_email_send_rate_limit');
    // The owner, on another client, gets a code at once.
    const owner = authClient('198.51.100.7');
    expect((await owner.auth.signInWithOtp({ email })).error).toBeNull();
  });

  test('all clients together meet a ceiling per address', async () => {
    setEnv({ AUTH_CODES_PER_HOUR_PER_EMAIL_ALL_CLIENTS: '3' });
    try {
      const { email } = await registerPerson('ceiling');
      const results: string[] = [];
      for (let client = 1; client <= 4; client += 1) {
        results.push((await authClient(`203.0.113.${client}`).auth.signInWithOtp({ email })).error?.code ?? 'ok');
      }
      expect(results).toEqual(['ok', 'ok', 'ok', 'over_email_send_rate_limit']);
    } finally {
      setEnv({ AUTH_CODES_PER_HOUR_PER_EMAIL_ALL_CLIENTS: undefined });
    }
  });

  test('five wrong guesses by a stranger do not kill the owner’s live code', async () => {
    const { email } = await registerPerson('guessed');
    const owner = authClient('198.51.100.8');
    await owner.auth.signInWithOtp({ email });
    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await raw('/verify', { method: 'POST', body: verifyBody(email, wrong), ip: '203.0.113.99' })).status).toBe(403);
    }
    // Dead for the stranger even with the right digits...
    expect((await raw('/verify', { method: 'POST', body: verifyBody(email, code), ip: '203.0.113.99' })).status).toBe(403);
    // ...alive for the owner.
    const { data, error } = await owner.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  test('20 wrong guesses from many clients kill the code for every client but the owner’s', async () => {
    const { email } = await registerPerson('botnet');
    const owner = authClient('198.51.100.9');
    await owner.auth.signInWithOtp({ email });
    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await raw('/verify', { method: 'POST', body: verifyBody(email, wrong), ip: `203.0.113.${100 + attempt}` });
    }
    expect((await raw('/verify', { method: 'POST', body: verifyBody(email, code), ip: '203.0.113.150' })).status).toBe(403);
    const { data, error } = await owner.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  test('a guesser behind the owner’s address (office, carrier NAT) never makes the owner’s correct code a 429', async () => {
    const { email } = await registerPerson('shared-address');
    const shared = '198.51.100.10';
    const owner = authClient(shared);
    await owner.auth.signInWithOtp({ email });
    const code = await latestCode(email);
    // The guesser on the same address spends that address's failures and per-minute tries at other addresses.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 70; attempt += 1) {
      statuses.push((await raw('/verify', { method: 'POST', body: verifyBody(`nobody-shared${attempt}@example.com`, '123456'), ip: shared })).status);
    }
    expect(statuses).toContain(429);
    const { data, error } = await owner.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  test('40 verify attempts from one client meet a 429 within a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await raw('/verify', { method: 'POST', body: verifyBody(`nobody${attempt}@example.com`, '123456'), ip: '203.0.113.200' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });
});

describe('registration', () => {
  let sequence = 0;
  const person = (overrides: Record<string, string> = {}) => {
    sequence += 1;
    return {
      firstName: 'Kavya',
      lastName: 'Menon',
      countryCode: '+91',
      phone: `8${String(Date.now() + sequence).slice(-9)}`,
      email: `kavya.${sequence}.${Date.now()}@example.com`,
      ...overrides,
    };
  };
  const post = (body: unknown, ip = '198.51.100.30') =>
    register(
      new NextRequest('http://localhost:3000/api/dual-auth-register', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      }),
      { params: Promise.resolve({}) },
    );
  const accountsWith = async (email: string) =>
    (await getDb().select().from(profiles).where(sql`lower(${profiles.email}) = ${email}`)).length +
    (await getDb().select().from(authUsers).where(sql`lower(${authUsers.email}) = ${email}`)).length;

  test('a registration refused by the code budget creates nothing', async () => {
    setEnv({ AUTH_CODES_PER_HOUR_PER_IP: '1' });
    try {
      const first = person();
      expect((await post(first, '198.51.100.31')).status).toBe(201);
      const second = person();
      const refused = await post(second, '198.51.100.31');
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('over_email_send_rate_limit');
      expect(await accountsWith(second.email)).toBe(0);
    } finally {
      setEnv({ AUTH_CODES_PER_HOUR_PER_IP: undefined });
    }
  });

  test('going back to fix a mistyped e-mail replaces the unverified registration', async () => {
    const typo = person();
    expect((await post(typo, '198.51.100.32')).status).toBe(201);
    const fixed = { ...typo, email: `fixed.${typo.email}` };
    // Same phone, new e-mail, same client: the 60 s rule is per address, so the new address gets its code now.
    const response = await post(fixed, '198.51.100.32');
    expect(response.status).toBe(201);
    expect(await accountsWith(typo.email)).toBe(0);
    expect(await accountsWith(fixed.email)).toBe(2);
    // The codes go through the queue: the replaced registration's job finds nobody and sends nothing.
    await runDueJobs(database.url(), ['send-registration-code']);
    expect((await getDb().execute(sql`select 1 from outbox_messages where to_address = ${typo.email}`)).rows).toHaveLength(0);
    const [message] = await getDb().execute<{ to_address: string }>(sql`select to_address from outbox_messages where to_address = ${fixed.email}`).then((r) => r.rows);
    expect(message?.to_address).toBe(fixed.email);
  });

  test('a verified account keeps its e-mail, and its phone once proven', async () => {
    const owner = person();
    expect((await post(owner, '198.51.100.33')).status).toBe(201);
    const client = authClient('198.51.100.33');
    await runDueJobs(database.url(), ['send-registration-code']);
    expect((await client.auth.verifyOtp({ email: owner.email, token: await latestCode(owner.email), type: 'email' })).error).toBeNull();
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, owner.email));
    expect(profile?.email_verified_at).toBeInstanceOf(Date);

    const sameEmail = await post({ ...person(), email: owner.email }, '198.51.100.34');
    expect([sameEmail.status, ((await sameEmail.json()) as { error: { code: string } }).error.code]).toEqual([409, 'email_exists']);
    // The phone is held once the owner proved it too (a typed number alone blocks nobody: phone-verification.test.ts).
    await getDb().update(profiles).set({ phone_verified_at: new Date() }).where(eq(profiles.email, owner.email));
    const samePhone = await post({ ...person(), phone: owner.phone }, '198.51.100.35');
    expect([samePhone.status, ((await samePhone.json()) as { error: { code: string } }).error.code]).toEqual([409, 'phone_exists']);
    expect(await accountsWith(owner.email)).toBe(2);
  });

  test('the hourly clean-up removes registrations unverified for a day, and nothing else', async () => {
    const stale = person();
    const fresh = person();
    expect((await post(stale, '198.51.100.36')).status).toBe(201);
    expect((await post(fresh, '198.51.100.37')).status).toBe(201);
    await getDb().update(profiles).set({ created_at: sql`now() - interval '25 hours'` }).where(eq(profiles.email, stale.email));
    const { email: verifiedEmail } = await registerPerson('kept');
    await getDb().update(profiles).set({ created_at: sql`now() - interval '30 days'`, email_verified_at: sql`now() - interval '30 days'` }).where(eq(profiles.email, verifiedEmail));

    expect(await purgeStaleUnverifiedRegistrations()).toBeGreaterThanOrEqual(1);
    expect(await accountsWith(stale.email)).toBe(0);
    expect(await accountsWith(fresh.email)).toBe(2);
    expect(await accountsWith(verifiedEmail)).toBe(2);
  });
});
