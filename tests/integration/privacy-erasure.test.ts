// 'Delete my account' on a real PostgreSQL: the 48-hour grace with its e-mailed undo, then the final erasure: no
// column of any table holds the person's e-mail, phone or name; future slots are free; the owner keeps the sent
// offer (withdrawn) and the visit that happened; the e-mail and the number register again. And the erasure after
// three years without sign-in, with its notice first, on one clock that starts today.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { POST as sendOfferRoute } from '@/app/api/offers/route';
import { POST as contactRoute } from '@/app/api/send-contact-email/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { recordAudit, recordView } from '@/server/audit/log';
import { registerUser } from '@/server/auth/registration';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { account_deletions, audit_log, festival_leads, gated_societies, owner_links, owners, profiles, saved_searches, shortlist_hearts, tenant_offers, visits } from '@/server/db/schema';
import { setConsent } from '@/server/privacy/consent';
import { deletionState, finaliseDeletion, INACTIVE_YEARS, noticeInactiveAccounts, scheduleDeletion, undoDeletion } from '@/server/privacy/deletion';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { setEnv } from './auth-helpers';
import { outboxTo, useOutboxTransports } from './delivery-fixtures';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInTenant } from './staff-fixtures';
import { dayFromToday, insertRentListing, profilePayload } from './tenant-fixtures';

useEmbeddedAuthEnv();
setEnv({ AUTH_CODES_PER_HOUR_PER_IP: '1000', AUTH_VERIFIES_PER_MINUTE_PER_IP: '1000' });
const database = useTestDatabase();
useOutboxTransports();

const HOUR = 3600_000;
const FIRST = 'Zephyrine';
const LAST = 'Quillfeather';

/** The tables the scan reads: every table of every schema but PostgreSQL's own, so a new table is scanned too. */
async function scannedColumns() {
  const { rows } = await getDb().execute<{ s: string; t: string; c: string }>(sql`
    select c.table_schema as s, c.table_name as t, c.column_name as c from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
     where c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg\_%'`);
  return rows;
}

/** Every column of every table (ours, sign-in's, the job queue's, any other), of any type read as text, that holds `needle`. */
async function columnsHolding(needle: string): Promise<string[]> {
  const columns = await scannedColumns();
  const found: string[] = [];
  for (const { s, t, c } of columns) {
    const { rows } = await getDb().execute(sql`select 1 from ${sql.identifier(s)}.${sql.identifier(t)} where strpos(lower(${sql.identifier(c)}::text), lower(${needle})) > 0 limit 1`);
    if (rows.length) found.push(`${s}.${t}.${c}`);
  }
  return found;
}

