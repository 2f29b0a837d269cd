// Strangers cannot keep a person from signing in or verifying their WhatsApp number: a code belongs to the
// device (login) or account (WhatsApp) that asked for it, whatever other clients and addresses do. Each test is
// shaped like an attack: many addresses fill the ceilings and guess wrong, a neighbour behind the person's own
// address guesses wrong; the person, on their own device or session, still gets in with the code they received.
// Guessing stays infeasible (per-code and per-client limits) and floods stay capped.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as sendCode } from '@/app/api/auth/send-code/route';
import { POST as verifyCode } from '@/app/api/auth/verify/route';
import { POST as festivalOtp } from '@/app/api/festival-otp/route';
import { POST as sendWhatsAppCode } from '@/app/api/profile/whatsapp-number/route';
import { POST as verifyWhatsAppCode } from '@/app/api/profile/whatsapp-number/verify/route';
import { DEVICE_COOKIE } from '@/server/auth/holder';
import { getDb } from '@/server/db/client';
import { campaigns, outbox_messages, profiles } from '@/server/db/schema';
import { listOutbox } from '@/server/outbox/outbox';
import { useTestDatabase } from '../helpers/test-db';
import { latestCode, registerPerson, setEnv } from './auth-helpers';
import { call, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

const SITE = 'http://localhost:3000';
const context = { params: Promise.resolve({}) };
type Handler = (request: NextRequest, ctx: typeof context) => Promise<Response>;

/** A browser: its device cookie (as the middleware gives it) and, once signed in, its session cookies. */
function device(): { cookie: string } {
  return { cookie: `${DEVICE_COOKIE}=${randomBytes(32).toString('base64url')}` };
}

function post(handler: Handler, path: string, body: unknown, { ip, cookie }: { ip: string; cookie?: string }) {
  const headers = new Headers({ 'content-type': 'application/json', 'x-forwarded-for': ip });
  if (cookie) headers.set('cookie', cookie);
  return handler(new NextRequest(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), context);
}

const askCode = (email: string, ip: string, cookie?: string) => post(sendCode, '/api/auth/send-code', { email }, { ip, cookie });
const typeCode = (email: string, token: string, ip: string, cookie?: string) => post(verifyCode, '/api/auth/verify', { email, token }, { ip, cookie });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const errorCode = async (response: Response) => ((await response.json()) as { error?: { code?: string } }).error?.code;

/** Eight addresses (each a fresh device per request, as a script would) ask for codes until the ceiling is full. */
async function fillAddressCeiling(email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (let address = 1; address <= 8; address += 1) {
      statuses.push((await askCode(email, `203.0.113.${address}`, device().cookie)).status);
    }
  }
  return statuses;
}

/** Four more addresses send five wrong guesses each. */
async function guessWrong(email: string, wrong: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let address = 11; address <= 14; address += 1) {
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await typeCode(email, wrong, `203.0.113.${address}`)).status);
  }
  return statuses;
}

