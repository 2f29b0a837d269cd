// Notes and assignment on the desk, on a real PostgreSQL: a note on a visit (agents of its society), an offer, a
// listing, a message, a tenant or an owner (managers), who and when, audited; an offer, a message or a listing given
// to a manager or an admin, audited, and 'Mine' on those lists. Every route answers 404 below its role and writes
// nothing on a refusal. No tenant or owner answer, page or message carries a note, and erasing a tenant erases the
// notes about them.
import { and, eq, sql } from 'drizzle-orm';
import { POST as acceptRoute } from '@/app/api/ops/offers/[offerId]/accept/route';
import { PUT as assignRoute } from '@/app/api/ops/assignments/route';
import { GET as listNotesRoute, POST as addNoteRoute } from '@/app/api/ops/notes/route';
import { GET as sentOffersRoute } from '@/app/api/offers/sent/route';
import { GET as visitsRoute } from '@/app/api/visits/route';
import { parseListingsQuery } from '@/lib/ops/listings-table';
import { parseOffersView } from '@/lib/ops/offers-table';
import { parseTableQuery } from '@/lib/ops/table-query';
import { addCalendarDays, indiaInstant, indiaToday } from '@/lib/time/india';
import { listDeskMessages } from '@/server/contact/desk';
import { getDb } from '@/server/db/client';
import { audit_log, contact_messages, data_exports, desk_notes, owners, profiles, property_rent_listings, tenant_offers, tenant_profile, visits } from '@/server/db/schema';
import { listDeskListings } from '@/server/listings/desk';
import { listDeskOffers } from '@/server/offers/desk';
import { ownerOfferView, sendOfferToOwner } from '@/server/offers/owner-offers';
import { buildDataExport, requestDataExport } from '@/server/privacy/export';
import { finaliseDeletion, scheduleDeletion } from '@/server/privacy/deletion';
import { listingFacts } from '@/server/listings/listing-facts';
import { boardView } from '@/server/visits/desk-board';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind, type SignedIn } from './staff-fixtures';
import { insertHome, insertVisit, type Home } from './visit-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
const database = useTestDatabase();

/** A word no page, answer or message would carry unless it read the notes. */
const SECRET = 'ZEBRA-NOTE-7731';

const noteCount = async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(desk_notes))[0]!.n;
const auditCount = async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(audit_log))[0]!.n;
const written = async () => ({ notes: await noteCount(), audit: await auditCount() });

const addNote = (body: unknown, cookie?: string) => call(addNoteRoute, '/api/ops/notes', { method: 'POST', body, cookie });
const readNotes = (subject: string, id: string, cookie?: string) => call(listNotesRoute, `/api/ops/notes?${new URLSearchParams({ subject, id })}`, { cookie });
const assignTo = (body: unknown, cookie?: string) => call(assignRoute, '/api/ops/assignments', { method: 'PUT', body, cookie });

let ours: string;
let theirs: string;
let manager: SignedIn;
let admin: SignedIn;
let agent: SignedIn;
let stranger: SignedIn;
let tenant: SignedIn;
let ownerId: string;
let home: Home;
let offerId: string;
let ourVisit: string;
let theirVisit: string;
let messageId: string;
const ids = () => ({ visit: ourVisit, offer: offerId, listing: home.listingId, message: messageId, tenant: tenant.id, owner: ownerId });

