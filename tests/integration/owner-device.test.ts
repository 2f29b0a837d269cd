// An owner proves a browser with a code (server/owners/device.ts): one code a minute per browser, five an hour per
// owner across browsers (a forwarded link cannot flood the owner's WhatsApp), five wrong tries end a code, a right
// one remembers the browser for 30 days and proves a WhatsApp number.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { owners } from '@/server/db/schema';
import { isOwnerDevice, proveOwnerDevice, sendOwnerDeviceCode } from '@/server/owners/device';
import { useTestDatabase } from '../helpers/test-db';
import { outboxTo, useOutboxTransports } from './delivery-fixtures';
import { useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();
useOutboxTransports();

let phoneCounter = 0;
async function insertOwner(): Promise<{ id: string; phone: string }> {
  phoneCounter += 1;
  const phone = `97${String(Date.now() + phoneCounter).slice(-8)}`;
  const [row] = await getDb().insert(owners).values({ name: 'Lakshmi Rao', phone }).returning({ id: owners.id });
  return { id: row!.id, phone: `+91${phone}` };
}

const lastCode = async (phone: string) => /(\d{6})/.exec((await outboxTo(phone, 'whatsapp')).at(-1)!.text)![1]!;
const minutes = (start: Date, count: number) => new Date(start.getTime() + count * 60_000);

test('a right code remembers the browser for 30 days and proves the WhatsApp number', async () => {
  const owner = await insertOwner();
  const device = randomUUID();
  const now = new Date();
  expect(await sendOwnerDeviceCode(owner.id, device, now)).toMatchObject({ channel: 'whatsapp' });
  expect(await isOwnerDevice(owner.id, device, now)).toBe(false);
  expect(await proveOwnerDevice(owner.id, device, await lastCode(owner.phone), now)).toBe(true);
  expect(await isOwnerDevice(owner.id, device, minutes(now, 29 * 24 * 60))).toBe(true);
  expect(await isOwnerDevice(owner.id, device, minutes(now, 31 * 24 * 60))).toBe(false);
  expect(await isOwnerDevice(owner.id, randomUUID(), now)).toBe(false);
  const [row] = await getDb().select({ verified: owners.phone_verified_at }).from(owners).where(eq(owners.id, owner.id));
  expect(row?.verified).not.toBeNull();
  // The code was used: it proves nothing a second time.
  expect(await proveOwnerDevice(owner.id, randomUUID(), await lastCode(owner.phone), now)).toBe(false);
});

test('one code a minute per browser; five wrong tries end the code', async () => {
  const owner = await insertOwner();
  const device = randomUUID();
  const now = new Date();
  await sendOwnerDeviceCode(owner.id, device, now);
  await expect(sendOwnerDeviceCode(owner.id, device, minutes(now, 0.5))).rejects.toMatchObject({ code: 'code_recently_sent', status: 429 });
  const code = await lastCode(owner.phone);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 0; attempt < 5; attempt += 1) expect(await proveOwnerDevice(owner.id, device, wrong, now)).toBe(false);
  expect(await proveOwnerDevice(owner.id, device, code, now)).toBe(false);
  expect(await isOwnerDevice(owner.id, device, now)).toBe(false);
});

test('five codes an hour per owner across browsers; the next hour sends again', async () => {
  const owner = await insertOwner();
  const now = new Date();
  for (let index = 0; index < 5; index += 1) await sendOwnerDeviceCode(owner.id, randomUUID(), minutes(now, index));
  await expect(sendOwnerDeviceCode(owner.id, randomUUID(), minutes(now, 6))).rejects.toMatchObject({ code: 'too_many_codes', status: 429 });
  expect(await outboxTo(owner.phone, 'whatsapp')).toHaveLength(5);
  await expect(sendOwnerDeviceCode(owner.id, randomUUID(), minutes(now, 61))).resolves.toMatchObject({ channel: 'whatsapp' });
});