describe('login codes: the device that asked keeps its code', () => {
  test('strangers filling the address’s ceiling and guessing wrong never stop the owner’s code', async () => {
    const { email } = await registerPerson('lockout');
    const owner = device();
    expect((await askCode(email, '198.51.100.20', owner.cookie)).status).toBe(200);
    const ownerCode = await latestCode(email);

    const flood = await fillAddressCeiling(email);
    // The flood is capped: 20 codes an hour reach the inbox, whoever asks.
    expect(flood.filter((status) => status === 200)).toHaveLength(19);
    expect(flood.slice(19).every((status) => status === 429)).toBe(true);
    expect(await listOutbox({ to: email, limit: 200 })).toHaveLength(20);

    const guesses = await guessWrong(email, wrongFor(ownerCode));
    expect(guesses.every((status) => status === 403)).toBe(true);

    // The owner types the code they received, from their own device, on another network: signed in.
    const signedIn = await typeCode(email, ownerCode, '192.0.2.77', owner.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().some((line) => /^sb-[^=]+-auth-token(\.0)?=/.test(line))).toBe(true);
  });

  test('a device that signed in before gets a new code even when strangers filled every ceiling', async () => {
    const { email } = await registerPerson('known-device');
    const owner = device();
    await askCode(email, '198.51.100.21', owner.cookie);
    expect((await typeCode(email, await latestCode(email), '198.51.100.21', owner.cookie)).status).toBe(200);
    // Some minutes later (the owner's own one-code-a-minute has passed)...
    await getDb().execute(sql`update rate_limit_events set created_at = created_at - interval '2 minutes' where bucket like ${`otp-email-holder:${email}|%`}`);

    await fillAddressCeiling(email);
    expect((await askCode(email, '203.0.113.99', device().cookie)).status).toBe(429);
    // The owner's phone, on any network, still gets a code and signs in with it.
    expect((await askCode(email, '192.0.2.78', owner.cookie)).status).toBe(200);
    expect((await typeCode(email, await latestCode(email), '192.0.2.78', owner.cookie)).status).toBe(200);
    // Its own budget still holds it: one code a minute.
    const again = await askCode(email, '192.0.2.78', owner.cookie);
    expect([again.status, await errorCode(again)]).toEqual([429, 'over_email_send_rate_limit']);
  });

  test('a neighbour behind the owner’s address (office, carrier NAT) cannot kill or block the owner’s code', async () => {
    const { email } = await registerPerson('nat');
    const shared = '198.51.100.22';
    const owner = device();
    await askCode(email, shared, owner.cookie);
    const code = await latestCode(email);
    // Five and more wrong guesses at the owner's address, with and without a device of its own...
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await typeCode(email, wrongFor(code), shared)).status).toBe(403);
      expect((await typeCode(email, wrongFor(code), shared, device().cookie)).status).toBe(403);
    }
    // ...and the address's failures spent at other addresses.
    const elsewhere: number[] = [];
    for (let attempt = 0; attempt < 70; attempt += 1) elsewhere.push((await typeCode(`nobody-nat${attempt}@example.com`, '123456', shared)).status);
    expect(elsewhere).toContain(429);
    expect((await typeCode(email, code, shared, owner.cookie)).status).toBe(200);
  });

  test('a neighbour spending the shared address’s code budget never keeps the owner’s known device from a code', async () => {
    setEnv({ AUTH_CODES_PER_HOUR_PER_IP: '3' });
    try {
      const shared = '198.51.100.24';
      const { email } = await registerPerson('nat-known');
      const owner = device();
      await askCode(email, shared, owner.cookie);
      expect((await typeCode(email, await latestCode(email), shared, owner.cookie)).status).toBe(200);
      await getDb().execute(sql`update rate_limit_events set created_at = created_at - interval '2 minutes' where bucket like ${`otp-email-holder:${email}|%`}`);

      // The neighbour sends codes to other people from the same address until the address's budget is spent.
      const others = await Promise.all([registerPerson('nat-other'), registerPerson('nat-other'), registerPerson('nat-other')]);
      const statuses: number[] = [];
      for (const other of others) statuses.push((await askCode(other.email, shared)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await askCode((await registerPerson('nat-other')).email, shared, device().cookie)).status).toBe(429);

      expect((await askCode(email, shared, owner.cookie)).status).toBe(200);
      expect((await typeCode(email, await latestCode(email), shared, owner.cookie)).status).toBe(200);
    } finally {
      setEnv({ AUTH_CODES_PER_HOUR_PER_IP: undefined });
    }
  });

  test('guessing stays infeasible: a code only works on the device that asked, five wrong tries kill it', async () => {
    const { email } = await registerPerson('guess');
    const owner = device();
    await askCode(email, '198.51.100.23', owner.cookie);
    const code = await latestCode(email);
    // The right digits from another device, on the owner's network or anywhere, are refused.
    expect((await typeCode(email, code, '198.51.100.23', device().cookie)).status).toBe(403);
    expect((await typeCode(email, code, '203.0.113.50')).status).toBe(403);

    // A stranger asks for a code of its own for the address (it goes to the owner's inbox) and guesses it.
    const stranger = device();
    await askCode(email, '203.0.113.51', stranger.cookie);
    const strangersCode = await latestCode(email);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await typeCode(email, wrongFor(strangersCode), '203.0.113.51', stranger.cookie)).status).toBe(403);
    const dead = await typeCode(email, strangersCode, '203.0.113.51', stranger.cookie);
    expect([dead.status, await errorCode(dead)]).toEqual([403, 'otp_expired']);

    // A client guessing codes it never asked for meets its per-minute cap.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 35; attempt += 1) statuses.push((await typeCode(email, '123456', '203.0.113.52', device().cookie)).status);
    expect(statuses).toContain(429);

    // The owner's code is untouched by all of it.
    expect((await typeCode(email, code, '198.51.100.23', owner.cookie)).status).toBe(200);
  });
});