/** A tenant with a little of everything: tenant profile, visits (one past, one to come), an offer, hearts, a saved search, consents, a lead, a contact message, and staff who looked. */
async function fullAccount() {
  const tenant = await signedInTenant('erase');
  await getDb().update(profiles).set({ first_name: FIRST, last_name: LAST }).where(eq(profiles.id, tenant.id));
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, tenant.id));
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload({ short_bio: `I am ${FIRST}` }) })).status).toBe(201);

  const listing = await insertRentListing();
  await getDb().update(gated_societies).set({ offer_answer_mode: 'owners_direct' }).where(eq(gated_societies.id, listing.societyId));
  await getDb().insert(owners).values({ id: listing.ownerId, name: 'Ravi Kumar', phone: `97${String(Date.now()).slice(-8)}`, email: 'ravi.owner@example.com' });
  const offer = await call(sendOfferRoute, '/api/offers', {
    method: 'POST',
    cookie: tenant.cookie,
    body: { rent_listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, offered_rent: 40000, offered_security_deposit: 120000, movein_date: dayFromToday(10), extra_fittings_requested: `A desk for ${FIRST}`, message: `Call ${FIRST} on ${profile!.phone}` },
  });
  expect(offer.status).toBe(201);
  const offerId = ((await offer.json()) as { offer: { id: string } }).offer.id;

  const slot = (days: number) => {
    const start = new Date(Math.floor(Date.now() / (30 * 60_000)) * 30 * 60_000 + days * 24 * HOUR);
    return { visit_start: start, visit_end: new Date(start.getTime() + 30 * 60_000) };
  };
  const base = { user_id: tenant.id, visit_type: 'rental', property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId };
  const [past] = await getDb().insert(visits).values({ ...base, ...slot(-3), status: 'completed', notes: `${FIRST} liked the balcony` }).returning({ id: visits.id });
  const [future] = await getDb().insert(visits).values({ ...base, ...slot(5), status: 'upcoming', pass_code: `P${Date.now() % 1e6}` }).returning({ id: visits.id, start: visits.visit_start });

  await getDb().insert(shortlist_hearts).values({ user_id: tenant.id, property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId });
  await getDb().insert(saved_searches).values({ user_id: tenant.id, label: `${FIRST}'s search`, query: 'q=1' });
  await setConsent(tenant.id, 'whatsapp_updates', false);
  await getDb().insert(festival_leads).values({ phone: profile!.phone, campaign: 'ganesha', role: 'Tenant' });
  // Through the form, so the team's copy of it (to the team mailbox: name, e-mail, number and text) exists too.
  const contact = await call(contactRoute, '/api/send-contact-email', { method: 'POST', body: { name: `${FIRST} ${LAST}`, email: profile!.email, phone: profile!.phone, subject: 'A question', message: `Hello, this is ${FIRST}` } });
  expect(contact.status).toBeLessThan(300);
  await runDueJobs(database.url(), ['send-message', 'deliver-email']);
  expect(await outboxTo(getEnv().CONTACT_EMAIL, 'email')).toEqual(expect.arrayContaining([expect.objectContaining({ text: expect.stringContaining(profile!.email) })]));
  const agent = { id: null, email: 'agent@ghomes.in', address: '203.0.113.9' };
  await recordView(getDb(), agent, { table: 'profiles', rowId: tenant.id, fields: ['phone'] });
  await recordAudit(getDb(), agent, { action: 'visit.note', table: 'visits', rowId: past!.id, before: null, after: { notes: `${FIRST} ${LAST} (${profile!.email}, +91${profile!.phone})` } });
  return { tenant, profile: profile!, offerId, listing, pastId: past!.id, future: future! };
}

/** The undo link of the newest deletion e-mail. */
async function undoTokenFor(email: string): Promise<string> {
  const messages = (await outboxTo(email, 'email')).filter((row) => row.subject?.includes('will be deleted')).sort((a, b) => +b.created_at - +a.created_at);
  return /\/account\/keep\/([A-Za-z0-9_-]{43})/.exec(messages[0]!.text)![1]!;
}

