// The festival lead flow against a real PostgreSQL (spec discovery-and-login.md 4, 5, 7): the code
// rules with a fixed clock, the three routes and their shared answers, the upsert, forged input, and the request
// twilio's real client would send (its HTTP layer replaced by a stand-in inside this file only; no network).
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import twilio from 'twilio';
import { POST as festivalOtp } from '@/app/api/festival-otp/route';
import { POST as sendRoute } from '@/app/api/send-whatsapp-otp/route';
import { POST as verifyRoute } from '@/app/api/verify-whatsapp-otp/route';
import { getDb } from '@/server/db/client';
import { campaigns, festival_leads, outbox_messages, phone_otps, rate_limit_events } from '@/server/db/schema';
import { metrics } from '@/server/metrics/registry';
import { listOutbox } from '@/server/outbox/outbox';
import { leadServerMessages, verifyLeadCode } from '@/server/leads/service';
import { sendWhatsAppCode, whatsAppCodeRules } from '@/server/auth/whatsapp-codes';
import { setTwilioClientFactoryForTests } from '@/server/whatsapp/send-whatsapp';
import { setEnv } from './auth-helpers';
import { useTestDatabase } from '../helpers/test-db';
import { captureLogs } from '../helpers/log-capture';

const TWILIO_KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_WHATSAPP_FROM', 'TWILIO_WHATSAPP_OTP_CONTENT_SID'] as const;
const saved = Object.fromEntries(TWILIO_KEYS.map((key) => [key, process.env[key]]));
beforeAll(() => setEnv(Object.fromEntries(TWILIO_KEYS.map((key) => [key, undefined]))));
afterAll(() => setEnv(saved));

useTestDatabase();

// The migrations close the first campaign (ganesha) at the end of its 2026 season; these tests need a live
// default campaign, so this file's own database reopens it.
beforeAll(async () => {
  await getDb().update(campaigns).set({ ends_at: null }).where(eq(campaigns.slug, 'ganesha'));
});

test('the migrated ganesha campaign ends with its 2026 season', async () => {
  const { campaignState } = await import('@/server/leads/campaigns');
  expect(campaignState({ starts_at: new Date('2026-08-20T00:00:00+05:30'), ends_at: new Date('2026-10-01T00:00:00+05:30') }, new Date('2026-11-24T10:00:00+05:30'))).toBe('ended');
});

// The fixed clock: real time at the start of the file (the rate-limit table prunes events older than a day),
// moved forward by hand.
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let phoneCounter = 0;
/** A fresh Indian mobile number per call, so tests never share a number's limits. */
const newPhone = () => `98${String(Date.now()).slice(-4)}${String(++phoneCounter).padStart(4, '0')}`;
let clientCounter = 0;
const newClient = () => `203.0.113.${++clientCounter}`;

