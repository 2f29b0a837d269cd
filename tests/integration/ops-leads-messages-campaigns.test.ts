// The desk's leads, contact messages and campaigns on a real PostgreSQL: every API answers 404 to anyone below its
// role (signed out, a tenant, an agent, and a manager for campaigns) and writes nothing then; every change and
// every view of a person's details is an audit row; the desk's CSV is byte for byte what `npm run leads:export`
// prints for the same filters.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq, sql } from 'drizzle-orm';
import { revalidatePath, revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { POST as createCampaignRoute } from '@/app/api/ops/campaigns/route';
import { PATCH as updateCampaignRoute } from '@/app/api/ops/campaigns/[slug]/route';
import * as exportModule from '@/app/api/ops/leads/export/route';
import { POST as phoneRoute } from '@/app/api/ops/leads/[id]/phone/route';
import { PATCH as messageRoute } from '@/app/api/ops/messages/[id]/route';
import { SITEMAP_TAG } from '@/lib/cache-tags';
import { toLeadFilters } from '@/lib/validation/ops-leads';
import { listDeskLeads } from '@/server/leads/desk';
import { leadsCsvParts } from '@/server/leads/export';
import { listDeskMessages, openDeskMessage } from '@/server/contact/desk';
import { getDb } from '@/server/db/client';
import { audit_log, campaigns, contact_messages, festival_leads } from '@/server/db/schema';
import { useTestDatabase } from '../helpers/test-db';
import { BASE_URL, call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind, type SignedIn } from './staff-fixtures';

const exportRoute = exportModule.POST;

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
const database = useTestDatabase();

type Caller = 'signed out' | 'tenant' | 'agent' | 'manager' | 'admin';
const people = {} as Record<Exclude<Caller, 'signed out'>, SignedIn>;
const cookieOf = (caller: Caller) => (caller === 'signed out' ? undefined : people[caller].cookie);

const CAMPAIGN = 'desk-fest';
const leadIds: string[] = [];
let messageId = '';

beforeAll(async () => {
  const society = await insertSociety({ name: 'Desk Test Society' });
  people.tenant = await signedInTenant('desk-tenant');
  people.agent = await signedInStaff('agent', [society]);
  people.manager = await signedInStaff('manager');
  people.admin = await signedInStaff('admin');
  await getDb()
    .insert(campaigns)
    .values({ slug: CAMPAIGN, name: 'Desk Fest', greeting: 'Hello!', intro: 'Intro', welcome_message: 'Welcome', society_name: 'Desk Test Society', homes_managed: 50, starts_at: new Date('2026-10-01T00:00:00+05:30') });
  const rows = await getDb()
    .insert(festival_leads)
    .values([
      { phone: '9845012345', campaign: CAMPAIGN, role: 'Property Owner', owner_interests: ['rent', 'callback'], verified_at: new Date('2026-10-02T10:00:00Z'), created_at: new Date('2026-10-02T09:00:00Z') },
      { phone: '9123456789', campaign: CAMPAIGN, role: 'Tenant', owner_interests: [], verified_at: new Date('2026-10-03T10:00:00Z'), created_at: new Date('2026-10-03T10:00:00Z') },
      { phone: '9000000001', campaign: CAMPAIGN, role: 'Buyer', owner_interests: [], verified_at: new Date('2026-10-05T10:00:00Z'), created_at: new Date('2026-10-05T10:00:00Z') },
      { phone: '9000000002', campaign: 'ganesha', role: 'Property Owner', owner_interests: ['sell'], verified_at: new Date('2026-09-01T10:00:00Z'), created_at: new Date('2026-09-01T10:00:00Z') },
    ])
    .returning({ id: festival_leads.id });
  leadIds.push(...rows.map((row) => row.id));
  const [message] = await getDb()
    .insert(contact_messages)
    .values({ name: 'Asha Rao Kulkarni', email: 'asha@example.com', phone: '+91 98450 11111', subject: 'Visit on Sunday', message: 'Can I see the flat?' })
    .returning({ id: contact_messages.id });
  messageId = message!.id;
});

const auditCount = async () => (await getDb().select({ count: sql<number>`count(*)::int` }).from(audit_log))[0]!.count;
const auditRows = (table: string, rowId: string) =>
  getDb()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.table_name, table), eq(audit_log.row_id, rowId)))
    .orderBy(asc(audit_log.id));

