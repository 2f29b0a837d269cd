// 'Download my data' on a real PostgreSQL: the file covers every table that names a person (checked against the
// database's own schema, so a new table fails here until it is covered or excluded with its reason), holds the
// staff who looked at the person's data, and its link works once, for its own person, for 24 hours.
import { sql } from 'drizzle-orm';
import { POST as requestRoute } from '@/app/api/profile/data-export/route';
import { POST as downloadRoute } from '@/app/api/profile/data-export/[token]/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { recordView } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { data_exports } from '@/server/db/schema';
import { buildDataExport, dataExportLinkLive, takeDataExport } from '@/server/privacy/export';
import { EXPORT_EXCLUDED, EXPORT_SECTIONS } from '@/server/privacy/export-sections';
import { setConsent } from '@/server/privacy/consent';
import { runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { setEnv } from './auth-helpers';
import { outboxTo, useOutboxTransports } from './delivery-fixtures';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInTenant } from './staff-fixtures';
import { profilePayload } from './tenant-fixtures';

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
  const json = JSON.parse(/<pre id="json">([\s\S]*?)<\/pre>/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as {
    person: { email: string };
    sections: { table: string; rows: Record<string, unknown>[] }[];
    staffAccess: { who: string; action: string }[];
  };
  expect(json.person.email).toBe(tenant.email);
  const rowsOf = (table: string) => json.sections.find((section) => section.table === table)!.rows;
  expect(rowsOf('public.tenant_profile')).toMatchObject([{ occupation: 'Student' }]);
  expect(rowsOf('public.consent_log')).toMatchObject([{ purpose: 'email_alerts', granted: false }]);
  expect(rowsOf('public.outbox_messages').length).toBeGreaterThan(0); // the sign-in codes we e-mailed
  expect(JSON.stringify(rowsOf('embedded_auth.one_time_codes'))).not.toContain('code_hash');
  expect(json.staffAccess).toEqual([expect.objectContaining({ who: 'agent@ghomes.in', action: 'view' })]);
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
