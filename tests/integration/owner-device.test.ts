// An owner proves a browser with a code (server/owners/device.ts): one code a minute per browser, five an hour per
// owner and per link however many browsers ask (browsers taking turns included), five wrong tries end a code, a
// right one remembers the browser for 30 days, proves a WhatsApp number and writes its audit row.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { audit_log, owners } from '@/server/db/schema';
import { isOwnerDevice, proveOwnerDevice, sendOwnerDeviceCode } from '@/server/owners/device';
import { useTestDatabase } from '../helpers/test-db';
import { outboxTo, useOutboxTransports } from './delivery-fixtures';
import { useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();
useOutboxTransports();

let phoneCounter = 0;
async function insertOwner(): Promise<{ id: string; phone: string; link: { ownerId: string; linkId: string } }> {
  phoneCounter += 1;
  const phone = `97${String(Date.now() + phoneCounter).slice(-8)}`;
  const [row] = await getDb().insert(owners).values({ name: 'Lakshmi Rao', phone }).returning({ id: owners.id });
  return { id: row!.id, phone: `+91${phone}`, link: { ownerId: row!.id, linkId: randomUUID() } };
}

const lastCode = async (phone: string) => /(\d{6})/.exec((await outboxTo(phone, 'whatsapp')).at(-1)!.text)![1]!;
const minutes = (start: Date, count: number) => new Date(start.getTime() + count * 60_000);

test('a right code remembers the browser for 30 days and proves the WhatsApp number', async () => {
  const owner = await insertOwner();
  const device = randomUUID();
  const now = new Date();
  expect(await sendOwnerDeviceCode(owner.link, device, now)).toMatchObject({ channel: 'whatsapp' });
  expect(await isOwnerDevice(owner.id, device, now)).toBe(false);
  expect(await proveOwnerDevice(owner.link, device, await lastCode(owner.phone), '203.0.113.7', now)).toBe(true);
  expect(await isOwnerDevice(owner.id, device, minutes(now, 29 * 24 * 60))).toBe(true);
  expect(await isOwnerDevice(owner.id, device, minutes(now, 31 * 24 * 60))).toBe(false);
  expect(await isOwnerDevice(owner.id, randomUUID(), now)).toBe(false);
  const [row] = await getDb().select({ verified: owners.phone_verified_at }).from(owners).where(eq(owners.id, owner.id));
  expect(row?.verified).not.toBeNull();
  const proofs = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'owner.device_proved'), eq(audit_log.row_id, owner.id)));
  expect(proofs).toMatchObject([{ actor_email: `owner:${owner.id}`, table_name: 'owners', after: { link: owner.link.linkId }, client_address: '203.0.113.7' }]);
  // The code was used: it proves nothing a second time.
  expect(await proveOwnerDevice(owner.link, randomUUID(), await lastCode(owner.phone), '203.0.113.7', now)).toBe(false);
});

test('one code a minute per browser; five wrong tries end the code', async () => {
  const owner = await insertOwner();
  const device = randomUUID();
  const now = new Date();
  await sendOwnerDeviceCode(owner.link, device, now);
  await expect(sendOwnerDeviceCode(owner.link, device, minutes(now, 0.5))).rejects.toMatchObject({ code: 'code_recently_sent', status: 429 });
  const code = await lastCode(owner.phone);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 0; attempt < 5; attempt += 1) expect(await proveOwnerDevice(owner.link, device, wrong, '203.0.113.7', now)).toBe(false);
  expect(await proveOwnerDevice(owner.link, device, code, '203.0.113.7', now)).toBe(false);
  expect(await isOwnerDevice(owner.id, device, now)).toBe(false);
});

test('five codes an hour per owner across browsers; the next hour sends again', async () => {
  const owner = await insertOwner();
  const now = new Date();
  for (let index = 0; index < 5; index += 1) await sendOwnerDeviceCode(owner.link, randomUUID(), minutes(now, index));
  await expect(sendOwnerDeviceCode(owner.link, randomUUID(), minutes(now, 6))).rejects.toMatchObject({ code: 'too_many_codes', status: 429 });
  expect(await outboxTo(owner.phone, 'whatsapp')).toHaveLength(5);
  await expect(sendOwnerDeviceCode(owner.link, randomUUID(), minutes(now, 61))).resolves.toMatchObject({ channel: 'whatsapp' });
});

test('browsers taking turns a minute apart get five codes an hour to an owner, and five through a link', async () => {
  const owner = await insertOwner();
  const browsers = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const now = new Date();
  // Each browser asks again as soon as its own minute is up, in turn: only five codes go in the hour.
  let sent = 0;
  for (let round = 0; round < 12; round += 1) {
    const attempt = sendOwnerDeviceCode(owner.link, browsers[round % 4]!, minutes(now, round * 1.02));
    if (round < 5) await attempt.then(() => (sent += 1));
    else await expect(attempt).rejects.toMatchObject({ code: 'too_many_codes', status: 429 });
  }
  expect(sent).toBe(5);
  expect(await outboxTo(owner.phone, 'whatsapp')).toHaveLength(5);

  // Per link too: a second owner's link is its own count, and one link cannot pass five whoever it names.
  const other = await insertOwner();
  const sharedLink = { ownerId: other.id, linkId: owner.link.linkId };
  await expect(sendOwnerDeviceCode(sharedLink, randomUUID(), minutes(now, 13))).rejects.toMatchObject({ code: 'too_many_codes' });
  await expect(sendOwnerDeviceCode(other.link, randomUUID(), minutes(now, 13))).resolves.toMatchObject({ channel: 'whatsapp' });
  // An hour after the first code the owner can be sent one again.
  await expect(sendOwnerDeviceCode(owner.link, randomUUID(), minutes(now, 61))).resolves.toMatchObject({ channel: 'whatsapp' });
});
