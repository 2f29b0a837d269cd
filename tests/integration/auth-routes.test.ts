// The browser-facing auth route handlers: check-user-exists, dual-auth-register, send/verify/me/sign-out
// (HttpOnly cookies, never a token in a body), withUser, the Origin check and /dev/outbox.
import { eq } from 'drizzle-orm';
import { NextRequest, NextResponse } from 'next/server';
import { POST as checkUserExists } from '@/app/api/check-user-exists/route';
import { POST as register } from '@/app/api/dual-auth-register/route';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as sendCode } from '@/app/api/auth/send-code/route';
import { POST as signOut } from '@/app/api/auth/sign-out/route';
import { POST as verify } from '@/app/api/auth/verify/route';
import { GET as outbox } from '@/app/dev/outbox/route';
import { generatePrivateJwk, resetSigningKeyCacheForTests } from '@/server/auth/keys';
import { refreshAuthSession } from '@/server/auth/middleware-session';
import { withUser } from '@/server/auth/with-user';
import { getDb } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { latestCode, registerPerson, setEnv } from './auth-helpers';

setEnv({
  SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_SUPABASE_URL: undefined,
  SMTP_URL: undefined,
  NODE_ENV: 'test',
  AUTH_JWT_PRIVATE_JWK: JSON.stringify(generatePrivateJwk()),
  AUTH_CODE_INTERVAL_SECONDS: '0',
});
resetSigningKeyCacheForTests();
const database = useTestDatabase();

const SITE = 'http://localhost:3000';
const context = { params: Promise.resolve({}) };
type Handler = (request: NextRequest, ctx: typeof context) => Promise<Response>;