/** Calls a route as each refused caller: 404 every time, and neither the audit log nor `state()` changes. */
async function expectRefused(callers: Caller[], request: (cookie?: string) => Promise<Response>, state: () => Promise<unknown>) {
  for (const caller of callers) {
    const [auditBefore, before] = [await auditCount(), await state()];
    const response = await request(cookieOf(caller));
    expect({ caller, status: response.status }).toEqual({ caller, status: 404 });
    expect({ caller, audit: await auditCount() }).toEqual({ caller, audit: auditBefore });
    expect(await state()).toEqual(before);
  }
}

const messageState = async () => (await getDb().select().from(contact_messages).where(eq(contact_messages.id, messageId)))[0];
const campaignRows = () => getDb().select().from(campaigns).orderBy(asc(campaigns.slug));

describe('leads', () => {
  test('the CSV download: 404 below manager; a manager and an admin get the filtered CSV, and each download is an audit row', async () => {
    const path = '/api/ops/leads/export';
    const filters = { campaign: CAMPAIGN, from: '2026-10-03' };
    await expectRefused(['signed out', 'tenant', 'agent'], (cookie) => call(exportRoute, path, { method: 'POST', body: filters, cookie }), async () => null);
    for (const caller of ['manager', 'admin'] as const) {
      const before = await auditCount();
      const response = await call(exportRoute, path, { method: 'POST', body: filters, cookie: cookieOf(caller) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-desk-fest-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect((await response.text()).split('\r\n')).toEqual([
        'campaign,phone,role,owner_interests,verified_at_ist,first_joined_at_ist',
        'desk-fest,9123456789,Tenant,,2026-10-03 15:30:00 IST,2026-10-03 15:30:00 IST',
        'desk-fest,9000000001,Buyer,,2026-10-05 15:30:00 IST,2026-10-05 15:30:00 IST',
        '',
      ]);
      expect(await auditCount()).toBe(before + 1);
    }
    const rows = await auditRows('festival_leads', CAMPAIGN);
    expect(rows.map((row) => [row.action, row.actor_email, row.after])).toEqual([
      ['leads.export', people.manager.email, { filters: { campaign: CAMPAIGN, from: '2026-10-03' }, viewed: ['phone'] }],
      ['leads.export', people.admin.email, { filters: { campaign: CAMPAIGN, from: '2026-10-03' }, viewed: ['phone'] }],
    ]);
  });

  test('the desk form posts the filters as form fields: the same CSV; a GET is no export at all', async () => {
    expect('GET' in exportModule).toBe(false); // Next answers 405
    const request = new NextRequest(`${BASE_URL}/api/ops/leads/export`, {
      method: 'POST',
      headers: { cookie: people.manager.cookie, origin: BASE_URL, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ campaign: CAMPAIGN, from: '2026-10-03' }).toString(),
    });
    const response = await exportRoute(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n')).toHaveLength(4);
  });

  test('a cross-site download is refused (403) and writes no audit row in the manager\'s name', async () => {
    const before = await auditCount();
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site', origin: BASE_URL }];
    for (const headers of crossSite) {
      const request = new NextRequest(`${BASE_URL}/api/ops/leads/export`, {
        method: 'POST',
        headers: { cookie: people.manager.cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ campaign: CAMPAIGN }).toString(),
      });
      const response = await exportRoute(request, { params: Promise.resolve({}) });
      expect({ headers, status: response.status }).toEqual({ headers, status: 403 });
    }
    expect(await auditCount()).toBe(before);
  });

  test('a bad filter is a 422 that writes nothing', async () => {
    for (const query of ['role=Landlord', 'from=2026-02-30', 'from=2026-10-05&to=2026-10-01', 'campaign=Bad%20Slug', 'interest=steal']) {
      const before = await auditCount();
      const response = await call(exportRoute, '/api/ops/leads/export', { method: 'POST', body: Object.fromEntries(new URLSearchParams(query)), cookie: people.manager.cookie });
      expect({ query, status: response.status }).toEqual({ query, status: 422 });
      expect(await auditCount()).toBe(before);
    }
  });

  test("the desk's CSV is byte for byte what npm run leads:export prints for the same filters", async () => {
    const response = await call(exportRoute, '/api/ops/leads/export', { method: 'POST', body: { campaign: CAMPAIGN }, cookie: people.manager.cookie });
    const desk = await response.text();
    const script = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/leads-export.ts', '--campaign', CAMPAIGN], {
      env: { ...process.env, DATABASE_URL: database.url() },
      encoding: 'utf8',
    });
    expect(script.stdout).toBe(desk);
    expect(desk.split('\r\n')).toHaveLength(5); // header, three leads, the final CRLF
  });

  test('batches follow the keyset: any batch size gives the same file', async () => {
    const read = async (batchSize: number) => {
      let text = '';
      for await (const part of leadsCsvParts({}, { batchSize })) text += part;
      return text;
    };
    const whole = await read(1000);
    expect(whole.split('\r\n')).toHaveLength(6);
    expect(await read(1)).toBe(whole);
    expect(await read(3)).toBe(whole);
  });

  test('the list: one page, numbers masked, filters by campaign, role, interest and days (India time)', async () => {
    const query = { page: 1, size: 25, sort: 'verified' as const, dir: 'desc' as const };
    const all = await listDeskLeads({}, query);
    expect(all.rows.map((lead) => lead.phoneHint)).toEqual(['90••••••01', '91••••••89', '98••••••45', '90••••••02']);
    expect(JSON.stringify(all)).not.toContain('9845012345');
    expect((await listDeskLeads({ interest: 'callback' }, query)).rows.map((lead) => lead.interests)).toEqual([['Rent out my property', 'Request a callback']]);
    expect((await listDeskLeads({ role: 'Tenant' }, query)).rows).toHaveLength(1);
    expect((await listDeskLeads({ campaign: 'ganesha' }, query)).rows.map((lead) => lead.campaignName)).toEqual(['Ganesh Chaturthi']);
    // 2026-10-03 10:00 UTC is 15:30 that day in India; the 'to' day is included whole.
    const oneDay = await listDeskLeads(toLeadFilters({ from: '2026-10-03', to: '2026-10-03' }), query);
    expect(oneDay.rows.map((lead) => lead.phoneHint)).toEqual(['91••••••89']);
    const paged = await listDeskLeads({}, { ...query, dir: 'asc', size: 25, page: 1 });
    expect([paged.hasNext, paged.rows[0]?.phoneHint]).toEqual([false, '90••••••02']);
  });

  test("'Show number': 404 below manager and no audit row; a manager gets the number and an audit view row", async () => {
    const id = leadIds[0]!;
    await expectRefused(['signed out', 'tenant', 'agent'], (cookie) => call(phoneRoute, `/api/ops/leads/${id}/phone`, { method: 'POST', cookie, params: { id } }), async () => null);
    const response = await call(phoneRoute, `/api/ops/leads/${id}/phone`, { method: 'POST', cookie: people.manager.cookie, params: { id } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ phone: '9845012345' });
    const rows = await auditRows('festival_leads', id);
    expect(rows.map((row) => [row.action, row.actor_email, row.after, row.client_address])).toEqual([['view', people.manager.email, { viewed: ['phone'] }, '198.51.100.50']]);
    const missing = '00000000-0000-4000-8000-000000000000';
    const before = await auditCount();
    expect((await call(phoneRoute, `/api/ops/leads/${missing}/phone`, { method: 'POST', cookie: people.admin.cookie, params: { id: missing } })).status).toBe(404);
    expect((await call(phoneRoute, '/api/ops/leads/nope/phone', { method: 'POST', cookie: people.admin.cookie, params: { id: 'nope' } })).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('contact messages', () => {
  const patch = (cookie: string | undefined, body: unknown, id = messageId) => call(messageRoute, `/api/ops/messages/${id}`, { method: 'PATCH', cookie, body, params: { id } });

  test('opening a message shows the sender and writes a view row; the list shows the first name only', async () => {
    const staff = await staffBehind(people.manager.cookie);
    const message = await openDeskMessage(staff!, messageId);
    expect(message).toMatchObject({ name: 'Asha Rao Kulkarni', email: 'asha@example.com', phone: '+91 98450 11111', message: 'Can I see the flat?', handledAt: null });
    const rows = await auditRows('contact_messages', messageId);
    expect(rows.map((row) => [row.action, row.actor_email, row.after])).toEqual([['view', people.manager.email, { viewed: ['name', 'email', 'phone', 'message'] }]]);
    const page = await listDeskMessages({}, { page: 1, size: 25, sort: 'received', dir: 'desc' });
    expect(page.rows).toEqual([expect.objectContaining({ id: messageId, firstName: 'Asha', subject: 'Visit on Sunday', handledBy: null })]);
    expect(JSON.stringify(page)).not.toContain('asha@example.com');
    expect(await openDeskMessage(staff!, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  test("'Mark handled' / 'Reopen': 404 below manager with nothing written; who and when kept; a repeat is a 409; each change an audit row", async () => {
    await expectRefused(['signed out', 'tenant', 'agent'], (cookie) => patch(cookie, { handled: true }), messageState);
    const handled = await patch(people.manager.cookie, { handled: true });
    expect(handled.status).toBe(200);
    expect(await handled.json()).toEqual({ handledAt: expect.any(String), handledBy: people.manager.email });
    expect(await messageState()).toMatchObject({ handled_by: people.manager.id, handled_by_email: people.manager.email });
    expect((await listDeskMessages({ state: 'open' }, { page: 1, size: 25, sort: 'received', dir: 'desc' })).rows).toEqual([]);
    expect((await listDeskMessages({ state: 'handled' }, { page: 1, size: 25, sort: 'received', dir: 'desc' })).rows).toHaveLength(1);

    const before = await auditCount();
    const again = await patch(people.admin.cookie, { handled: true });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: 'already_handled', message: `This message was already marked handled by ${people.manager.email}.` });
    expect(await auditCount()).toBe(before);
    expect((await messageState())?.handled_by_email).toBe(people.manager.email);

    expect((await patch(people.admin.cookie, { handled: false })).status).toBe(200);
    expect(await messageState()).toMatchObject({ handled_at: null, handled_by: null, handled_by_email: null });
    expect((await patch(people.admin.cookie, { handled: false })).status).toBe(409);

    const rows = (await auditRows('contact_messages', messageId)).filter((row) => row.action !== 'view');
    expect(rows.map((row) => [row.action, row.actor_email, row.before?.handled_by ?? null, row.after?.handled_by ?? null])).toEqual([
      ['contact.handle', people.manager.email, null, people.manager.email],
      ['contact.reopen', people.admin.email, people.manager.email, null],
    ]);
  });

  test('a bad body or id is refused and changes nothing', async () => {
    const before = [await auditCount(), await messageState()];
    expect((await patch(people.manager.cookie, { handled: 'yes' })).status).toBe(422);
    expect((await patch(people.manager.cookie, { handled: true }, 'not-an-id')).status).toBe(404);
    expect((await patch(people.manager.cookie, { handled: true }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect([await auditCount(), await messageState()]).toEqual(before);
  });
});

describe('campaigns', () => {
  const diwali = {
    slug: 'diwali-2026',
    name: 'Diwali',
    greeting: 'Happy Diwali!',
    intro: 'Homes for the festival.',
    welcomeMessage: 'Thanks for joining us this Diwali!',
    societyName: 'Desk Test Society',
    homesManaged: '200',
    startsAt: '2026-10-20T00:00',
    endsAt: '2026-11-10T00:00',
  };
  const create = (cookie: string | undefined, body: unknown) => call(createCampaignRoute, '/api/ops/campaigns', { method: 'POST', cookie, body });
  const update = (cookie: string | undefined, slug: string, body: unknown) => call(updateCampaignRoute, `/api/ops/campaigns/${slug}`, { method: 'PATCH', cookie, body, params: { slug } });

  test('creating: 404 for everyone below admin with nothing written; an admin creates it (India time) with an audit row', async () => {
    await expectRefused(['signed out', 'tenant', 'agent', 'manager'], (cookie) => create(cookie, diwali), campaignRows);
    const response = await create(people.admin.cookie, diwali);
    expect(response.status).toBe(201);
    const [row] = await getDb().select().from(campaigns).where(eq(campaigns.slug, 'diwali-2026'));
    expect(row).toMatchObject({ name: 'Diwali', homes_managed: 200, starts_at: new Date('2026-10-19T18:30:00Z'), ends_at: new Date('2026-11-09T18:30:00Z') });
    const rows = await auditRows('campaigns', 'diwali-2026');
    expect(rows.map((audit) => [audit.action, audit.actor_email, audit.before, audit.after?.starts_at])).toEqual([['campaign.create', people.admin.email, null, '2026-10-19T18:30:00.000Z']]);
    for (const locale of ['en', 'kn', 'hi']) expect(revalidatePath).toHaveBeenCalledWith(`/${locale}/summitt/diwali-2026`);
    expect(revalidateTag).toHaveBeenCalledWith(SITEMAP_TAG);
  });

  test('the rules the festival page relies on: a taken or malformed address, an end before the start, a missing text: refused, nothing written', async () => {
    const cases: [unknown, number][] = [
      [diwali, 409],
      [{ ...diwali, slug: 'ganesha' }, 409],
      [{ ...diwali, slug: 'Bad Slug' }, 422],
      [{ ...diwali, slug: 'new' }, 422],
      [{ ...diwali, slug: 'later', endsAt: '2026-10-19T23:00' }, 422],
      [{ ...diwali, slug: 'later', greeting: '  ' }, 422],
      [{ ...diwali, slug: 'later', homesManaged: '0' }, 422],
      [{ ...diwali, slug: 'later', startsAt: '2026-02-30T10:00' }, 422],
      [{ ...diwali, slug: 'later', intro: 'x'.repeat(1001) }, 422],
    ];
    for (const [body, status] of cases) {
      const before = [await auditCount(), await campaignRows()];
      const response = await create(people.admin.cookie, body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect([await auditCount(), await campaignRows()]).toEqual(before);
    }
  });

  test('editing: 404 below admin with nothing written; an admin changes texts and dates, audited before and after; an open end is allowed', async () => {
    const edit = { ...diwali, name: 'Diwali 2026', endsAt: '' };
    await expectRefused(['signed out', 'tenant', 'agent', 'manager'], (cookie) => update(cookie, 'diwali-2026', edit), campaignRows);
    (revalidatePath as jest.Mock).mockClear();
    const response = await update(people.admin.cookie, 'diwali-2026', edit);
    expect(response.status).toBe(200);
    expect((await response.json()).campaign).toMatchObject({ slug: 'diwali-2026', name: 'Diwali 2026', endsAt: null });
    for (const locale of ['en', 'kn', 'hi']) expect(revalidatePath).toHaveBeenCalledWith(`/${locale}/summitt/diwali-2026`);
    const [audit] = (await auditRows('campaigns', 'diwali-2026')).filter((row) => row.action === 'campaign.update');
    expect([audit?.before?.name, audit?.after?.name, audit?.before?.ends_at, audit?.after?.ends_at]).toEqual(['Diwali', 'Diwali 2026', '2026-11-09T18:30:00.000Z', null]);

    const before = [await auditCount(), await campaignRows()];
    expect((await update(people.admin.cookie, 'no-such-campaign', edit)).status).toBe(404);
    expect((await update(people.admin.cookie, 'Bad Slug', edit)).status).toBe(404);
    expect((await update(people.admin.cookie, 'diwali-2026', { ...edit, endsAt: '2026-10-01T00:00' })).status).toBe(422);
    expect([await auditCount(), await campaignRows()]).toEqual(before);
  });
});