describe("'Verify WhatsApp number': the account that asked keeps its code", () => {
  const whatsappTo = (to: string) =>
    getDb().select().from(outbox_messages).where(and(eq(outbox_messages.to_address, to), eq(outbox_messages.channel, 'whatsapp')));
  const lastCodeTo = async (to: string) => {
    const rows = await whatsappTo(to);
    const newest = rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (b.id > a.id ? 1 : -1))[0];
    return /\b(\d{6})\b/.exec(newest!.text)![1]!;
  };

  test('festival requests filling the number’s ceiling and other accounts guessing wrong never stop the owner', async () => {
    await getDb().update(campaigns).set({ starts_at: new Date(Date.now() - 3600_000), ends_at: null }).where(eq(campaigns.slug, 'ganesha'));
    const owner = await signedInPerson('wa-owner');
    const [row] = await getDb().select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, owner.id));
    const phone = row!.phone;
    const e164 = `+91${phone}`;

    // Nine addresses fill the number's festival ceiling through the festival code route.
    const festival: number[] = [];
    for (let address = 1; address <= 9; address += 1) {
      for (let round = 0; round < 2; round += 1) {
        const response = await call(festivalOtp as never, '/api/festival-otp', { method: 'POST', ip: `203.0.113.${120 + address}`, body: { action: 'send-otp', phoneNumber: e164 } });
        festival.push(response.status);
      }
    }
    expect(festival.filter((status) => status === 200)).toHaveLength(9); // 60 s apart per client: one each
    // The festival ceiling is full: the tenth address is refused.
    expect((await call(festivalOtp as never, '/api/festival-otp', { method: 'POST', ip: '203.0.113.140', body: { action: 'send-otp', phoneNumber: e164 } })).status).toBe(200);
    expect((await call(festivalOtp as never, '/api/festival-otp', { method: 'POST', ip: '203.0.113.141', body: { action: 'send-otp', phoneNumber: e164 } })).status).toBe(429);

    // The owner asks for their code.
    expect((await call(sendWhatsAppCode, '/api/profile/whatsapp-number', { method: 'POST', cookie: owner.cookie })).status).toBe(200);
    const code = await lastCodeTo(e164);

    // Four accounts that typed the same unproven number ask for codes and guess wrong, five times each.
    for (let index = 0; index < 4; index += 1) {
      const other = await signedInPerson(`wa-other${index}`);
      await getDb().update(profiles).set({ phone }).where(eq(profiles.id, other.id));
      expect((await call(sendWhatsAppCode, '/api/profile/whatsapp-number', { method: 'POST', cookie: other.cookie })).status).toBe(200);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await call(verifyWhatsAppCode, '/api/profile/whatsapp-number/verify', { method: 'POST', cookie: other.cookie, body: { otp: wrongFor(code) } });
        expect(wrong.status).toBe(400);
      }
      // The owner's digits are not theirs to use either.
      expect((await call(verifyWhatsAppCode, '/api/profile/whatsapp-number/verify', { method: 'POST', cookie: other.cookie, body: { otp: code } })).status).toBe(400);
    }

    const verified = await call(verifyWhatsAppCode, '/api/profile/whatsapp-number/verify', { method: 'POST', cookie: owner.cookie, body: { otp: code } });
    expect(verified.status).toBe(200);
    const [after] = await getDb().select({ verifiedAt: profiles.phone_verified_at }).from(profiles).where(eq(profiles.id, owner.id));
    expect(after!.verifiedAt).not.toBeNull();
  });

  test('an account has five wrong tries on its own code, and its own hourly budget', async () => {
    const person = await signedInPerson('wa-guess');
    const [row] = await getDb().select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, person.id));
    const e164 = `+91${row!.phone}`;
    expect((await call(sendWhatsAppCode, '/api/profile/whatsapp-number', { method: 'POST', cookie: person.cookie })).status).toBe(200);
    const code = await lastCodeTo(e164);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(verifyWhatsAppCode, '/api/profile/whatsapp-number/verify', { method: 'POST', cookie: person.cookie, body: { otp: wrongFor(code) } })).status).toBe(400);
    }
    expect((await call(verifyWhatsAppCode, '/api/profile/whatsapp-number/verify', { method: 'POST', cookie: person.cookie, body: { otp: code } })).status).toBe(400);
    // 60 s between two codes to the number from the same account.
    expect((await call(sendWhatsAppCode, '/api/profile/whatsapp-number', { method: 'POST', cookie: person.cookie })).status).toBe(429);
  });
});