beforeAll(async () => {
  ours = await insertSociety({ name: 'Notes Gardens' });
  theirs = await insertSociety({ name: 'Other Notes Heights' });
  [manager, admin, agent, stranger, tenant] = [await signedInStaff('manager'), await signedInStaff('admin'), await signedInStaff('agent', [ours]), await signedInTenant('notes-stranger'), await signedInTenant('notes-tenant')];
  await getDb().update(profiles).set({ first_name: 'Kavya', last_name: 'Nair' }).where(eq(profiles.id, tenant.id));
  [{ id: ownerId }] = (await getDb().insert(owners).values({ name: 'Ramesh Owner', phone: '9845066666', email: 'ramesh.notes@example.com' }).returning({ id: owners.id })) as [{ id: string }];
  home = await insertHome(ours);
  await getDb().update(property_rent_listings).set({ owner_id: ownerId }).where(eq(property_rent_listings.id, home.listingId));
  const [profile] = await getDb()
    .insert(tenant_profile)
    .values({ user_id: tenant.id, first_name: 'Kavya', last_name: 'Nair', email: 'kavya.notes@example.com', phone: '9876512345', home_state: 'Karnataka', tenant_type: 'Family', has_pet: false })
    .returning({ id: tenant_profile.id });
  [{ id: offerId }] = (await getDb()
    .insert(tenant_offers)
    .values({ tenant_profile_id: profile!.id, property_rent_listing_id: home.listingId, property_id: home.propertyId, society_id: ours, user_id: tenant.id, owner_id: ownerId, offered_rent: 40_000, offered_security_deposit: 100_000, movein_date: '2030-01-01' })
    .returning({ id: tenant_offers.id })) as [{ id: string }];
  ourVisit = await insertVisit(tenant.id, home, indiaInstant(addCalendarDays(indiaToday(), 1), '10:00'));
  theirVisit = await insertVisit(stranger.id, await insertHome(theirs), indiaInstant(addCalendarDays(indiaToday(), 1), '11:00'));
  [{ id: messageId }] = (await getDb().insert(contact_messages).values({ name: 'Kavya Nair', email: tenant.email, subject: 'Parking', message: 'Hello' }).returning({ id: contact_messages.id })) as [{ id: string }];
});

describe('notes: the role matrix, nothing written on a refusal', () => {
  test('signed out and tenants get 404 for every kind of record, reading or writing', async () => {
    const before = await written();
    for (const cookie of [undefined, stranger.cookie]) {
      for (const [subject, id] of Object.entries(ids())) {
        expect((await addNote({ subject, id, body: 'Called back' }, cookie)).status).toBe(404);
        expect((await readNotes(subject, id, cookie)).status).toBe(404);
      }
    }
    expect(await written()).toEqual(before);
  });

  test("an agent notes their own society's visits only; every other kind of record is a manager's (404)", async () => {
    const before = await written();
    expect((await addNote({ subject: 'visit', id: theirVisit, body: 'Called back' }, agent.cookie)).status).toBe(404);
    expect((await readNotes('visit', theirVisit, agent.cookie)).status).toBe(404);
    for (const [subject, id] of Object.entries(ids()).filter(([subject]) => subject !== 'visit')) {
      expect((await addNote({ subject, id, body: 'Called back' }, agent.cookie)).status).toBe(404);
      expect((await readNotes(subject, id, agent.cookie)).status).toBe(404);
    }
    expect(await written()).toEqual(before);

    const added = await addNote({ subject: 'visit', id: ourVisit, body: '  Will come with her father.  ' }, agent.cookie);
    expect(added.status).toBe(201);
    const { note } = (await added.json()) as { note: { id: string; body: string; author: string } };
    expect(note).toMatchObject({ body: 'Will come with her father.', author: agent.email });
    expect((await getDb().select().from(desk_notes).where(eq(desk_notes.id, note.id)))[0]).toMatchObject({ visit_id: ourVisit, author_id: agent.id, author_email: agent.email });
    const [audit] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'note.add'), eq(audit_log.row_id, note.id)));
    // The audit row says where and how long, not the words.
    expect(audit).toMatchObject({ actor_id: agent.id, table_name: 'desk_notes', after: { on: 'visits', row_id: ourVisit, length: 26 } });
    expect(((await (await readNotes('visit', ourVisit, agent.cookie)).json()) as { notes: unknown[] }).notes).toHaveLength(1);
  });

  test('a manager notes every kind of record; an empty or too long note, or an unknown record, writes nothing', async () => {
    const before = await written();
    expect((await addNote({ subject: 'offer', id: offerId, body: '   ' }, manager.cookie)).status).toBe(422);
    expect((await addNote({ subject: 'offer', id: offerId, body: 'x'.repeat(2001) }, manager.cookie)).status).toBe(422);
    expect((await addNote({ subject: 'offer', id: offerId, body: 'a\u0000b' }, manager.cookie)).status).toBe(422);
    expect((await addNote({ subject: 'offer', id: '00000000-0000-4000-8000-000000000001', body: 'Hi' }, manager.cookie)).status).toBe(404);
    expect((await addNote({ subject: 'lead', id: offerId, body: 'Hi' }, manager.cookie)).status).toBe(422);
    expect(await written()).toEqual(before);
    for (const [subject, id] of Object.entries(ids())) {
      const response = await addNote({ subject, id, body: `${SECRET} about this ${subject}` }, manager.cookie);
      expect(response.status).toBe(201);
    }
    expect(await noteCount()).toBe(before.notes + 6);
    const { notes } = (await (await readNotes('tenant', tenant.id, admin.cookie)).json()) as { notes: { body: string; author: string; createdAt: string }[] };
    expect(notes).toEqual([{ id: expect.any(String), body: `${SECRET} about this tenant`, author: manager.email, createdAt: expect.any(String) }]);
  });

  test("each list's rows count their notes", async () => {
    const { filters, query } = parseOffersView({});
    expect((await listDeskOffers(filters, query)).rows.find((row) => row.id === offerId)?.notes).toBe(1);
    expect((await listDeskListings(parseListingsQuery({}))).rows.find((row) => row.id === home.listingId)?.notes).toBe(1);
    expect((await listDeskMessages({}, parseTableQuery({}, { sorts: ['received'] as const, sort: 'received', dir: 'desc' }))).rows.find((row) => row.id === messageId)?.notes).toBe(1);
    const board = await boardView((await staffBehind(agent.cookie))!, { date: addCalendarDays(indiaToday(), 1) });
    expect(board.page.rows.find((row) => row.visitId === ourVisit)?.notes).toBe(2);
  });
});