function call(handler: Handler, path: string, init: { method?: string; body?: unknown; cookie?: string; origin?: string; ip?: string } = {}) {
  const headers = new Headers({ 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': init.ip ?? '192.0.2.10' });
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.origin) headers.set('origin', init.origin);
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  return handler(new NextRequest(`${SITE}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }), context);
}

const person = { firstName: 'Meera', lastName: 'Iyer', countryCode: '+91', phone: '98450 12345', email: '  Meera.Iyer@Example.COM ' };

/** The Set-Cookie lines of a response, and a Cookie header carrying them back. */
function cookiesOf(response: Response): { lines: string[]; header: string } {
  const lines = response.headers.getSetCookie();
  const header = lines
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { lines, header };
}

describe('POST /api/dual-auth-register', () => {
  test('creates the auth user with metadata and the profile, then e-mails the code', async () => {
    const response = await call(register, '/api/dual-auth-register', { body: person });
    expect(response.status).toBe(201);
    const [profile] = await getDb().select().from(profiles);
    expect(profile).toMatchObject({ first_name: 'Meera', last_name: 'Iyer', email: 'meera.iyer@example.com', phone: '9845012345', country_code: '+91' });
    // The code goes through the job queue (registration-code.test.ts): the registration did not wait for it.
    expect((await queuedJobs(database.url())).map((job) => job.task_identifier)).toEqual(['send-registration-code']);
    await runDueJobs(database.url(), ['send-registration-code']);
    expect(await latestCode('meera.iyer@example.com')).toMatch(/^\d{6}$/);
  });

  test.each([
    ['the same e-mail in another case', { ...person, phone: '9845099999', email: 'MEERA.IYER@example.com' }, 'email_exists', /email address already exists/],
    ['the same phone', { ...person, email: 'other@example.com' }, 'phone_exists', /phone number already exists/],
  ])('refuses %s of a verified account with a clear message', async (_name, body, code, message) => {
    // Meera has proven her address and her WhatsApp number (an unverified registration would be replaced
    // instead: auth-abuse.test.ts; an unproven number blocks nobody: phone-verification.test.ts).
    await getDb().update(profiles).set({ email_verified_at: new Date(), phone_verified_at: new Date() });
    const response = await call(register, '/api/dual-auth-register', { body });
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  test.each([
    [{ ...person, firstName: ' ' }, 'Please enter your first name'],
    [{ ...person, firstName: '', lastName: '', phone: '', email: '' }, 'Please enter your first name'],
    [{ ...person, lastName: '' }, 'Please enter your last name'],
    [{ ...person, phone: '' }, 'Please enter your phone number'],
    [{ ...person, phone: '' , email: '' }, 'Please enter your phone number'],
    [{ ...person, email: '' }, 'Please enter your email address'],
    [{ ...person, email: 'meera@' }, 'Please enter a valid email address'],
    [{ ...person, phone: '12ab' }, 'Please enter a valid phone number'],
  ])('answers bad input with the first message in the spec order (%#)', async (body, message) => {
    const response = await call(register, '/api/dual-auth-register', { body });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  test('refuses a cross-site request', async () => {
    const response = await call(register, '/api/dual-auth-register', { body: { ...person, email: 'x@example.com', phone: '9000000001' }, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/check-user-exists', () => {
  test('finds a registered address, lower-cased and trimmed', async () => {
    const response = await call(checkUserExists, '/api/check-user-exists', { body: { email: '  MEERA.iyer@example.com ' } });
    expect(await response.json()).toEqual({ userExists: true, user: { email: 'meera.iyer@example.com' } });
  });

  test('answers false for an unknown address', async () => {
    const response = await call(checkUserExists, '/api/check-user-exists', { body: { email: 'nobody@example.com' } });
    expect(await response.json()).toEqual({ userExists: false, user: null });
  });

  test('validates the address and checks Origin', async () => {
    expect((await call(checkUserExists, '/api/check-user-exists', { body: { email: '' } })).status).toBe(422);
    expect((await call(checkUserExists, '/api/check-user-exists', { body: { email: 'a@b.co' }, origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(checkUserExists, '/api/check-user-exists', { body: { email: 'a@b.co' }, origin: SITE })).status).toBe(200);
  });

  test('registration answers who has an account, so it spends the same per-minute budget', async () => {
    const existing = await registerPerson('probed');
    await getDb().update(profiles).set({ email_verified_at: new Date() }).where(eq(profiles.id, existing.id));
    const taken = { ...person, email: existing.email };
    setEnv({ AUTH_USER_CHECKS_PER_MINUTE_PER_IP: '3' });
    try {
      // A prober trying registrations only: 'already exists' three times, then 429 and nothing created.
      const prober = '192.0.2.60';
      const probes: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        probes.push((await call(register, '/api/dual-auth-register', { body: { ...taken, phone: `98450${String(20000 + attempt)}` }, ip: prober })).status);
      }
      expect(probes).toEqual([409, 409, 409, 429]);
      const fresh = { ...person, email: 'fresh.probe@example.com', phone: '9845033333' };
      expect((await call(register, '/api/dual-auth-register', { body: fresh, ip: prober })).status).toBe(429);
      expect(await getDb().select().from(profiles).where(eq(profiles.email, 'fresh.probe@example.com'))).toHaveLength(0);

      // Both routes draw on one budget: two checks and one registration fill it, then both are refused.
      const mixed = '192.0.2.61';
      expect((await call(checkUserExists, '/api/check-user-exists', { body: { email: 'nobody@example.com' }, ip: mixed })).status).toBe(200);
      expect((await call(checkUserExists, '/api/check-user-exists', { body: { email: 'nobody@example.com' }, ip: mixed })).status).toBe(200);
      expect((await call(register, '/api/dual-auth-register', { body: taken, ip: mixed })).status).toBe(409);
      expect((await call(register, '/api/dual-auth-register', { body: taken, ip: mixed })).status).toBe(429);
      expect((await call(checkUserExists, '/api/check-user-exists', { body: { email: 'nobody@example.com' }, ip: mixed })).status).toBe(429);
    } finally {
      setEnv({ AUTH_USER_CHECKS_PER_MINUTE_PER_IP: undefined });
    }
  });
});

describe('sign-in through the server: cookies are HttpOnly and no token reaches the page', () => {
  const email = 'meera.iyer@example.com';
  let cookie = '';

  test('send-code, then verify sets HttpOnly SameSite=Lax cookies and answers only the person', async () => {
    expect((await call(sendCode, '/api/auth/send-code', { body: { email } })).status).toBe(200);
    const response = await call(verify, '/api/auth/verify', { body: { email, token: await latestCode(email) } });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toMatch(/access_token|refresh_token|eyJ/);
    expect(JSON.parse(body)).toEqual({ user: expect.objectContaining({ email, firstName: 'Meera', lastName: 'Iyer', phone: '9845012345', countryCode: '+91' }) });
    const { lines, header } = cookiesOf(response);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/^sb-localhost-auth-token(\.\d+)?=/);
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=lax/i);
      expect(line).toMatch(/Path=\//);
    }
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    cookie = header;
  });

  test('a wrong code answers otp_expired for the forms to map', async () => {
    await call(sendCode, '/api/auth/send-code', { body: { email } });
    const code = await latestCode(email);
    const wrong = code === '999999' ? '000000' : '999999';
    const response = await call(verify, '/api/auth/verify', { body: { email, token: wrong } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'otp_expired', message: 'Token has expired or is invalid' } });
  });

  test('send-code for an unregistered address is refused (registration is separate)', async () => {
    const response = await call(sendCode, '/api/auth/send-code', { body: { email: 'nobody@example.com' } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('otp_disabled');
  });

  test('me answers the person for the cookie, and null without one', async () => {
    const signedIn = await (await call(me, '/api/auth/me', { cookie })).json();
    expect(signedIn).toEqual({ user: expect.objectContaining({ email, firstName: 'Meera' }) });
    expect(await (await call(me, '/api/auth/me')).json()).toEqual({ user: null });
  });

  test('withUser passes the verified user to the handler and refuses anonymous calls', async () => {
    const handler = withUser({}, ({ user }) => NextResponse.json({ id: user.id, email: user.email })) as Handler;
    expect((await call(handler, '/api/x', { cookie })).status).toBe(200);
    expect(((await (await call(handler, '/api/x', { cookie })).json()) as { email: string }).email).toBe(email);
    const anonymous = await call(handler, '/api/x');
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  test('the middleware refreshes an expiring session and hands the new cookies to the page and the browser', async () => {
    // Make the stored session look expired (the client decides from expires_at), keeping its refresh token.
    const [name, value] = cookie.split('=') as [string, string];
    const session = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString()) as { expires_at: number; refresh_token: string };
    const stale = `${name}=base64-${Buffer.from(JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 5 })).toString('base64url')}`;
    const response = await refreshAuthSession(new NextRequest(`${SITE}/profile`, { headers: { cookie: stale, 'x-forwarded-for': '192.0.2.10' } }));
    const written = response.cookies.get(name);
    expect(written?.httpOnly).toBe(true);
    const fresh = JSON.parse(Buffer.from(written!.value.replace(/^base64-/, ''), 'base64url').toString()) as { refresh_token: string; expires_at: number };
    expect(fresh.refresh_token).not.toBe(session.refresh_token);
    expect(fresh.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    // The render of this same request sees the new cookie (x-middleware-request-* overrides).
    expect(response.headers.get('x-middleware-request-cookie') ?? '').toContain(written!.value);
    cookie = `${name}=${written!.value}`;
    expect(await (await call(me, '/api/auth/me', { cookie })).json()).toEqual({ user: expect.objectContaining({ email }) });
  });

  test('the middleware leaves anonymous requests alone', async () => {
    const response = await refreshAuthSession(new NextRequest(`${SITE}/`));
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test('sign-out revokes the session on the server and clears the cookies', async () => {
    const response = await call(signOut, '/api/auth/sign-out', { body: {}, cookie });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie();
    expect(cleared.length).toBeGreaterThan(0);
    for (const line of cleared) expect(line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    // The old cookie no longer signs anybody in: the session is gone on the server.
    expect(await (await call(me, '/api/auth/me', { cookie })).json()).toEqual({ user: null });
  });
});

describe('/dev/outbox', () => {
  test('lists messages newest first as JSON, filtered by address', async () => {
    const response = await call(outbox as unknown as Handler, '/dev/outbox?format=json&to=MEERA.IYER@example.com');
    const messages = (await response.json()) as { to: string; channel: string; subject: string; text: string; created_at: string }[];
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(messages[0]!).sort()).toEqual(['attachments', 'channel', 'created_at', 'subject', 'text', 'to']);
    expect(messages.every((message) => message.to === 'meera.iyer@example.com' && message.channel === 'email')).toBe(true);
    const times = messages.map((message) => Date.parse(message.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(messages[0]!.subject).toBe('Your GHomes login code');
    expect(messages[0]!.text).toMatch(/expires in 10 minutes/);
  });

  test('renders an HTML list by default', async () => {
    const response = await call(outbox as unknown as Handler, '/dev/outbox');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('meera.iyer@example.com');
  });

  test('does not exist in a production build unless DEV_OUTBOX=on (it shows login codes)', async () => {
    setEnv({ NODE_ENV: 'production' });
    try {
      const closed = await call(outbox as unknown as Handler, '/dev/outbox?format=json&to=meera.iyer@example.com');
      expect(closed.status).toBe(404);
      expect(await closed.text()).not.toContain('meera');
      expect((await call(outbox as unknown as Handler, '/dev/outbox')).status).toBe(404);
      setEnv({ DEV_OUTBOX: 'on' });
      const open = await call(outbox as unknown as Handler, '/dev/outbox?format=json&to=meera.iyer@example.com');
      expect(open.status).toBe(200);
      expect(((await open.json()) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      setEnv({ NODE_ENV: 'test', DEV_OUTBOX: undefined });
    }
  });

  test('does not exist when real mail and WhatsApp providers are configured', async () => {
    setEnv({ SMTP_URL: 'smtp://mail.example.com:587', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_WHATSAPP_FROM: 'whatsapp:+10000000000' });
    try {
      expect((await call(outbox as unknown as Handler, '/dev/outbox?format=json')).status).toBe(404);
    } finally {
      setEnv({ SMTP_URL: undefined, TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_WHATSAPP_FROM: undefined });
    }
  });
});
