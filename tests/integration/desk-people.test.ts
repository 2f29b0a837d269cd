// A person in one place on a real PostgreSQL: a tenant's page (server/tenant/desk-person.ts, /ops/people/<id>) and an
// owner's (server/owners/desk-owner.ts, /ops/owners/<id>) read what is theirs, write the view rows with the read,
// and answer 404 (nothing written) below the role and for an unknown or malformed id; the offers and listings rows
// carry the ids their links open.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import DeskOwnerPage from '@/app/[locale]/ops/owners/[id]/page';
import DeskPersonPage from '@/app/[locale]/ops/people/[id]/page';
import { parseListingsQuery } from '@/lib/ops/listings-table';
import { parseTableQuery } from '@/lib/ops/table-query';
import { getDb } from '@/server/db/client';
import { audit_log, availability_asks, consent_log, contact_messages, owner_links, owners, profiles, properties, property_rent_listings, shortlist_hearts, tenant_offers, tenant_profile } from '@/server/db/schema';
import { listDeskListings } from '@/server/listings/desk';
import { DESK_OFFER_SORTS, listDeskOffers } from '@/server/offers/desk';
import { openDeskOwner } from '@/server/owners/desk-owner';
import { openDeskPerson } from '@/server/tenant/desk-person';
import { setRequestCookie } from '../helpers/next-headers';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, staffBehind } from './staff-fixtures';
import { insertHome, insertOffer, insertVisit, slotStart, type Home } from './visit-fixtures';

jest.mock('next/headers', () => jest.requireActual('../helpers/next-headers').nextHeaders('198.51.100.92'));

useEmbeddedAuthEnv();
useTestDatabase();

const DAY = 86_400_000;
let society: string;
let kavya: string;
let kavyaProfile: string;
let ramesh: string;
let other: string;
let home: Home;
let otherOwnersHome: Home;
let visitId: string;
let offerId: string;
let messageId: string;

beforeAll(async () => {
  const db = getDb();
  society = await insertSociety({ name: 'Sobha Lotus Residency' });
  kavya = randomUUID();
  await db.insert(profiles).values({ id: kavya, first_name: 'Kavya', last_name: 'Nair', email: 'Kavya.Nair@example.com', phone: '9845012345', phone_verified_at: new Date() });
  const [rameshRow, otherRow] = await db
    .insert(owners)
    .values([
      { name: 'Ramesh Kumar', phone: '9811122233', email: 'ramesh@example.com' },
      { name: 'Leela Menon', phone: '9811122244' },
    ])
    .returning({ id: owners.id });
  ramesh = rameshRow!.id;
  other = otherRow!.id;
  home = await insertHome(society);
  await db.update(properties).set({ house_number: 'C-703', owner_id: ramesh }).where(eq(properties.id, home.propertyId));
  // The property is Ramesh's, but its listing names another owner: the home is theirs, not his.
  otherOwnersHome = await insertHome(society);
  await db.update(properties).set({ house_number: 'C-704', owner_id: ramesh }).where(eq(properties.id, otherOwnersHome.propertyId));
  await db.update(property_rent_listings).set({ owner_id: other }).where(eq(property_rent_listings.id, otherOwnersHome.listingId));

  visitId = await insertVisit(kavya, home, slotStart(6));
  await insertOffer(kavya, home, 'Pending');
  [{ id: offerId }] = (await db.select({ id: tenant_offers.id }).from(tenant_offers).where(eq(tenant_offers.user_id, kavya))) as [{ id: string }];
  [{ id: kavyaProfile }] = (await db.select({ id: tenant_profile.id }).from(tenant_profile).where(eq(tenant_profile.user_id, kavya))) as [{ id: string }];
  const [message] = await db
    .insert(contact_messages)
    .values([
      { name: 'Kavya', email: 'kavya.nair@EXAMPLE.com', subject: 'Parking at Sobha Lotus', message: 'Is there a second slot?' },
      { name: 'Someone', email: 'someone@example.com', subject: 'Not hers', message: 'Hello' },
    ])
    .returning({ id: contact_messages.id });
  messageId = message!.id;
  await db.insert(shortlist_hearts).values({ user_id: kavya, property_id: home.propertyId, society_id: society, rent_listing_id: home.listingId });
  await db.insert(consent_log).values({ user_id: kavya, purpose: 'share_tenant_profile', granted: false });

  // Ramesh: an offer link still open, and an availability question he answered.
  const now = Date.now();
  const [offerLink, askLink] = await db
    .insert(owner_links)
    .values([
      { owner_id: ramesh, purpose: 'offer', subject_id: offerId, expires_at: new Date(now + 2 * DAY), created_at: new Date(now - DAY) },
      { owner_id: ramesh, purpose: 'availability', subject_id: home.listingId, expires_at: new Date(now + DAY), decided_at: new Date(now - 1000), decision: 'available', created_at: new Date(now - 2 * DAY) },
    ])
    .returning({ id: owner_links.id });
  expect(offerLink).toBeDefined();
  await db.insert(availability_asks).values({ rent_listing_id: home.listingId, owner_id: ramesh, link_id: askLink!.id, asked_at: new Date(now - 2 * DAY), closed_at: new Date(now - 1000), outcome: 'available' });
});