async function outboxCode(phone: string): Promise<string> {
  const [message] = await listOutbox({ to: `+91${phone}`, limit: 1 });
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no WhatsApp code in the outbox for +91${phone}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function post(handler: (request: NextRequest) => Promise<Response>, path: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new NextRequest(`http://localhost:3000/api/${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return handler(request);
}
const send = (phone: string) => post(sendRoute, 'send-whatsapp-otp', { phone, phoneNumber: `+91${phone}`, countryCode: '+91' });
const verify = (body: Record<string, unknown>) => post(verifyRoute, 'verify-whatsapp-otp', body);
const fallback = (body: Record<string, unknown>) => post(festivalOtp, 'festival-otp', body);
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

const owner = { role: 'Property Owner' as const, ownerInterests: ['rent' as const, 'manage' as const] };
const RULES = whatsAppCodeRules();
const leadsOf = (phone: string) => getDb().select().from(festival_leads).where(eq(festival_leads.phone, phone));

describe('sending a code', () => {
  test('answers {success, message}, sends the code on WhatsApp (outbox, E.164 address) and stores only its hash', async () => {
    const phone = newPhone();
    const { status, body } = await answer(await send(phone));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: `OTP sent to +91 ${phone} via WhatsApp` });

    const [message, ...more] = await listOutbox({ to: `+91${phone}` });
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({ channel: 'whatsapp', to: `+91${phone}`, subject: null });
    const code = await outboxCode(phone);
    expect(message?.text).toBe(`${code} is your GHomes verification code. It expires in 10 minutes. Do not share it with anyone.`);

    const [row] = await getDb().select().from(phone_otps).where(eq(phone_otps.phone, phone));
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(RULES.ttlSeconds * 1000);
  });

  test('60 s between codes from one client to one number', async () => {
    const phone = newPhone();
    const client = newClient();
    await expect(sendWhatsAppCode({ phone, client, now: at(0) })).resolves.toMatchObject({ success: true });
    await expect(sendWhatsAppCode({ phone, client, now: at(30) })).rejects.toMatchObject({
      status: 429,
      code: 'over_sms_send_rate_limit',
      message: 'Please wait 30 seconds before requesting another OTP.',
    });
    await expect(sendWhatsAppCode({ phone, client, now: at(60) })).resolves.toMatchObject({ success: true });
  });

  test('a client that spends its codes for a number does not spend the owner’s', async () => {
    const phone = newPhone();
    const stranger = newClient();
    for (let index = 0; index < RULES.codesPerHourPerPhone; index += 1) {
      await expect(sendWhatsAppCode({ phone, client: stranger, now: at(index * 60) })).resolves.toMatchObject({ success: true });
    }
    await expect(sendWhatsAppCode({ phone, client: stranger, now: at(10 * 60) })).rejects.toMatchObject({
      status: 429,
      message: `Too many OTP requests. Please try again in 50 minutes.`,
    });
    // The owner, on another client, gets a code at once.
    await expect(sendWhatsAppCode({ phone, client: newClient(), now: at(10 * 60) })).resolves.toMatchObject({ success: true });
  });

  test('at most 10 codes an hour to one number, over all clients', async () => {
    const phone = newPhone();
    for (let index = 0; index < RULES.codesPerHourPerPhoneAllClients; index += 1) {
      await expect(sendWhatsAppCode({ phone, client: newClient(), now: at(index * 60) })).resolves.toMatchObject({ success: true });
    }
    await expect(sendWhatsAppCode({ phone, client: newClient(), now: at(10 * 60) })).rejects.toMatchObject({
      status: 429,
      message: 'Too many OTP requests. Please try again in 50 minutes.',
    });
    expect(await listOutbox({ to: `+91${phone}`, limit: 50 })).toHaveLength(RULES.codesPerHourPerPhoneAllClients);
    // The first code falls out of the hour.
    await expect(sendWhatsAppCode({ phone, client: newClient(), now: at(3600) })).resolves.toMatchObject({ success: true });
  });

  test('at most 20 codes an hour from one client, whatever the numbers', async () => {
    const client = newClient();
    for (let index = 0; index < RULES.codesPerHourPerClient; index += 1) {
      await sendWhatsAppCode({ phone: newPhone(), client, now: at(index) });
    }
    await expect(sendWhatsAppCode({ phone: newPhone(), client, now: at(30) })).rejects.toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    await expect(sendWhatsAppCode({ phone: newPhone(), client: newClient(), now: at(30) })).resolves.toMatchObject({ success: true });
  });

  test('bad numbers are refused with a message and send nothing', async () => {
    const before = (await getDb().select().from(outbox_messages)).length;
    for (const body of [
      { phone: '', phoneNumber: '+91', countryCode: '+91' },
      { phone: '12345', phoneNumber: '+9112345', countryCode: '+91' },
      { phone: '5876543210', phoneNumber: '+915876543210', countryCode: '+91' },
      { phone: '9876543210', phoneNumber: '+919876543211', countryCode: '+91' },
      { phone: '9876543210', phoneNumber: '+19876543210', countryCode: '+1' },
      { phone: '98765\u000043210', countryCode: '+91' },
    ]) {
      const { status, body: answered } = await answer(await post(sendRoute, 'send-whatsapp-otp', body));
      expect(status).toBe(422);
      expect(answered).toMatchObject({ success: false, error: { code: 'validation_failed' } });
    }
    const missing = await answer(await post(sendRoute, 'send-whatsapp-otp', { phone: '', countryCode: '+91' }));
    expect(missing.body.message).toBe('Please fill in all required fields.');
    expect(await answer(await post(sendRoute, 'send-whatsapp-otp', '{nope'))).toMatchObject({ status: 400, body: { success: false } });
    expect(await answer(await post(sendRoute, 'send-whatsapp-otp', { phone: 'x'.repeat(5000) }))).toMatchObject({ status: 413 });
    expect((await getDb().select().from(outbox_messages)).length).toBe(before);
  });

  test('a cross-site request is refused', async () => {
    const phone = newPhone();
    const response = await post(sendRoute, 'send-whatsapp-otp', { phone, countryCode: '+91' }, { origin: 'https://evil.example' });
    expect(await answer(response)).toMatchObject({ status: 403, body: { success: false, error: { code: 'forbidden_origin' } } });
    expect(await listOutbox({ to: `+91${phone}` })).toHaveLength(0);
  });
});

describe('verifying a code', () => {
  test('five wrong codes from one client kill it for that client', async () => {
    const phone = newPhone();
    const client = newClient();
    await sendWhatsAppCode({ phone, client, now: at(0) });
    const code = await outboxCode(phone);
    for (let index = 0; index < RULES.wrongTriesPerClient; index += 1) {
      await expect(verifyLeadCode({ phone, otp: wrongCode(code), ...owner, client, now: at(10 + index) })).resolves.toEqual({
        status: 400,
        success: false,
        message: leadServerMessages.invalidCode,
      });
    }
    await expect(verifyLeadCode({ phone, otp: code, ...owner, client, now: at(20) })).resolves.toMatchObject({ success: false, status: 400 });
    expect(await leadsOf(phone)).toHaveLength(0);
  });

  test('wrong guesses from any number of other clients never stop the owner’s correct code', async () => {
    const phone = newPhone();
    const ownerClient = newClient();
    await sendWhatsAppCode({ phone, client: ownerClient, now: at(0) });
    const code = await outboxCode(phone);
    // A stranger on one client, then many clients: more than the code's budget over all clients.
    for (let index = 0; index < RULES.wrongTriesPerClient + 1; index += 1) {
      await verifyLeadCode({ phone, otp: wrongCode(code), ...owner, client: '198.18.0.1', now: at(1) });
    }
    for (let index = 0; index < RULES.wrongTriesAllClients; index += 1) {
      await verifyLeadCode({ phone, otp: wrongCode(code), ...owner, client: `198.18.1.${index + 1}`, now: at(2) });
    }
    // Even the right digits are refused to a client that did not ask for the code...
    await expect(verifyLeadCode({ phone, otp: code, ...owner, client: '198.18.2.1', now: at(3) })).resolves.toMatchObject({ success: false });
    // ...and the owner's client, also the address of a guesser who spent its hourly failures, still gets in.
    for (let index = 0; index < RULES.failedVerificationsPerHourPerClient + 1; index += 1) {
      await verifyLeadCode({ phone: newPhone(), otp: '000000', ...owner, client: ownerClient, now: at(4) }).catch(() => undefined);
    }
    await expect(verifyLeadCode({ phone: newPhone(), otp: '000000', ...owner, client: ownerClient, now: at(4) })).rejects.toMatchObject({ status: 429 });
    await expect(verifyLeadCode({ phone, otp: code, ...owner, client: ownerClient, now: at(5) })).resolves.toMatchObject({ success: true, status: 200 });
    expect(await leadsOf(phone)).toHaveLength(1);
  });

  test('a code lives 10 minutes', async () => {
    const late = newPhone();
    await sendWhatsAppCode({ phone: late, client: newClient(), now: at(0) });
    await expect(verifyLeadCode({ phone: late, otp: await outboxCode(late), ...owner, client: newClient(), now: at(600) })).resolves.toMatchObject({
      success: false,
      message: leadServerMessages.invalidCode,
    });

    const inTime = newPhone();
    await sendWhatsAppCode({ phone: inTime, client: newClient(), now: at(0) });
    await expect(verifyLeadCode({ phone: inTime, otp: await outboxCode(inTime), ...owner, client: newClient(), now: at(599) })).resolves.toMatchObject({ success: true });
  });

  test('a code works once', async () => {
    const phone = newPhone();
    await sendWhatsAppCode({ phone, client: newClient(), now: at(0) });
    const code = await outboxCode(phone);
    await expect(verifyLeadCode({ phone, otp: code, ...owner, client: newClient(), now: at(5) })).resolves.toMatchObject({ success: true, newLead: true });
    await expect(verifyLeadCode({ phone, otp: code, ...owner, client: newClient(), now: at(6) })).resolves.toEqual({
      status: 400,
      success: false,
      message: leadServerMessages.invalidCode,
    });
  });

  test('an unknown number gets exactly the answer a wrong code gets', async () => {
    const known = newPhone();
    await send(known);
    const wrong = await answer(await verify({ phone: known, phoneNumber: `+91${known}`, otp: wrongCode(await outboxCode(known)), ...owner }));
    const unknown = newPhone();
    const nobody = await answer(await verify({ phone: unknown, phoneNumber: `+91${unknown}`, otp: '123456', ...owner }));
    expect(nobody).toEqual(wrong);
    expect(wrong).toEqual({
      status: 400,
      body: { success: false, message: leadServerMessages.invalidCode, error: { code: 'invalid_otp', message: leadServerMessages.invalidCode } },
    });
  });

  test('failed verifications from one client are capped per hour', async () => {
    const client = newClient();
    const phone = newPhone();
    for (let index = 0; index < RULES.failedVerificationsPerHourPerClient; index += 1) {
      await verifyLeadCode({ phone, otp: '000000', ...owner, client, now: at(index) });
    }
    await expect(verifyLeadCode({ phone, otp: '000000', ...owner, client, now: at(40) })).rejects.toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
  });

  test('a verified lead is stored, and the same number in the same campaign updates it', async () => {
    const phone = newPhone();
    await sendWhatsAppCode({ phone, client: newClient(), now: at(0) });
    const first = await verifyLeadCode({ phone, otp: await outboxCode(phone), ...owner, client: newClient(), now: at(10) });
    expect(first).toEqual({ status: 200, success: true, message: 'Your details have been submitted successfully!', newLead: true });

    await sendWhatsAppCode({ phone, client: newClient(), now: at(100) });
    const second = await verifyLeadCode({ phone, otp: await outboxCode(phone), role: 'Tenant', ownerInterests: [], client: newClient(), now: at(110) });
    expect(second).toMatchObject({ success: true, newLead: false });

    const rows = await leadsOf(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone, campaign: 'ganesha', role: 'Tenant', owner_interests: [] });
    expect(rows[0]!.created_at).toEqual(at(10));
    expect(rows[0]!.verified_at).toEqual(at(110));

    // Another campaign is another lead.
    await getDb().insert(campaigns).values({ ...festivalRow('navratri'), starts_at: at(-3600) });
    await sendWhatsAppCode({ phone, client: newClient(), now: at(200) });
    await verifyLeadCode({ phone, otp: await outboxCode(phone), ...owner, campaign: 'navratri', client: newClient(), now: at(210) });
    expect((await leadsOf(phone)).map((row) => row.campaign).sort()).toEqual(['ganesha', 'navratri']);
  });

  test('the database holds one lead per number and campaign even without the service', async () => {
    const phone = newPhone();
    await getDb().insert(festival_leads).values({ phone, campaign: 'ganesha', role: 'Buyer' });
    await expect(getDb().insert(festival_leads).values({ phone, campaign: 'ganesha', role: 'Tenant' })).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'festival_leads_phone_campaign_unique' },
    });
    await expect(getDb().insert(festival_leads).values({ phone: newPhone(), campaign: 'ganesha', role: 'Tenant', owner_interests: ['rent'] })).rejects.toMatchObject({
      cause: { code: '23514' },
    });
  });

  test.each([
    ['an unknown role', { role: 'Admin', ownerInterests: [] }, 'Please choose Tenant, Buyer or Property Owner.'],
    ['an unknown interest', { role: 'Property Owner', ownerInterests: ['rent', 'hack'] }, 'Please choose interests from the list.'],
    ['interests for a tenant', { role: 'Tenant', ownerInterests: ['rent'] }, 'Only property owners choose interests.'],
    ['an owner without interests', { role: 'Property Owner', ownerInterests: [] }, 'Please select at least one interest as a property owner.'],
    ['interests that are not a list', { role: 'Property Owner', ownerInterests: 'rent' }, 'Please choose interests from the list.'],
  ])('%s is refused by both routes, and the code stays usable', async (_name, forged, message) => {
    const phone = newPhone();
    await send(phone);
    const code = await outboxCode(phone);
    const direct = await answer(await verify({ phone, phoneNumber: `+91${phone}`, otp: code, ...forged }));
    const viaFallback = await answer(await fallback({ action: 'verify-otp', phoneNumber: `+91${phone}`, otp: code, ...forged }));
    for (const refused of [direct, viaFallback]) {
      expect(refused).toEqual({ status: 422, body: { success: false, message, error: { code: 'validation_failed', message } } });
    }
    expect(await leadsOf(phone)).toHaveLength(0);
    expect(await answer(await verify({ phone, phoneNumber: `+91${phone}`, otp: code, role: 'Buyer', ownerInterests: [] }))).toMatchObject({
      status: 200,
      body: { success: true },
    });
  });

  test('an ended or unknown campaign takes no lead and leaves the code unused', async () => {
    await getDb().insert(campaigns).values({ ...festivalRow('holi'), starts_at: at(-7200), ends_at: at(-3600) });
    const phone = newPhone();
    await send(phone);
    const code = await outboxCode(phone);
    const ended = await answer(await verify({ phone, otp: code, role: 'Buyer', campaign: 'holi' }));
    expect(ended).toMatchObject({ status: 409, body: { success: false, message: 'This campaign has ended.' } });
    expect(await answer(await verify({ phone, otp: code, role: 'Buyer', campaign: 'no-such-festival' }))).toMatchObject({ status: 404 });
    expect(await leadsOf(phone)).toHaveLength(0);
    expect(await answer(await verify({ phone, otp: code, role: 'Buyer', campaign: 'ganesha' }))).toMatchObject({ status: 200, body: { success: true, newLead: true } });
    expect((await leadsOf(phone))[0]?.campaign).toBe('ganesha');
  });

  test('no code is sent for a campaign outside its dates, through either route', async () => {
    await getDb().insert(campaigns).values([
      { ...festivalRow('diwali'), starts_at: new Date(Date.now() - 7200_000), ends_at: new Date(Date.now() - 3600_000) },
      { ...festivalRow('pongal'), starts_at: new Date(Date.now() + 86_400_000) },
    ]);
    const phone = newPhone();
    const sendFor = (campaign: string) => post(sendRoute, 'send-whatsapp-otp', { phone, phoneNumber: `+91${phone}`, countryCode: '+91', campaign });
    const fallbackFor = (campaign: string) => fallback({ action: 'send-otp', phoneNumber: `+91${phone}`, campaign });
    for (const response of [await sendFor('diwali'), await fallbackFor('diwali')]) {
      expect(await answer(response)).toMatchObject({ status: 409, body: { success: false, message: 'This campaign has ended.' } });
    }
    for (const response of [await sendFor('pongal'), await fallbackFor('pongal')]) {
      expect(await answer(response)).toMatchObject({ status: 409, body: { success: false, message: 'This campaign has not started yet.' } });
    }
    expect(await answer(await sendFor('no-such-festival'))).toMatchObject({ status: 404 });
    expect(await listOutbox({ to: `+91${phone}` })).toHaveLength(0);

    // No live campaign at all: a send that names none is refused too.
    const open = (await getDb().select({ slug: campaigns.slug }).from(campaigns).where(and(isNull(campaigns.ends_at), lte(campaigns.starts_at, new Date())))).map((row) => row.slug);
    await getDb().update(campaigns).set({ ends_at: new Date(Date.now() - 1000) }).where(inArray(campaigns.slug, open));
    try {
      expect(await answer(await send(phone))).toMatchObject({ status: 409, body: { success: false, message: 'This campaign has ended.' } });
      expect(await listOutbox({ to: `+91${phone}` })).toHaveLength(0);
    } finally {
      await getDb().update(campaigns).set({ ends_at: null }).where(inArray(campaigns.slug, open));
    }
    expect(await answer(await sendFor('ganesha'))).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe('the festival-otp fallback', () => {
  test('gives the same answers as the two routes', async () => {
    const [viaRoutes, viaFallback] = [newPhone(), newPhone()];
    const strip = (value: { status: number; body: Record<string, unknown> }, phone: string) =>
      JSON.parse(JSON.stringify(value).replaceAll(phone, 'PHONE')) as unknown;

    const sent = [await answer(await send(viaRoutes)), await answer(await fallback({ action: 'send-otp', phoneNumber: `+91${viaFallback}` }))];
    expect(strip(sent[1]!, viaFallback)).toEqual(strip(sent[0]!, viaRoutes));
    expect(sent[0]).toMatchObject({ status: 200, body: { success: true } });

    const again = [await answer(await send(viaRoutes)), await answer(await fallback({ action: 'send-otp', phoneNumber: `+91 ${viaFallback.slice(0, 5)} ${viaFallback.slice(5)}` }))];
    expect(again[1]).toEqual(again[0]);
    expect(again[0]).toMatchObject({ status: 429, body: { success: false } });

    const [codeA, codeB] = [await outboxCode(viaRoutes), await outboxCode(viaFallback)];
    const wrong = [
      await answer(await verify({ phone: viaRoutes, phoneNumber: `+91${viaRoutes}`, otp: wrongCode(codeA), ...owner })),
      await answer(await fallback({ action: 'verify-otp', phoneNumber: `+91${viaFallback}`, otp: wrongCode(codeB), ...owner })),
    ];
    expect(wrong[1]).toEqual(wrong[0]);

    const right = [
      await answer(await verify({ phone: viaRoutes, phoneNumber: `+91${viaRoutes}`, otp: codeA, ...owner })),
      await answer(await fallback({ action: 'verify-otp', phoneNumber: `+91${viaFallback}`, otp: codeB, ...owner })),
    ];
    expect(right[1]).toEqual(right[0]);
    expect(right[0]).toEqual({ status: 200, body: { success: true, message: 'Your details have been submitted successfully!', newLead: true } });
    expect((await leadsOf(viaFallback))[0]).toMatchObject({ role: 'Property Owner', owner_interests: ['rent', 'manage'] });
  });

  test('a code it sends is counted with the other WhatsApp code sends in /metrics; a verification is not', async () => {
    const counted = async () => {
      const { values } = await metrics().codeSends.get();
      return Object.fromEntries(values.filter((value) => value.labels.channel === 'whatsapp').map((value) => [String(value.labels.outcome), value.value])) as Record<string, number>;
    };
    const phone = newPhone();
    const before = await counted();
    expect((await fallback({ action: 'send-otp', phoneNumber: `+91${phone}` })).status).toBe(200);
    expect((await fallback({ action: 'send-otp', phoneNumber: `+91${phone}` })).status).toBe(429);
    expect((await fallback({ action: 'verify-otp', phoneNumber: `+91${phone}`, otp: await outboxCode(phone), role: 'Tenant' })).status).toBe(200);
    const after = await counted();
    expect(after.ok).toBe((before.ok ?? 0) + 1);
    const refusals = Object.entries(after).filter(([outcome, value]) => outcome !== 'ok' && value !== (before[outcome] ?? 0));
    expect(refusals.map(([outcome, value]) => value - (before[outcome] ?? 0))).toEqual([1]);
  });

  test('refuses an unknown action', async () => {
    expect(await answer(await fallback({ action: 'delete-all', phoneNumber: '+919876543210' }))).toMatchObject({
      status: 422,
      body: { success: false, message: 'action must be send-otp or verify-otp' },
    });
  });
});

describe('through twilio (its HTTP layer stood in for by this test)', () => {
  const ACCOUNT = `AC${'0123456789abcdef'.repeat(2)}`;
  const TEMPLATE = `HX${'fedcba9876543210'.repeat(2)}`;
  interface Sent {
    method: string;
    uri: string;
    username?: string;
    password?: string;
    data: Record<string, string>;
  }
  let sent: Sent[] = [];
  let reply: { statusCode: number; body: unknown } = { statusCode: 201, body: {} };

  beforeAll(() => {
    setEnv({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: 'test-token', TWILIO_WHATSAPP_FROM: '+14155238886' });
    // The real twilio client builds the request; only its transport is replaced.
    setTwilioClientFactoryForTests((sid, token) =>
      twilio(sid, token, {
        httpClient: {
          request: async (options: Sent) => {
            sent.push(options);
            return { statusCode: reply.statusCode, body: JSON.stringify(reply.body), headers: {} };
          },
        } as never,
      }),
    );
  });
  afterAll(() => {
    setTwilioClientFactoryForTests();
    setEnv(Object.fromEntries(TWILIO_KEYS.map((key) => [key, undefined])));
  });
  beforeEach(() => {
    sent = [];
    reply = { statusCode: 201, body: { sid: 'SM0123', status: 'queued' } };
  });

  test('with a Content template: the template SID and the code as its variable, whatsapp: addresses', async () => {
    setEnv({ TWILIO_WHATSAPP_OTP_CONTENT_SID: TEMPLATE });
    const phone = newPhone();
    expect(await answer(await send(phone))).toMatchObject({ status: 200, body: { success: true } });

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request).toMatchObject({ method: 'post', uri: `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Messages.json`, username: ACCOUNT, password: 'test-token' });
    expect(Object.keys(request!.data).sort()).toEqual(['ContentSid', 'ContentVariables', 'From', 'To']);
    expect(request!.data).toMatchObject({ From: 'whatsapp:+14155238886', To: `whatsapp:+91${phone}`, ContentSid: TEMPLATE });
    const variables = JSON.parse(request!.data.ContentVariables!) as Record<string, string>;
    expect(Object.keys(variables)).toEqual(['1']);
    expect(variables['1']).toMatch(/^\d{6}$/);
    expect(await listOutbox({ to: `+91${phone}` })).toHaveLength(0);

    // The code in the template is the live one.
    expect(await answer(await verify({ phone, otp: variables['1'], role: 'Buyer' }))).toMatchObject({ status: 200, body: { success: true } });
  });

  test('without a template: a plain body holding the code', async () => {
    setEnv({ TWILIO_WHATSAPP_OTP_CONTENT_SID: undefined });
    const phone = newPhone();
    await send(phone);
    expect(sent[0]?.data).toEqual({
      From: 'whatsapp:+14155238886',
      To: `whatsapp:+91${phone}`,
      Body: expect.stringMatching(/^\d{6} is your GHomes verification code\./),
    });
  });

  test("a twilio error is logged with its code and answered as the spec's send failure; it costs no limit", async () => {
    const logs = captureLogs();
    reply = { statusCode: 400, body: { code: 63016, message: 'Failed to send freeform message outside the window', status: 400 } };
    const phone = newPhone();
    try {
      const failed = await answer(await send(phone));
      expect(failed).toEqual({
        status: 502,
        body: { success: false, message: 'Failed to send OTP. Please try again.', error: { code: 'whatsapp_send_failed', message: 'Failed to send OTP. Please try again.' } },
      });
      expect(logs.lines.filter((line) => line.level === 'error').map((line) => line.msg).join(' ')).toContain('code=63016');
    } finally {
      logs.stop();
    }
    expect(await getDb().select().from(phone_otps).where(eq(phone_otps.phone, phone))).toHaveLength(0);
    expect(await getDb().select().from(rate_limit_events).where(and(eq(rate_limit_events.bucket, `lead-code:phone:${phone}`)))).toHaveLength(0);

    reply = { statusCode: 201, body: { sid: 'SM0124', status: 'queued' } };
    expect(await answer(await send(phone))).toMatchObject({ status: 200, body: { success: true } });
  });
});

function festivalRow(slug: string) {
  return {
    slug,
    name: slug,
    greeting: `Happy ${slug}!`,
    intro: 'Intro',
    welcome_message: 'Thanks!',
    society_name: 'Nowhere Heights',
    homes_managed: 50,
    starts_at: at(-3600),
  };
}
