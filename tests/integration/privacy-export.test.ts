// 'Download my data' on a real PostgreSQL: the file covers every table that names a person (checked against the
// database's own schema, so a new table fails here until it is covered or excluded with its reason), holds the
// staff who looked at the person's data (by role), and its link works once, for its own person, for 24 hours. It
// holds only what this account did or was sent as this account: a number typed into a profile (an owner's) brings
// nothing sent to that number, and no copy carries a code or a link that works.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { POST as sendOfferRoute } from '@/app/api/offers/route';
import { POST as requestRoute } from '@/app/api/profile/data-export/route';
import { POST as downloadRoute } from '@/app/api/profile/data-export/[token]/route';
import { POST as ownerAnswerRoute } from '@/app/api/owner/[token]/answer/route';
import { POST as ownerCodeRoute } from '@/app/api/owner/[token]/code/route';
import { POST as ownerVerifyRoute } from '@/app/api/owner/[token]/verify/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { recordView } from '@/server/audit/log';
import { registerUser } from '@/server/auth/registration';
import { getDb } from '@/server/db/client';
import { data_exports, gated_societies, outbox_messages, owners, profiles, tenant_offers, visits } from '@/server/db/schema';
import { buildDataExport, dataExportLinkLive, requestDataExport, takeDataExport } from '@/server/privacy/export';
import { EXPORT_EXCLUDED, EXPORT_SECTIONS } from '@/server/privacy/export-sections';
import { setConsent } from '@/server/privacy/consent';
import { runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { setEnv } from './auth-helpers';
import { outboxTo, useOutboxTransports } from './delivery-fixtures';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant } from './staff-fixtures';
import { dayFromToday, insertRentListing, profilePayload } from './tenant-fixtures';

useEmbeddedAuthEnv();
setEnv({ AUTH_CODES_PER_HOUR_PER_IP: '1000', AUTH_VERIFIES_PER_MINUTE_PER_IP: '1000' });
const database = useTestDatabase();
useOutboxTransports();

/** Tables with a column naming a person: user_id / actor_id, or a foreign key to the profile or the sign-in account. */
async function tablesNamingAPerson(): Promise<string[]> {
  const { rows } = await getDb().execute<{ t: string }>(sql`
    select distinct c.table_schema || '.' || c.table_name as t
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
     where c.table_schema in ('public', 'embedded_auth') and c.column_name in ('user_id', 'actor_id')
    union
    select distinct n.nspname || '.' || r.relname
      from pg_constraint k
      join pg_class r on r.oid = k.conrelid join pg_namespace n on n.oid = r.relnamespace
      join pg_class f on f.oid = k.confrelid join pg_namespace fn on fn.oid = f.relnamespace
     where k.contype = 'f' and ((fn.nspname = 'public' and f.relname = 'profiles') or (fn.nspname = 'embedded_auth' and f.relname = 'users'))
    union select 'public.profiles' union select 'embedded_auth.users'`);
  return rows.map((row) => row.t).sort();
}

test('every table that names a person is in the file or excluded with a reason', async () => {
  const covered = new Set([...EXPORT_SECTIONS.map((section) => section.table), ...Object.keys(EXPORT_EXCLUDED)]);
  const missing = async () => (await tablesNamingAPerson()).filter((table) => !covered.has(table));
  expect(await tablesNamingAPerson()).toEqual(expect.arrayContaining(['public.visits', 'public.tenant_offers', 'public.shortlist_hearts', 'embedded_auth.sessions']));
  expect(await missing()).toEqual([]);
  // A new table with a person's id, covered by neither list, is caught (by its column, and by its foreign key).
  await getDb().execute(sql`create table probe_by_column (user_id uuid)`);
  await getDb().execute(sql`create table probe_by_key (tenant uuid references profiles (id))`);
  expect(await missing()).toEqual(['public.probe_by_column', 'public.probe_by_key']);
  await getDb().execute(sql`drop table probe_by_column, probe_by_key`);
  // And no section names a table that is gone.
  const { rows } = await getDb().execute<{ t: string }>(sql`select table_schema || '.' || table_name as t from information_schema.tables where table_schema in ('public', 'embedded_auth')`);
  const existing = new Set(rows.map((row) => row.t));
  expect([...covered].filter((table) => !existing.has(table))).toEqual([]);
  for (const reason of Object.values(EXPORT_EXCLUDED)) expect(reason.length).toBeGreaterThan(20);
});