const staffFor = async (role: 'agent' | 'manager' | 'admin') => (await staffBehind((await signedInStaff(role, role === 'agent' ? [society] : [])).cookie))!;
const viewsBy = (actorId: string) =>
  getDb()
    .select({ table: audit_log.table_name, rowId: audit_log.row_id, after: audit_log.after })
    .from(audit_log)
    .where(and(eq(audit_log.actor_id, actorId), eq(audit_log.action, 'view')))
    .orderBy(audit_log.id);
const auditCount = async () => Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from audit_log`)).rows[0]!.n);
const NOT_FOUND = { digest: expect.stringContaining('NEXT_HTTP_ERROR_FALLBACK;404') };

describe("a tenant's page", () => {
  test('the summary, visits, offers, messages from their address (case aside), hearts and consents', async () => {
    const person = (await openDeskPerson(await staffFor('manager'), kavya))!;
    expect(person).toMatchObject({ name: 'Kavya Nair', email: 'Kavya.Nair@example.com', phone: '+91 9845012345', phoneVerified: true, emailVerified: false });
    expect(person.profile).toMatchObject({ occupation: 'Employed (Salaried)', tenantType: 'Single', hasPet: false, homeState: 'Karnataka' });
    expect(person.visits.map((visit) => [visit.id, visit.societyId, visit.unit, visit.status, visit.gate])).toEqual([[visitId, society, 'C-703', 'booked', 'not_yet']]);
    expect(person.offers.map((offer) => [offer.id, offer.status, offer.unit, offer.societyName])).toEqual([[offerId, 'Pending', 'C-703', 'Sobha Lotus Residency']]);
    expect(person.messages.map((message) => [message.id, message.subject, message.handledAt])).toEqual([[messageId, 'Parking at Sobha Lotus', null]]);
    expect(person.hearts.map((heart) => [heart.unit, heart.kind, heart.listingStatus])).toEqual([['C-703', 'rent', 'Active']]);
    expect(person.consents).toEqual([
      { purpose: 'whatsapp_updates', granted: true, changedAt: null, waiting: false },
      { purpose: 'email_alerts', granted: true, changedAt: null, waiting: false },
      { purpose: 'share_tenant_profile', granted: false, changedAt: expect.any(String), waiting: false },
    ]);
  });

  test('opening it writes the views of the account and the profile; a manager does not see the audit, an admin does, their own look included', async () => {
    const manager = await staffFor('manager');
    expect((await openDeskPerson(manager, kavya))!.audit).toBeNull();
    expect(await viewsBy(manager.user.id)).toEqual([
      { table: 'profiles', rowId: kavya, after: { viewed: ['first_name', 'last_name', 'email', 'phone'] } },
      { table: 'tenant_profile', rowId: kavyaProfile, after: { viewed: expect.arrayContaining(['occupation', 'tenant_type', 'home_state']) } },
    ]);
    const admin = await staffFor('admin');
    const audit = (await openDeskPerson(admin, kavya))!.audit!;
    expect(audit[0]).toMatchObject({ actor: admin.user.email, action: 'view', table: 'tenant_profile' });
    expect(audit[1]).toMatchObject({ actor: admin.user.email, action: 'view', table: 'profiles', fields: ['first_name', 'last_name', 'email', 'phone'] });
    expect(audit.some((row) => row.actor === manager.user.email)).toBe(true);
  });

  test('an unknown account is null and nothing is written', async () => {
    const manager = await staffFor('manager');
    const before = await auditCount();
    expect(await openDeskPerson(manager, randomUUID())).toBeNull();
    expect(await auditCount()).toBe(before);
  });

  test('the page: 404 signed out, for a tenant, an agent, an unknown or a malformed id, with nothing written; a manager opens it', async () => {
    const page = (id: string) => DeskPersonPage({ params: Promise.resolve({ id }) });
    const tenant = await signedInTenant('people-tenant');
    const agent = await signedInStaff('agent', [society]);
    const manager = await signedInStaff('manager');
    for (const [cookie, id] of [
      ['', kavya],
      [tenant.cookie, kavya],
      [agent.cookie, kavya],
      [manager.cookie, randomUUID()],
      [manager.cookie, 'not-an-id'],
      [manager.cookie, `${kavya}x`],
    ] as const) {
      setRequestCookie(cookie);
      const before = await auditCount();
      await expect(page(id)).rejects.toMatchObject(NOT_FOUND);
      expect(await auditCount()).toBe(before);
    }
    setRequestCookie(manager.cookie);
    await expect(page(kavya)).resolves.toBeTruthy();
    expect((await viewsBy(manager.id)).map((view) => view.table)).toEqual(['profiles', 'tenant_profile']);
  });
});

describe("an owner's page", () => {
  test('their homes (a listing naming another owner is not theirs), links and how each ended, offers on their homes, answers', async () => {
    const owner = (await openDeskOwner(await staffFor('manager'), ramesh))!;
    expect(owner).toMatchObject({ name: 'Ramesh Kumar', phoneHint: '••••••2233', hasEmail: true, channel: 'whatsapp', phoneVerified: false });
    expect(owner.homes.map((row) => [row.propertyId, row.unit, row.listingStatus])).toEqual([[home.propertyId, 'C-703', 'Active']]);
    expect(owner.links.map((link) => [link.purpose, link.outcome, link.decision, link.home?.unit])).toEqual([
      ['offer', 'open', null, 'C-703'],
      ['availability', 'answered', 'available', 'C-703'],
    ]);
    expect(owner.offers.map((offer) => [offer.id, offer.userId, offer.firstName, offer.status])).toEqual([[offerId, kavya, 'Asha', 'Pending']]);
    expect(owner.answers.map((answer) => [answer.unit, answer.outcome])).toEqual([['C-703', 'available']]);
    const leela = (await openDeskOwner(await staffFor('manager'), other))!;
    expect(leela.homes.map((row) => row.unit)).toEqual(['C-704']);
  });

  test("opening it is a view of the owner's name and masked phone, and of each offering tenant's first name", async () => {
    const manager = await staffFor('manager');
    await openDeskOwner(manager, ramesh);
    expect(await viewsBy(manager.user.id)).toEqual([
      { table: 'owners', rowId: ramesh, after: { viewed: ['name', 'phone'] } },
      { table: 'tenant_profile', rowId: kavyaProfile, after: { viewed: ['first_name'] } },
    ]);
  });

  test('the page: 404 for an agent, an unknown or a malformed id, nothing written; a manager opens it', async () => {
    const page = (id: string) => DeskOwnerPage({ params: Promise.resolve({ id }) });
    const agent = await signedInStaff('agent', [society]);
    const manager = await signedInStaff('manager');
    for (const [cookie, id] of [
      [agent.cookie, ramesh],
      [manager.cookie, randomUUID()],
      [manager.cookie, 'ramesh'],
    ] as const) {
      setRequestCookie(cookie);
      const before = await auditCount();
      await expect(page(id)).rejects.toMatchObject(NOT_FOUND);
      expect(await auditCount()).toBe(before);
    }
    setRequestCookie(manager.cookie);
    await expect(page(ramesh)).resolves.toBeTruthy();
  });
});

describe('the rows that link to them', () => {
  test("an offers row names the tenant's account and the home's owner; offer=<id> shows that offer alone", async () => {
    const query = parseTableQuery({}, { sorts: DESK_OFFER_SORTS, sort: 'age', dir: 'asc' });
    const page = await listDeskOffers({ offerId }, query);
    expect(page.rows.map((row) => [row.id, row.userId, row.ownerId])).toEqual([[offerId, kavya, ramesh]]);
  });

  test('a listings row names its owner record, the listing owner before the property owner', async () => {
    const page = await listDeskListings(parseListingsQuery({ society: 'Sobha Lotus' }));
    const owners = Object.fromEntries(page.rows.map((row) => [row.id, row.ownerId]));
    expect(owners).toEqual({ [home.listingId]: ramesh, [otherOwnersHome.listingId]: other });
  });
});