describe('assignment', () => {
  test('404 below manager and for an unknown record; an assignee who is no manager or admin is 422; nothing written', async () => {
    const before = await auditCount();
    for (const cookie of [undefined, stranger.cookie, agent.cookie]) expect((await assignTo({ subject: 'offer', id: offerId, assigneeId: manager.id }, cookie)).status).toBe(404);
    expect((await assignTo({ subject: 'offer', id: '00000000-0000-4000-8000-000000000001', assigneeId: manager.id }, manager.cookie)).status).toBe(404);
    expect((await assignTo({ subject: 'offer', id: offerId, assigneeId: agent.id }, manager.cookie)).status).toBe(422);
    expect((await assignTo({ subject: 'offer', id: offerId, assigneeId: tenant.id }, manager.cookie)).status).toBe(422);
    expect((await assignTo({ subject: 'visit', id: ourVisit, assigneeId: manager.id }, manager.cookie)).status).toBe(422);
    expect(await auditCount()).toBe(before);
    expect((await getDb().select({ to: tenant_offers.assigned_to }).from(tenant_offers).where(eq(tenant_offers.id, offerId)))[0]!.to).toBeNull();
  });

  test("a manager gives an offer, a message and a listing to someone; audited; 'Mine' lists them for that person", async () => {
    for (const [subject, id] of [
      ['offer', offerId],
      ['message', messageId],
      ['listing', home.listingId],
    ] as const) {
      const response = await assignTo({ subject, id, assigneeId: admin.id }, manager.cookie);
      expect(await response.json()).toEqual({ assignedTo: admin.id, changed: true });
      const [audit] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'assign.set'), eq(audit_log.row_id, id)));
      expect(audit).toMatchObject({ actor_id: manager.id, before: { assigned_to: null }, after: { assigned_to: admin.id } });
    }
    // The same assignee again changes nothing and writes nothing.
    const before = await auditCount();
    expect(await (await assignTo({ subject: 'offer', id: offerId, assigneeId: admin.id }, manager.cookie)).json()).toEqual({ assignedTo: admin.id, changed: false });
    expect(await auditCount()).toBe(before);

    const mine = parseOffersView({ mine: '1' }, admin.id);
    const offers = await listDeskOffers(mine.filters, mine.query);
    expect(offers.rows.map((row) => [row.id, row.assignee?.id])).toEqual([[offerId, admin.id]]);
    expect(offers.total).toBe(1);
    expect((await listDeskOffers(parseOffersView({ mine: '1' }, manager.id).filters, mine.query)).total).toBe(0);
    expect((await listDeskMessages({ assignedTo: admin.id }, parseTableQuery({}, { sorts: ['received'] as const, sort: 'received', dir: 'desc' }))).rows.map((row) => row.id)).toEqual([messageId]);
    expect((await listDeskListings({ ...parseListingsQuery({ mine: '1' }), assignedTo: admin.id })).rows.map((row) => row.id)).toEqual([home.listingId]);

    // Given to nobody: audited as a clear.
    await assignTo({ subject: 'message', id: messageId, assigneeId: null }, admin.cookie);
    const [cleared] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'assign.clear'), eq(audit_log.row_id, messageId)));
    expect(cleared).toMatchObject({ actor_id: admin.id, before: { assigned_to: admin.id }, after: { assigned_to: null } });
  });
});