/** The complete JSON inside the HTML file. */
function fileJson(html: string) {
  return JSON.parse(/<pre id="json">([\s\S]*?)<\/pre>/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as {
    person: { email: string };
    sections: { table: string; rows: Record<string, unknown>[] }[];
    staffAccess: { who: string; action: string }[];
  };
}

/** The file of a person, built by the job's own function (no download link needed). */
async function fileOf(userId: string, at = new Date()): Promise<string> {
  const { id } = await requestDataExport(userId);
  expect(await buildDataExport(id, at)).toBe('sent');
  const [row] = await getDb().select({ html: data_exports.file_html }).from(data_exports).where(eq(data_exports.id, id));
  return row!.html!;
}

/** The link the e-mail carries: /my-data/<token>. */
async function linkTokenFor(email: string): Promise<string> {
  const [message] = await outboxTo(email, 'email').then((rows) => rows.filter((row) => row.subject?.includes('Your data')));
  return /\/my-data\/([A-Za-z0-9_-]{43})/.exec(message!.text)![1]!;
}

test('the file holds the person, their tenant profile, consents, messages and who at GHomes looked; the link works once', async () => {
  const tenant = await signedInTenant('export');
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload({ occupation: 'Student' }) })).status).toBe(201);
  await setConsent(tenant.id, 'email_alerts', false);
  await recordView(getDb(), { id: null, email: 'agent@ghomes.in', address: null }, { table: 'profiles', rowId: tenant.id, fields: ['phone'] });

  const asked = await call(requestRoute, '/api/profile/data-export', { method: 'POST', cookie: tenant.cookie });
  expect(asked.status).toBe(202);
  // Asking again while it builds changes nothing.
  await call(requestRoute, '/api/profile/data-export', { method: 'POST', cookie: tenant.cookie });
  expect(Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from data_exports where user_id = ${tenant.id}`)).rows[0]!.n)).toBe(1);

  await runDueJobs(database.url());
  const token = await linkTokenFor(tenant.email);

  const stranger = await signedInTenant('stranger');
  expect((await call(downloadRoute, `/api/profile/data-export/${token}`, { method: 'POST', cookie: stranger.cookie, params: { token } })).status).toBe(404);

  const download = await call(downloadRoute, `/api/profile/data-export/${token}`, { method: 'POST', cookie: tenant.cookie, params: { token } });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.html"$/);
  const html = await download.text();
  const json = fileJson(html);
  expect(json.person.email).toBe(tenant.email);
  const rowsOf = (table: string) => json.sections.find((section) => section.table === table)!.rows;
  expect(rowsOf('public.tenant_profile')).toMatchObject([{ occupation: 'Student' }]);
  expect(rowsOf('public.consent_log')).toMatchObject([{ purpose: 'email_alerts', granted: false }]);
  const signInMails = rowsOf('public.outbox_messages');
  expect(signInMails.length).toBeGreaterThan(0); // the sign-in codes we e-mailed: the copies, without the code or the link
  expect(signInMails.every((row) => String(row.text).includes('[code removed]') && !/\b\d{6}\b/.test(String(row.text)) && !/token=/.test(String(row.text)))).toBe(true);
  expect(JSON.stringify(rowsOf('embedded_auth.one_time_codes'))).not.toContain('code_hash');
  // Staff are named by their role, never by their own address.
  expect(json.staffAccess).toEqual([expect.objectContaining({ who: 'a GHomes team member', action: 'view' })]);
  expect(html).not.toContain('agent@ghomes.in');
  expect(html).toContain('Who at GHomes looked at or changed your data');

  // Once: the second download is refused and the file is gone from the database.
  expect((await call(downloadRoute, `/api/profile/data-export/${token}`, { method: 'POST', cookie: tenant.cookie, params: { token } })).status).toBe(404);
  expect((await getDb().select({ file: data_exports.file_html }).from(data_exports).where(sql`user_id = ${tenant.id}`))[0]!.file).toBeNull();
});

test('the link stops working 24 hours after the file was built', async () => {
  const tenant = await signedInTenant('export-expiry');
  await call(requestRoute, '/api/profile/data-export', { method: 'POST', cookie: tenant.cookie });
  const [request] = await getDb().select({ id: data_exports.id }).from(data_exports).where(sql`user_id = ${tenant.id}`);
  const built = new Date('2027-01-10T10:00:00Z');
  expect(await buildDataExport(request!.id, built)).toBe('sent');
  await runDueJobs(database.url());
  const token = await linkTokenFor(tenant.email);
  expect(await dataExportLinkLive(tenant.id, token, new Date('2027-01-11T09:59:00Z'))).toBe(true);
  await expect(takeDataExport(tenant.id, token, new Date('2027-01-11T10:00:00Z'))).rejects.toMatchObject({ status: 404 });
});

const newDevice = () => `ghomes-device=${randomBytes(32).toString('base64url')}`;
const ownerCall = (route: Parameters<typeof call>[0], action: string, token: string, cookie: string, body: unknown = {}) =>
  call(route, `/api/owner/${token}/${action}`, { method: 'POST', cookie, body, params: { token } });

test('a stranger who registers with an owner’s number gets nothing sent to it: no link, no code, and cannot answer the offer', async () => {
  // An owner whose number is proved (so the offer link goes by WhatsApp), an offer, and a browser asking for a code.
  const listing = await insertRentListing();
  await getDb().update(gated_societies).set({ offer_answer_mode: 'owners_direct' }).where(eq(gated_societies.id, listing.societyId));
  const ownerPhone = `97${String(Date.now() % 1e8).padStart(8, '0')}`;
  await getDb().insert(owners).values({ id: listing.ownerId, name: 'Ravi Kumar', phone: ownerPhone, phone_verified_at: new Date(Date.now() - 86_400_000) });
  const tenant = await signedInTenant('offerer');
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload() })).status).toBe(201);
  const offer = await call(sendOfferRoute, '/api/offers', {
    method: 'POST',
    cookie: tenant.cookie,
    body: { rent_listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, offered_rent: 40000, offered_security_deposit: 120000, movein_date: dayFromToday(10) },
  });
  expect(offer.status).toBe(201);
  const offerId = ((await offer.json()) as { offer: { id: string } }).offer.id;
  await runDueJobs(database.url());
  const toOwner = await getDb().select({ text: outbox_messages.text }).from(outbox_messages).where(eq(outbox_messages.to_address, `+91${ownerPhone}`));
  const ownerToken = /\/owner\/([\w-]+\.[\w-]+\.[\w-]+)/.exec(toOwner.map((row) => row.text).join('\n'))![1]!;
  expect((await ownerCall(ownerCodeRoute, 'code', ownerToken, newDevice())).status).toBe(200);

  // The stranger registers with the owner's number (never proved: the codes go to the owner's phone) and asks for the file.
  const stranger = await registerUser({ firstName: 'Sly', lastName: 'Squatter', countryCode: '+91', phone: ownerPhone, email: `squatter.${Date.now()}@example.com` });
  const html = await fileOf(stranger.id);
  const json = fileJson(html);
  expect(html).not.toContain(ownerToken);
  expect(html).not.toContain('/owner/');
  const codesInFile = JSON.stringify(json).match(/(?<![\w.-])\d{6}(?![\w-])/g) ?? [];
  expect(codesInFile).toEqual([]); // no code of any kind
  const rowsOf = (table: string) => json.sections.find((section) => section.table === table)!.rows;
  expect(rowsOf('public.outbox_messages').filter((row) => row.to_address === `+91${ownerPhone}`)).toEqual([]);
  expect(rowsOf('public.delivered_messages').filter((row) => row.recipient === `+91${ownerPhone}`)).toEqual([]);
  expect(rowsOf('public.phone_otps')).toEqual([]);

  // Nothing in the file answers the owner's offer: a browser of the stranger's is not the owner's, whatever it tries.
  const device = newDevice();
  expect((await ownerCall(ownerAnswerRoute, 'answer', ownerToken, device, { action: 'accept' })).status).toBe(404);
  for (const code of codesInFile) expect((await ownerCall(ownerVerifyRoute, 'verify', ownerToken, device, { code })).status).toBe(422);
  expect((await getDb().select({ status: tenant_offers.offer_status }).from(tenant_offers).where(eq(tenant_offers.id, offerId)))[0]!.status).toBe('Pending');
});

test('by number only what came after this account proved it; codes, links and gate passes never in any copy', async () => {
  const person = await signedInTenant('proved');
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, person.id));
  const e164 = `${profile!.country_code}${profile!.phone}`;
  const proved = new Date(Date.now() - 3_600_000);
  await getDb().insert(outbox_messages).values({ channel: 'whatsapp', to_address: e164, text: 'For the number’s previous holder', created_at: new Date(proved.getTime() - 60_000) });
  await getDb().update(profiles).set({ phone_verified_at: proved }).where(eq(profiles.id, person.id));
  const listing = await insertRentListing();
  const start = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + 3 * 86_400_000);
  await getDb().insert(visits).values({ user_id: person.id, visit_type: 'rental', property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId, visit_start: start, visit_end: new Date(start.getTime() + 1_800_000), status: 'upcoming', pass_code: 'K7M2Q9XW' });
  const secretLink = `${'http://localhost:3000'}/my-data/${randomBytes(32).toString('base64url')}`;
  await getDb().insert(outbox_messages).values([
    { channel: 'whatsapp', to_address: e164, text: `482913 is your GHomes verification code. Gate pass K7M2-Q9XW. Open ${secretLink}. Rent ₹40,000 on 12 Dec 2026.` },
    { channel: 'email', to_address: profile!.email, subject: '771204 is your GHomes code', text: `Sign in: http://localhost:3000/auth/confirm?token=abc&type=email then /society/prestige-lakeside` },
  ]);
  const manager = await signedInStaff('manager');
  await recordView(getDb(), { id: manager.id, email: manager.email, address: null }, { table: 'profiles', rowId: person.id, fields: ['phone'] });

  const html = await fileOf(person.id);
  const json = fileJson(html);
  const texts = json.sections.find((section) => section.table === 'public.outbox_messages')!.rows.map((row) => `${row.subject ?? ''} ${row.text}`);
  expect(texts.some((text) => text.includes('previous holder'))).toBe(false);
  expect(texts.some((text) => text.includes('[code removed] is your GHomes verification code. Gate pass [code removed]. Open http://localhost:3000/my-data/[removed]'))).toBe(true);
  expect(texts.some((text) => text.includes('Rent ₹40,000 on 12 Dec 2026'))).toBe(true);
  expect(texts.some((text) => text.includes('[code removed] is your GHomes code') && text.includes('/auth/confirm?[removed]') && text.includes('/society/prestige-lakeside'))).toBe(true);
  for (const secret of ['482913', '771204', 'K7M2Q9XW', 'K7M2-Q9XW', secretLink.split('/').at(-1)!, 'token=abc']) expect(html).not.toContain(secret);
  expect(json.sections.find((section) => section.table === 'public.visits')!.rows).toMatchObject([{ pass_code: '[code removed]' }]);
  expect(json.staffAccess).toEqual([expect.objectContaining({ who: 'a GHomes manager', action: 'view' })]);
  expect(html).not.toContain(manager.email);
});