test('the deletion e-mail undoes it within 48 hours; after them the erasure is final and leaves nothing of the person', async () => {
  const account = await fullAccount();
  const { tenant, profile } = account;
  const asked = new Date();
  await scheduleDeletion(tenant.id, 'requested', asked);
  await runDueJobs(database.url(), ['send-message', 'deliver-email']);
  await undoDeletion(await undoTokenFor(profile.email), new Date(asked.getTime() + 47 * HOUR));
  expect(await deletionState(tenant.id)).toBeNull();
  expect((await queuedJobs(database.url())).filter((job) => job.task_identifier === 'finalise-account-deletion')).toEqual([]);
  // The link works once.
  await expect(undoDeletion(await undoTokenFor(profile.email), new Date(asked.getTime() + 47 * HOUR))).rejects.toMatchObject({ status: 404 });

  // Again, and this time the grace passes.
  const again = new Date(asked.getTime() + HOUR);
  await scheduleDeletion(tenant.id, 'requested', again);
  await runDueJobs(database.url(), ['send-message', 'deliver-email']);
  const token = await undoTokenFor(profile.email);
  expect(await finaliseDeletion(tenant.id, new Date(again.getTime() + 47 * HOUR))).toEqual({ outcome: 'not-due' });
  const final = new Date(again.getTime() + 48 * HOUR);
  expect(await finaliseDeletion(tenant.id, final)).toEqual({ outcome: 'erased', visitsCancelled: 1, offersWithdrawn: 1, listingsEnded: 0 });
  await expect(undoDeletion(token, final)).rejects.toMatchObject({ status: 404 });

  // The scan reads every table there is (a table added tomorrow included), and every outbox row with them.
  const scanned = new Set((await scannedColumns()).map((column) => `${column.s}.${column.t}`));
  for (const table of ['public.outbox_messages', 'public.contact_messages', 'public.audit_log', 'embedded_auth.users', 'graphile_worker._private_jobs']) expect(scanned).toContain(table);
  for (const needle of [profile.email, profile.phone, FIRST, LAST]) expect({ needle, columns: await columnsHolding(needle) }).toEqual({ needle, columns: [] });
  const { rows: outboxMentions } = await getDb().execute(sql`select id from outbox_messages where strpos(lower(concat_ws(' ', to_address, subject, text, html, attachments::text)), lower(${profile.email})) > 0
      or strpos(concat_ws(' ', to_address, subject, text, html, attachments::text), ${profile.phone}) > 0 or strpos(concat_ws(' ', subject, text, html), ${FIRST}) > 0`);
  expect(outboxMentions).toEqual([]);

  // The future slot is free; the visit that happened and the offer stay for the owner, without the person.
  const visitRows = await getDb().select({ id: visits.id, status: visits.status }).from(visits).where(eq(visits.user_id, tenant.id));
  expect(Object.fromEntries(visitRows.map((row) => [row.id, row.status]))).toEqual({ [account.pastId]: 'completed', [account.future.id]: 'cancelled' });
  const [offer] = await getDb().select({ status: tenant_offers.offer_status }).from(tenant_offers).where(eq(tenant_offers.id, account.offerId));
  expect(offer!.status).toBe('Withdrawn');
  const links = await getDb().select({ revoked: owner_links.revoked_at }).from(owner_links).where(eq(owner_links.subject_id, account.offerId));
  expect(links.length).toBeGreaterThan(0);
  expect(links.every((link) => link.revoked !== null)).toBe(true);
  expect(await getDb().select().from(account_deletions).where(eq(account_deletions.user_id, tenant.id))).toEqual([]);

  // The audit log still refuses every change outside the erasure, and records the erasure itself.
  await expect(getDb().execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
  expect((await getDb().select({ action: audit_log.action }).from(audit_log).where(eq(audit_log.row_id, tenant.id))).map((row) => row.action)).toEqual(['view', 'account.erase']);

  // The e-mail and the number register again.
  const anew = await registerUser({ firstName: FIRST, lastName: LAST, countryCode: '+91', phone: profile.phone, email: profile.email });
  expect(anew.id).not.toBe(tenant.id);
});

test('three years without sign-in: a notice, then the erasure 48 hours later unless the person signs in', async () => {
  // One clock: the run is INACTIVE_YEARS and a month after today, so the account registered anew today by the first
  // test has been quiet long enough too, whatever today's date is.
  const now = new Date();
  now.setUTCFullYear(now.getUTCFullYear() + INACTIVE_YEARS, now.getUTCMonth() + 1);
  const threeYearsBefore = new Date(now);
  threeYearsBefore.setUTCFullYear(now.getUTCFullYear() - INACTIVE_YEARS);
  const quiet = await registerUser({ firstName: 'Quiet', lastName: 'Person', countryCode: '+91', phone: '9123400001', email: 'quiet.person@example.com' });
  const back = await registerUser({ firstName: 'Back', lastName: 'Again', countryCode: '+91', phone: '9123400002', email: 'back.again@example.com' });
  const recent = await registerUser({ firstName: 'Recent', lastName: 'Person', countryCode: '+91', phone: '9123400003', email: 'recent.person@example.com' });
  const signedIn = (id: string, at: Date) => getDb().execute(sql`update embedded_auth.users set last_sign_in_at = ${at} where id = ${id}`);
  await signedIn(quiet.id, new Date(threeYearsBefore.getTime() - 24 * HOUR));
  await signedIn(back.id, new Date(threeYearsBefore.getTime() - 24 * HOUR));
  await signedIn(recent.id, new Date(threeYearsBefore.getTime() + 24 * HOUR));

  // (The account the first test registered anew, never signed in to since 2026, is noticed too.)
  expect(await noticeInactiveAccounts(now)).toBe(3);
  expect(await noticeInactiveAccounts(now)).toBe(0); // once
  expect(await deletionState(quiet.id)).toEqual({ reason: 'inactive', finalAt: new Date(now.getTime() + 48 * HOUR).toISOString() });
  expect(await deletionState(back.id)).toMatchObject({ reason: 'inactive' });
  expect(await deletionState(recent.id)).toBeNull();
  await runDueJobs(database.url(), ['send-message', 'deliver-email']);
  expect((await outboxTo('quiet.person@example.com', 'email')).map((row) => row.subject)).toEqual(['Your GHomes account will be deleted']);

  await signedIn(back.id, new Date(now.getTime() + HOUR));
  const due = new Date(now.getTime() + 48 * HOUR);
  expect(await finaliseDeletion(back.id, due)).toEqual({ outcome: 'kept' });
  expect((await finaliseDeletion(quiet.id, due)).outcome).toBe('erased');
  const [erased] = await getDb().select({ email: profiles.email, first: profiles.first_name }).from(profiles).where(eq(profiles.id, quiet.id));
  expect(erased).toEqual({ email: `erased-${quiet.id}@erased.invalid`, first: 'Deleted' });
});

describe('with a hosted Supabase project', () => {
  /** A local stand-in for the project's auth admin API: records each DELETE and answers with the status asked for. */
  async function hostedAdmin(status: () => number) {
    const deleted: { path: string; key: string | undefined }[] = [];
    const server = createServer((request, response) => {
      if (request.method === 'DELETE') deleted.push({ path: request.url ?? '', key: request.headers.apikey as string | undefined });
      response.writeHead(status(), { 'Content-Type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    setEnv({ NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${port}`, SUPABASE_SERVICE_ROLE_KEY: 'service-role-for-tests' });
    return { deleted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  test('the hosted sign-in account is deleted with the erasure; when it cannot be, nothing here is erased until it is', async () => {
    const person = await registerUser({ firstName: 'Hosted', lastName: 'Person', countryCode: '+91', phone: '9123400009', email: 'hosted.person@example.com' });
    const asked = new Date('2030-06-01T04:00:00Z');
    await scheduleDeletion(person.id, 'requested', asked);
    const due = new Date(asked.getTime() + 48 * HOUR);
    let answer = 500;
    const admin = await hostedAdmin(() => answer);
    try {
      await expect(finaliseDeletion(person.id, due)).rejects.toThrow('the hosted sign-in account was not deleted (HTTP 500)');
      const [kept] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, person.id));
      expect(kept).toEqual({ email: 'hosted.person@example.com' });
      expect(await deletionState(person.id)).toMatchObject({ reason: 'requested' });

      // The job's next attempt; a 404 (gone already, after an attempt whose database part failed) counts as deleted.
      answer = 404;
      expect((await finaliseDeletion(person.id, due)).outcome).toBe('erased');
      expect(admin.deleted).toEqual([
        { path: `/auth/v1/admin/users/${person.id}`, key: 'service-role-for-tests' },
        { path: `/auth/v1/admin/users/${person.id}`, key: 'service-role-for-tests' },
      ]);
      const [erased] = await getDb().select({ email: profiles.email }).from(profiles).where(eq(profiles.id, person.id));
      expect(erased).toEqual({ email: `erased-${person.id}@erased.invalid` });
    } finally {
      setEnv({ NEXT_PUBLIC_SUPABASE_URL: undefined, SUPABASE_SERVICE_ROLE_KEY: undefined });
      await admin.close();
    }
  });
});