describe('notes never reach a tenant or an owner', () => {
  test("the tenant's offers and visits, the owner's offer page and the listing's facts carry no note", async () => {
    const answers = [await call(sentOffersRoute, '/api/offers/sent', { cookie: tenant.cookie }), await call(visitsRoute, '/api/visits', { cookie: tenant.cookie })];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toContain(SECRET);
    }
    expect(JSON.stringify(await ownerOfferView(offerId))).not.toContain(SECRET);
    expect(JSON.stringify(await listingFacts(getDb(), home.listingId))).not.toContain(SECRET);
  });

  test("no message to the tenant or the owner carries one: the owner's link, the desk's accept and its e-mails", async () => {
    await getDb().transaction((tx) => sendOfferToOwner(tx, offerId));
    expect((await call(acceptRoute, `/api/ops/offers/${offerId}/accept`, { method: 'POST', cookie: manager.cookie, params: { offerId } })).status).toBe(200);
    const jobs = await queuedJobs(database.url());
    expect(jobs.map((job) => job.payload.kind)).toEqual(expect.arrayContaining(['owner-offer']));
    expect(jobs.length).toBeGreaterThan(1);
    expect(JSON.stringify(jobs)).not.toContain(SECRET);
  });

  test("the tenant's 'Download my data' holds no note; erasing the tenant erases the notes about them", async () => {
    const { id } = await requestDataExport(tenant.id);
    expect(await buildDataExport(id, new Date())).toBe('sent');
    const [file] = await getDb().select({ html: data_exports.file_html }).from(data_exports).where(eq(data_exports.id, id));
    expect(file!.html).toContain('Kavya');
    expect(file!.html).not.toContain(SECRET);

    const now = new Date();
    await scheduleDeletion(tenant.id, 'requested', now);
    expect((await finaliseDeletion(tenant.id, new Date(now.getTime() + 49 * 3_600_000))).outcome).toBe('erased');
    const left = await getDb().select({ body: desk_notes.body }).from(desk_notes);
    // The notes on the tenant, their visit and their offer are gone; the listing's, the message's (its sender was
    // the tenant's address: erased with it) and the owner's stay as the rows they are on do.
    expect(left.map((row) => row.body).sort()).toEqual([`${SECRET} about this listing`, `${SECRET} about this owner`]);
    expect(await getDb().select().from(visits).where(eq(visits.id, ourVisit))).toHaveLength(1);
  });
});
