// An owner proves their record's number by e-mail on a real PostgreSQL (docs/owners.md "Owner accounts"): the code
// goes to the address on the record, never to one typed; the answer (status and body) is the same for a number we
// hold with an address, one without an address and one we do not hold, and only the first gets an e-mail; the code
// belongs to the account that asked, locks after the wrong tries as the WhatsApp code does, and never makes a record.
import { and, eq, gt } from 'drizzle-orm';
import { POST as codeRoute } from '@/app/api/owner-account/code/route';
import { POST as verifyRoute } from '@/app/api/owner-account/verify/route';
import { ownerAccountMessages } from '@/lib/validation/owner-account';
import { issueAccountEmailCode } from '@/server/auth/whatsapp-codes';
import { getDb } from '@/server/db/client';
import { audit_log, outbox_messages, owners } from '@/server/db/schema';
import { ownerOfAccount } from '@/server/owners/account';
import { collectPersonData } from '@/server/privacy/export';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { outboxTo, useOutboxTransports } from './delivery-fixtures';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInTenant, type SignedIn } from './staff-fixtures';

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
useTestDatabase();
useOutboxTransports();

let seq = 0;
const next = () => (seq += 1);
const freshPhone = () => `96${String(Date.now() % 1e6).padStart(6, '0')}${String(next()).padStart(2, '0')}`;
// Each test its own client address: the hourly failed-verification budget is per address.
const ip = () => `198.51.100.${120 + next()}`;

async function ownerRecord(email: string | null) {
  const [row] = await getDb().insert(owners).values({ name: 'Lakshmi Iyer', phone: freshPhone(), email }).returning();
  return row!;
}

const askCode = (person: SignedIn, phone: string, address: string, via?: 'email' | 'whatsapp') =>
  call(codeRoute, '/api/owner-account/code', { method: 'POST', cookie: person.cookie, ip: address, body: via ? { phone, via } : { phone } });
const verify = (person: SignedIn, phone: string, otp: string, address: string, via: 'email' | 'whatsapp' = 'email') =>
  call(verifyRoute, '/api/owner-account/verify', { method: 'POST', cookie: person.cookie, ip: address, body: { phone, otp, via } });

/** The code of the newest owner-code e-mail to `address`. */
async function emailedCode(address: string): Promise<string> {
  const rows = (await outboxTo(address, 'email')).sort((a, b) => +a.created_at - +b.created_at);
  const last = rows.at(-1)!;
  expect(last.subject).toBe('Your GHomes owner code');
  return /\b(\d{6})\b/.exec(last.text)![1]!;
}

/** The last WhatsApp code sent to the number. */
async function whatsAppCode(phone: string): Promise<string> {
  const rows = (await outboxTo(`+91${phone}`, 'whatsapp')).sort((a, b) => +a.created_at - +b.created_at);
  return /\b(\d{6})\b/.exec(rows.at(-1)!.text)![1]!;
}

const outboxSince = (since: Date) => getDb().select().from(outbox_messages).where(gt(outbox_messages.created_at, since));
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
/** The answer with the number it names put back as a placeholder, so two numbers' answers compare whole. */
const anonymised = async (response: Response, phone: string) => ({ status: response.status, body: JSON.parse((await response.text()).replaceAll(phone, '<number>')) as unknown });

test("the code goes to the record's own address and proves the number; a number without an address, or without a record, gets the same answer and nothing", async () => {
  const address = `owner.${next()}@example.com`;
  const withEmail = await ownerRecord(address);
  const withoutEmail = await ownerRecord(null);
  const unknown = freshPhone();
  const person = await signedInTenant('email-owner');
  const client = ip();
  const before = new Date(Date.now() - 1);

  const held = await askCode(person, withEmail.phone, client, 'email');
  const noAddress = await askCode(person, withoutEmail.phone, client, 'email');
  const notHeld = await askCode(person, unknown, client, 'email');
  const expected = { status: 200, body: { message: ownerAccountMessages.emailCodeMaybeSent('<number>'), retryAfterSeconds: 60 } };
  expect(await anonymised(held, withEmail.phone)).toEqual(expected);
  expect(await anonymised(noAddress, withoutEmail.phone)).toEqual(expected);
  expect(await anonymised(notHeld, unknown)).toEqual(expected);
  expect(expected.body.message).toBe(
    'If we have an e-mail address for +91 <number>, a 6-digit code is on its way there. Enter it here to show the homes of that number. Nothing after a few minutes? Send the code on WhatsApp instead.',
  );
  // Asked again within the minute: the same wait for all three (the seconds left may differ by the one that passed).
  const again = [];
  for (const phone of [withEmail.phone, withoutEmail.phone, unknown]) again.push(await anonymised(await askCode(person, phone, client, 'email'), phone));
  expect(again.map((answer) => answer.status)).toEqual([429, 429, 429]);
  expect(new Set(again.map((answer) => JSON.stringify(answer.body).replace(/\d+ seconds/, 'N seconds'))).size).toBe(1);

  // One e-mail, to the record's address: nothing to the account's own address, no WhatsApp, nothing for the others.
  const sent = await outboxSince(before);
  expect(sent.map((row) => [row.channel, row.to_address])).toEqual([['email', address]]);
  expect(sent[0]!.text).toContain(`your number ending ${withEmail.phone.slice(-4)}`);
  expect(sent[0]!.subject).not.toMatch(/\d{6}/);

  // The code proves the record: the account manages it now; the number is not proved for WhatsApp (the code went
  // by e-mail), and the audit row says how it was proved.
  const proved = await verify(person, withEmail.phone, await emailedCode(address), client);
  expect(proved.status).toBe(200);
  expect(await proved.json()).toEqual({ message: ownerAccountMessages.claimed, created: false });
  const [record] = await getDb().select().from(owners).where(eq(owners.id, withEmail.id));
  expect(record).toMatchObject({ user_id: person.id, phone_verified_at: null });
  const [linked] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'owner.account_linked'), eq(audit_log.row_id, withEmail.id)));
  expect(linked).toMatchObject({ actor_id: person.id, after: { user_id: person.id, created: false, proved_by: 'email' } });

  // The download lists the codes asked for (by which way, never the code).
  const data = await collectPersonData(person.id);
  const codes = data.sections.find((section) => section.table === 'public.phone_otps')?.rows ?? [];
  expect(codes).toEqual(expect.arrayContaining([expect.objectContaining({ phone: withEmail.phone, sent_by: 'e-mail' }), expect.objectContaining({ phone: unknown, sent_by: 'e-mail' })]));
  expect(JSON.stringify(codes)).not.toMatch(/code_hash/);
});

