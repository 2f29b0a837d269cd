// A burst of code sends (login e-mails, WhatsApp codes) never takes the database pool from everybody else: no send
// holds one connection while waiting for another, a flood is shed by budget before it reaches the pool, and the
// pages and API calls of other people keep answering. Outcomes are asserted, not timings.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as sendCode } from '@/app/api/auth/send-code/route';
import { POST as checkUserExists } from '@/app/api/check-user-exists/route';
import { POST as festivalOtp } from '@/app/api/festival-otp/route';
import { GET as health } from '@/app/api/health/route';
import { getDb } from '@/server/db/client';
import { campaigns } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { listOutbox } from '@/server/outbox/outbox';
import { useTestDatabase } from '../helpers/test-db';
import { registerPerson } from './auth-helpers';
import { useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

beforeAll(async () => {
  await getDb().update(campaigns).set({ starts_at: new Date(Date.now() - 3600_000), ends_at: null }).where(eq(campaigns.slug, 'ganesha'));
});

const SITE = 'http://localhost:3000';
const context = { params: Promise.resolve({}) };

function post(path: string, body: unknown, ip: string): NextRequest {
  return new NextRequest(`${SITE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
}

const loginSend = (email: string, ip: string) => sendCode(post('/api/auth/send-code', { email }, ip), context);
const whatsappSend = (phone: string, ip: string) => festivalOtp(post('/api/festival-otp', { action: 'send-otp', phoneNumber: `+91${phone}` }, ip));

/** Other people's requests while the sends run: the health probe and an API call that reads the database. */
function otherPeoplesRequests(count: number): Promise<{ status: number; body: unknown }>[] {
  return Array.from({ length: count }, async (_, index) => {
    const response =
      index % 2 === 0
        ? await health()
        : await checkUserExists(post('/api/check-user-exists', { email: `someone${index}@example.com` }, `192.0.2.${100 + index}`), context);
    return { status: response.status, body: await response.json() };
  });
}

let phoneCounter = 0;
const newPhone = () => `97${String(Date.now()).slice(-4)}${String(++phoneCounter).padStart(4, '0')}`;

test('50 concurrent code sends to different people: every send answered, other requests never fail', async () => {
  const people = await Promise.all(Array.from({ length: 25 }, () => registerPerson('load')));
  const phones = Array.from({ length: 25 }, newPhone);

  const sends = [
    ...people.map(({ email }, index) => loginSend(email, `203.0.113.${index + 1}`)),
    ...phones.map((phone, index) => whatsappSend(phone, `203.0.113.${index + 101}`)),
  ];
  const others = otherPeoplesRequests(30);
  const [sent, answered] = await Promise.all([Promise.all(sends), Promise.all(others)]);

  expect(answered.map((answer) => answer.status)).toEqual(Array(30).fill(200));
  expect(answered.filter((_, index) => index % 2 === 0).every((answer) => (answer.body as { status: string }).status === 'ok')).toBe(true);
  expect(sent.map((response) => response.status)).toEqual(Array(50).fill(200));
  // Every answered send delivered its message.
  for (const { email } of people) expect(await listOutbox({ to: email })).toHaveLength(1);
  for (const phone of phones) expect(await listOutbox({ to: `+91${phone}` })).toHaveLength(1);
});

test('a flood of 50 sends from one client is shed by its budget, and other requests keep answering', async () => {
  const people = await Promise.all(Array.from({ length: 50 }, () => registerPerson('flood')));
  const flooder = '203.0.113.250';
  const sends = people.map(({ email }) => loginSend(email, flooder));
  const others = otherPeoplesRequests(30);
  const [sent, answered] = await Promise.all([Promise.all(sends), Promise.all(others)]);

  expect(answered.map((answer) => answer.status)).toEqual(Array(30).fill(200));
  const statuses = sent.map((response) => response.status);
  // Exactly the client's hourly budget is sent; the rest is refused with a rate-limit answer, never a 5xx.
  expect(statuses.filter((status) => status === 200)).toHaveLength(getEnv().AUTH_CODES_PER_HOUR_PER_IP);
  expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
  let delivered = 0;
  for (const { email } of people) delivered += (await listOutbox({ to: email })).length;
  expect(delivered).toBe(getEnv().AUTH_CODES_PER_HOUR_PER_IP);
});
