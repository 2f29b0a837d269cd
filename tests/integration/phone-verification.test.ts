// 'Verify WhatsApp number': a code over WhatsApp (the festival's code service) proves the profile's number; until
// then no WhatsApp message goes to it. A number nobody proved never blocks its real owner from registering, and
// names with control characters are refused.
import { and, eq } from 'drizzle-orm';
import { POST as register } from '@/app/api/dual-auth-register/route';
import { POST as sendCode } from '@/app/api/profile/whatsapp-number/route';
import { POST as verify } from '@/app/api/profile/whatsapp-number/verify/route';
import { getDb } from '@/server/db/client';
import { outbox_messages, profiles } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { call, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();

async function numberOf(userId: string): Promise<{ countryCode: string; phone: string; verified: boolean }> {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
  return { countryCode: row!.country_code, phone: row!.phone, verified: !!row!.phone_verified_at };
}
const whatsappTo = (to: string) => getDb().select().from(outbox_messages).where(and(eq(outbox_messages.to_address, to), eq(outbox_messages.channel, 'whatsapp')));

test('a code sent over WhatsApp verifies the number; WhatsApp messages go to it only from then on', async () => {
  const person = await signedInPerson('verify-phone');
  const { countryCode, phone } = await numberOf(person.id);
  const e164 = `${countryCode}${phone}`;

  await enqueueJob(getDb(), 'deliver-whatsapp', { to: e164, userId: person.id, body: 'Before verification' });
  await runDueJobs(database.url());
  expect(await whatsappTo(e164)).toHaveLength(0);

  expect((await call(sendCode, '/api/profile/whatsapp-number', { method: 'POST' })).status).toBe(401);
  const sent = await call(sendCode, '/api/profile/whatsapp-number', { method: 'POST', cookie: person.cookie });
  expect(sent.status).toBe(200);
  const [message] = await whatsappTo(e164);
  const code = /\b(\d{6})\b/.exec(message!.text)![1]!;

  const wrong = await call(verify, '/api/profile/whatsapp-number/verify', { method: 'POST', cookie: person.cookie, body: { otp: code === '000000' ? '111111' : '000000' } });
  expect(wrong.status).toBe(400);
  expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe('The OTP is incorrect or has expired.');
  expect((await numberOf(person.id)).verified).toBe(false);
  const malformed = await call(verify, '/api/profile/whatsapp-number/verify', { method: 'POST', cookie: person.cookie, body: { otp: '12' } });
  expect(malformed.status).toBe(422);

  const right = await call(verify, '/api/profile/whatsapp-number/verify', { method: 'POST', cookie: person.cookie, body: { otp: code } });
  expect(right.status).toBe(200);
  expect(await right.json()).toEqual({ success: true, message: 'Your WhatsApp number is verified.' });
  expect((await numberOf(person.id)).verified).toBe(true);

  await enqueueJob(getDb(), 'deliver-whatsapp', { to: e164, userId: person.id, body: 'After verification' });
  await runDueJobs(database.url());
  expect(await queuedJobs(database.url())).toEqual([]);
  expect((await whatsappTo(e164)).map((row) => row.text)).toContain('After verification');
  expect((await whatsappTo(e164)).map((row) => row.text)).not.toContain('Before verification');
});

test("someone else's typed number never blocks its owner; the owner's verification wins it", async () => {
  const stranger = await signedInPerson('typed-number');
  const { phone } = await numberOf(stranger.id);
  // The stranger's account exists (e-mail verified) with a number it never proved: the owner registers anyway.
  const response = await call(register, '/api/dual-auth-register', {
    method: 'POST',
    body: { firstName: 'Real', lastName: 'Owner', countryCode: '+91', phone, email: `owner.${Date.now()}@example.com` },
  });
  expect(response.status).toBe(201);
  const owners = await getDb().select({ id: profiles.id }).from(profiles).where(eq(profiles.phone, phone));
  expect(owners).toHaveLength(2);

  // Once one account proves the number it holds it: another account cannot verify it, nobody can register with it.
  await getDb().update(profiles).set({ phone_verified_at: new Date() }).where(eq(profiles.id, stranger.id));
  const other = await signedInPerson('same-number');
  await getDb().update(profiles).set({ phone }).where(eq(profiles.id, other.id));
  const refused = await call(sendCode, '/api/profile/whatsapp-number', { method: 'POST', cookie: other.cookie });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('This WhatsApp number is already verified on another account.');
  const again = await call(register, '/api/dual-auth-register', {
    method: 'POST',
    body: { firstName: 'Third', lastName: 'Person', countryCode: '+91', phone, email: `third.${Date.now()}@example.com` },
  });
  expect(again.status).toBe(409);
});

test('names with control characters (CR, LF) are refused with nothing stored', async () => {
  const before = (await getDb().select({ id: profiles.id }).from(profiles)).length;
  for (const firstName of ['Asha\nYour OTP is 123456', 'Asha\r\nRao', 'A\u0007sha']) {
    const response = await call(register, '/api/dual-auth-register', {
      method: 'POST',
      body: { firstName, lastName: 'Rao', countryCode: '+91', phone: '9845011111', email: `names.${Date.now()}@example.com` },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Please enter your name on one line, without special characters');
  }
  expect((await getDb().select({ id: profiles.id }).from(profiles)).length).toBe(before);
});