test('the file reads every time in India time, names societies and homes beside their ids, and keeps no login code or link', async () => {
  const person = await signedInTenant('export-readable');
  const listing = await insertRentListing();
  const [society] = await getDb().select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.id, listing.societyId));
  const start = new Date('2027-01-05T04:30:00Z'); // 10:00 AM in India
  await getDb().insert(visits).values({ user_id: person.id, visit_type: 'rental', property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId, visit_start: start, visit_end: new Date(start.getTime() + 1_800_000), status: 'upcoming' });

  const html = await fileOf(person.id, new Date('2026-12-31T18:45:00Z'));
  const json = fileJson(html) as ReturnType<typeof fileJson> & { generatedAt: string; staffAccess: { at: string }[] };
  const rowsOf = (table: string) => json.sections.find((section) => section.table === table)!.rows;

  // India time, as the file's first line says ('as of 2027-01-01 00:15:00 IST'): in the rows, the JSON and the page.
  expect(json.generatedAt).toBe('2027-01-01 00:15:00 IST');
  expect(html).toContain('as of 2027-01-01 00:15:00 IST');
  expect(html).toContain('Every time in this file is India time (IST)');
  const [visit] = rowsOf('public.visits');
  expect(visit).toMatchObject({ visit_start: '2027-01-05 10:00:00 IST', visit_end: '2027-01-05 10:30:00 IST' });
  expect(String(visit!.created_at)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST$/);
  const utcLooking = /\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)(?![\d])/;
  const values = json.sections.flatMap((section) => section.rows.flatMap((row) => Object.values(row)));
  expect(values.filter((value) => typeof value === 'string' && utcLooking.test(value))).toEqual([]);
  expect(rowsOf('embedded_auth.one_time_codes').length).toBeGreaterThan(0);
  expect(rowsOf('embedded_auth.one_time_codes').every((row) => /IST$/.test(String(row.created_at)))).toBe(true);

  // The society and the home by name, beside their ids.
  expect(visit).toMatchObject({ society_id: listing.societyId, society_name: society!.name, property_id: listing.propertyId, home: `Semi-Furnished in ${society!.name}` });
  expect(Object.keys(visit!).indexOf('society_name')).toBe(Object.keys(visit!).indexOf('society_id') + 1);
  expect(html).toContain(`<dt>society name</dt><dd>${society!.name}</dd>`);

  // The login e-mails we sent: their copies, without the code or the one-tap link's token.
  const loginMails = rowsOf('public.outbox_messages').filter((row) => String(row.subject).includes('login code'));
  expect(loginMails.length).toBeGreaterThan(0);
  for (const mail of loginMails) {
    expect(String(mail.text)).toMatch(/^Your \S+ login code\n\n\[code removed\]\n/);
    expect(String(mail.text)).toMatch(/Or sign in with one tap:\nhttps?:\/\/[^/\s]+\/auth\/confirm\?\[removed\]\n/);
    expect(String(mail.text)).not.toMatch(/token_hash|(?<![\w.-])\d{6}(?![\w-])/);
  }
});
