// The retention purges on a fixed clock: each kind goes exactly when its period on the Privacy page ends, and the
// audit log stays append-only for everything newer than its cut-off.
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { audit_log, campaigns, delivered_messages, festival_leads, outbox_messages, phone_otps } from '@/server/db/schema';
import { purgeRetention } from '@/server/privacy/retention';
import { DEFAULT_RETENTION } from '@/lib/privacy/retention';
import { useTestDatabase } from '../helpers/test-db';
import { registerPerson } from './auth-helpers';
import { useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

const NOW = new Date('2027-06-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, minutes = 0) => new Date(NOW.getTime() - days * DAY + minutes * 60_000);
/** The database's own message for a refused statement (drizzle wraps it as the cause). */
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );
const count = async (table: string) => Number((await getDb().execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n);

test('one-time codes go a day after they expire, not before', async () => {
  await getDb().insert(phone_otps).values([
    { phone: '+919800000001', holder: 'old', code_hash: 'x', expires_at: daysAgo(1, -1) },
    { phone: '+919800000002', holder: 'recent', code_hash: 'x', expires_at: daysAgo(1, 1) },
  ]);
  await getDb().execute(sql`insert into embedded_auth.login_links (token_hash, email, expires_at) values ('old', 'a@example.com', ${daysAgo(2)}), ('new', 'a@example.com', ${daysAgo(0)})`);
  const removed = await purgeRetention(NOW, DEFAULT_RETENTION);
  expect(removed.codes).toBe(2);
  expect((await getDb().select({ holder: phone_otps.holder }).from(phone_otps)).map((row) => row.holder)).toEqual(['recent']);
  expect(await count('embedded_auth.login_links')).toBe(1);
});

test('outbox copies and delivery keys go after 90 days', async () => {
  await getDb().insert(outbox_messages).values([
    { channel: 'email', to_address: 'old@example.com', text: 'old', created_at: daysAgo(90, -1) },
    { channel: 'email', to_address: 'new@example.com', text: 'new', created_at: daysAgo(89) },
  ]);
  await getDb().insert(delivered_messages).values([
    { message_key: 'old', channel: 'email', recipient: 'old@example.com', delivered_at: daysAgo(91) },
    { message_key: 'new', channel: 'email', recipient: 'new@example.com', delivered_at: daysAgo(10) },
  ]);
  expect((await purgeRetention(NOW, DEFAULT_RETENTION)).messages).toBe(2);
  expect((await getDb().select({ to: outbox_messages.to_address }).from(outbox_messages)).map((row) => row.to)).toEqual(['new@example.com']);
  expect((await getDb().select({ key: delivered_messages.message_key }).from(delivered_messages)).map((row) => row.key)).toEqual(['new']);
});

test('festival leads go a year after their campaign ends, unless the number became an account', async () => {
  const festival = { name: 'Old fest', greeting: 'Hi', intro: 'Hi', welcome_message: 'Welcome', society_name: 'X', homes_managed: 10 };
  await getDb().insert(campaigns).values([
    { ...festival, slug: 'long-ago', starts_at: daysAgo(500), ends_at: daysAgo(366) },
    { ...festival, slug: 'last-season', starts_at: daysAgo(400), ends_at: daysAgo(364) },
    { ...festival, slug: 'open', starts_at: daysAgo(800), ends_at: null },
  ]);
  const customer = await registerPerson('lead-customer');
  const [profile] = (await getDb().execute<{ phone: string }>(sql`select phone from profiles where id = ${customer.id}`)).rows;
  await getDb().insert(festival_leads).values([
    { phone: '9811111111', campaign: 'long-ago', role: 'Tenant' },
    { phone: profile!.phone, campaign: 'long-ago', role: 'Tenant' },
    { phone: '9811111111', campaign: 'last-season', role: 'Tenant' },
    { phone: '9811111111', campaign: 'open', role: 'Tenant' },
  ]);
  expect((await purgeRetention(NOW, DEFAULT_RETENTION)).leads).toBe(1);
  const left = await getDb().select({ phone: festival_leads.phone, campaign: festival_leads.campaign }).from(festival_leads);
  expect(left.map((row) => `${row.campaign}:${row.phone === profile!.phone ? 'customer' : 'lead'}`).sort()).toEqual(['last-season:lead', 'long-ago:customer', 'open:lead']);
});

test('security logs go after a year; the audit log refuses every other change and delete', async () => {
  await getDb().insert(audit_log).values([
    { actor_email: 'staff@example.com', action: 'view', table_name: 'profiles', row_id: 'old', created_at: daysAgo(366) },
    { actor_email: 'staff@example.com', action: 'view', table_name: 'profiles', row_id: 'new', created_at: daysAgo(364) },
  ]);
  await getDb().execute(sql`insert into staff_session_activity (session_id, user_id, last_seen_at) values (gen_random_uuid(), gen_random_uuid(), ${daysAgo(400)})`);
  expect((await purgeRetention(NOW, DEFAULT_RETENTION)).securityLogs).toBe(2);
  expect((await getDb().select({ row: audit_log.row_id }).from(audit_log)).map((row) => row.row)).toEqual(['new']);

  // Without the purge's cut-off, and past it, the trigger still refuses.
  const refused = 'audit_log rows cannot be changed or deleted';
  expect(await refusal(getDb().execute(sql`delete from audit_log`))).toBe(refused);
  expect(await refusal(getDb().execute(sql`update audit_log set action = 'edited'`))).toBe(refused);
  const pastTheCut = getDb().transaction(async (tx) => {
    await tx.execute(sql`select set_config('ghomes.audit_purge_before', ${daysAgo(365).toISOString()}, true)`);
    await tx.execute(sql`delete from audit_log`);
  });
  expect(await refusal(pastTheCut)).toBe(refused);
  expect(await count('audit_log')).toBe(1);
});