test('the e-mail code is the asking account\'s own: another account can neither use it nor replace it', async () => {
  const address = `owner.${next()}@example.com`;
  const record = await ownerRecord(address);
  const asker = await signedInTenant('email-asker');
  const other = await signedInTenant('email-other');
  const client = ip();
  expect((await askCode(asker, record.phone, client, 'email')).status).toBe(200);
  const code = await emailedCode(address);

  // The other account types the code it read over the owner's shoulder: it is not theirs.
  expect((await verify(other, record.phone, code, client)).status).toBe(400);
  // Asking a code of its own sends a second e-mail, and leaves the asker's code working.
  expect((await askCode(other, record.phone, client, 'email')).status).toBe(200);
  const othersCode = await emailedCode(address);
  expect(await ownerOfAccount(other.id)).toBeNull();
  expect((await verify(asker, record.phone, code, client)).status).toBe(200);
  expect((await ownerOfAccount(asker.id))?.id).toBe(record.id);
  // Now the record is the asker's: the other account's right code meets the taken record.
  const taken = await verify(other, record.phone, othersCode, client);
  expect(taken.status).toBe(409);
  expect(((await taken.json()) as { error: { code: string } }).error.code).toBe('owner_taken');
});

test.each([
  ['e-mail', 'email'],
  ['WhatsApp', 'whatsapp'],
] as const)('the %s code locks after five wrong tries, and then the right code is refused too', async (_label, via) => {
  const address = `owner.${next()}@example.com`;
  const record = await ownerRecord(address);
  const person = await signedInTenant(`lock-${via}`);
  const client = ip();
  expect((await askCode(person, record.phone, client, via)).status).toBe(200);
  const code = via === 'email' ? await emailedCode(address) : await whatsAppCode(record.phone);
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await verify(person, record.phone, wrong(code), client, via)).status).toBe(400);
  // The right code, too late: the code is dead, and nothing was linked.
  const late = await verify(person, record.phone, code, client, via);
  expect(late.status).toBe(400);
  expect(((await late.json()) as { error: { message: string } }).error.message).toBe('The OTP is incorrect or has expired.');
  expect(await ownerOfAccount(person.id)).toBeNull();
});

test('a number without a record, or a record without an address, cannot be claimed by e-mail, even with the right code', async () => {
  const person = await signedInTenant('email-new-owner');
  const client = ip();
  const unknown = freshPhone();
  const noAddress = await ownerRecord(null);
  for (const phone of [unknown, noAddress.phone]) {
    // The code nobody was sent, as if guessed: it is spent, and refused like a wrong one.
    const { code } = await issueAccountEmailCode({ phone, userId: person.id, client });
    const refused = await verify(person, phone, code, client);
    expect(refused.status).toBe(400);
  }
  expect(await ownerOfAccount(person.id)).toBeNull();
  expect(await getDb().select().from(owners).where(eq(owners.phone, unknown))).toEqual([]);
  // The WhatsApp code still proves a new owner's number, as before.
  expect((await askCode(person, unknown, client)).status).toBe(200);
  expect((await verify(person, unknown, await whatsAppCode(unknown), client, 'whatsapp')).status).toBe(200);
  expect(await getDb().select({ user: owners.user_id }).from(owners).where(eq(owners.phone, unknown))).toEqual([{ user: person.id }]);
});
