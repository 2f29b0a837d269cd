// The owners' availability cycle and answers (docs/owners.md "Availability") on a real PostgreSQL and the real job
// queue: the schedule on a fixed clock (ask after AVAILABILITY_ASK_DAYS, one reminder at 7 days with the same link,
// hidden as 'Unconfirmed' at 21 days, nothing twice), the one freshness bound for rent listings with and without an
// owner ('Expired' only for sale listings), the owner's page routes (device proof first, 'Yes' and "It's rented"
// once, every link rule, a decided link on another browser), and the desk's 'Revoke link'.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { POST as answerRoute } from '@/app/api/owner/availability/[token]/answer/route';
import { POST as codeRoute } from '@/app/api/owner/availability/[token]/code/route';
import { POST as verifyRoute } from '@/app/api/owner/availability/[token]/verify/route';
import { POST as revokeRoute } from '@/app/api/ops/listings/[listingId]/revoke-availability-link/route';
import { getDb } from '@/server/db/client';
import { audit_log, availability_asks, gated_societies, owner_links, owners, profiles, property_rent_listings, property_sale_listings, shortlist_hearts, tenant_offers, visits } from '@/server/db/schema';
import { parseListingsQuery } from '@/lib/ops/listings-table';
import { listDeskListings } from '@/server/listings/desk';
import { expireStaleListings } from '@/server/listings/expiry';
import { availabilityView, runAvailabilityCycle } from '@/server/listings/owner-availability';
import { createOwnerLink, findOwnerLink } from '@/server/owners/links';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { markPhoneVerified, registerPerson, setEnv } from './auth-helpers';
import { outboxTo, useOutboxTransports } from './delivery-fixtures';
import { call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant } from './staff-fixtures';
import { insertHome, insertOffer, insertVisit, slotStart, type Home } from './visit-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
setEnv({ AUTH_CODES_PER_HOUR_PER_IP: '1000', AUTH_VERIFIES_PER_MINUTE_PER_IP: '1000' });
useOutboxTransports();
const database = useTestDatabase();

const DAY = 86_400_000;
const BASE = new Date('2027-03-01T04:30:00.000Z');
const at = (days: number) => new Date(BASE.getTime() + days * DAY);
const l = property_rent_listings;
let phoneCounter = 0;

async function insertOwner(values: { verified?: boolean; email?: string | null } = {}): Promise<{ id: string; phone: string }> {
  phoneCounter += 1;
  const phone = `98${String(Date.now()).slice(-5)}${String(phoneCounter).padStart(3, '0')}`;
  const [row] = await getDb()
    .insert(owners)
    .values({ name: 'Ramesh Kumar', phone, email: values.email === undefined ? `owner${phoneCounter}.${Date.now()}@example.com` : values.email, phone_verified_at: values.verified ? new Date() : null })
    .returning({ id: owners.id });
  return { id: row!.id, phone: `+91${phone}` };
}

async function ownedHome(ownerId: string, lastConfirmedAt: Date): Promise<Home> {
  const home = await insertHome(await insertSociety({ name: `Lakeside ${phoneCounter} ${Date.now()}` }));
  await getDb().update(l).set({ owner_id: ownerId, last_confirmed_at: lastConfirmedAt }).where(eq(l.id, home.listingId));
  return home;
}

const societyName = async (id: string) => (await getDb().select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.id, id)))[0]!.name;
const listing = async (id: string) => (await getDb().select().from(l).where(eq(l.id, id)))[0]!;
const asksOf = (listingId: string) => getDb().select().from(availability_asks).where(eq(availability_asks.rent_listing_id, listingId)).orderBy(availability_asks.asked_at);
const clearJobs = () => getDb().execute(sql`delete from graphile_worker._private_jobs`);
async function askMessages(listingLink?: string) {
  const jobs = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'send-message' && job.payload.kind === 'availability-ask');
  return listingLink ? jobs.filter((job) => (job.payload.data as { link: string }).link.includes(listingLink)) : jobs;
}
const tokenOf = (job: { payload: Record<string, unknown> }) => (job.payload.data as { link: string }).link.split('/owner/availability/')[1]!;

describe('the schedule on a fixed clock', () => {
  test('asked after the ask interval, reminded once at 7 days with the same link, hidden as Unconfirmed at 21, nothing twice', async () => {
    await clearJobs();
    const owner = await insertOwner({ verified: true });
    const home = await ownedHome(owner.id, at(-13));

    await runAvailabilityCycle({ now: at(0), askDays: 14, revalidate: false });
    expect(await asksOf(home.listingId)).toHaveLength(0);

    await runAvailabilityCycle({ now: at(1), askDays: 14, revalidate: false });
    const [ask] = await asksOf(home.listingId);
    expect(ask).toMatchObject({ owner_id: owner.id, asked_at: at(1), reminded_at: null, closed_at: null });
    const [first] = await askMessages();
    expect(first!.payload).toMatchObject({ email: { key: `availability-ask-email:${ask!.id}` }, whatsapp: { to: owner.phone, key: `availability-ask-whatsapp:${ask!.id}`, ownerId: owner.id } });
    const link = await findOwnerLink(tokenOf(first!), at(1));
    expect(link).toMatchObject({ linkId: ask!.link_id, purpose: 'availability', subjectId: home.listingId, ownerId: owner.id, state: 'open' });

    // The rendered question, word for word.
    await runDueJobs(database.url(), ['send-message']);
    const [whatsapp] = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'deliver-whatsapp');
    const facts = await getDb().execute<{ name: string }>(sql`select name from gated_societies where id = ${home.societyId}`);
    expect(whatsapp!.payload.body).toContain(`Is your home at ${facts.rows[0]!.name}, Semi-Furnished still available for ₹45,000?`);
    await clearJobs();

    // Reruns in the same cycle ask nothing again.
    await runAvailabilityCycle({ now: at(1.5), askDays: 14, revalidate: false });
    await runAvailabilityCycle({ now: at(7.9), askDays: 14, revalidate: false });
    expect(await asksOf(home.listingId)).toHaveLength(1);
    expect(await askMessages()).toHaveLength(0);

    await runAvailabilityCycle({ now: at(8), askDays: 14, revalidate: false });
    await runAvailabilityCycle({ now: at(9), askDays: 14, revalidate: false });
    const reminders = await askMessages();
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.payload).toMatchObject({ data: { reminder: true }, email: { key: `availability-remind-email:${ask!.id}` } });
    expect((await findOwnerLink(tokenOf(reminders[0]!), at(9)))?.linkId).toBe(ask!.link_id);
    // The link is kept open past the hide step, so a hidden listing can still be brought back.
    expect((await findOwnerLink(tokenOf(reminders[0]!), at(28.9)))?.state).toBe('open');
    expect((await asksOf(home.listingId))[0]!.reminded_at).toEqual(at(8));

    await runAvailabilityCycle({ now: at(21.9), askDays: 14, revalidate: false });
    expect((await listing(home.listingId)).listing_status).toBe('Active');
    await runAvailabilityCycle({ now: at(22), askDays: 14, revalidate: false });
    expect((await listing(home.listingId)).listing_status).toBe('Unconfirmed');
    expect((await asksOf(home.listingId))[0]).toMatchObject({ outcome: 'unconfirmed', closed_at: at(22) });
    const audits = await getDb().select().from(audit_log).where(and(eq(audit_log.row_id, home.listingId), eq(audit_log.action, 'availability.unconfirmed')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor_email).toBe('job:availability');

    // Hidden: no new question, no second hide.
    await runAvailabilityCycle({ now: at(40), askDays: 14, revalidate: false });
    expect(await asksOf(home.listingId)).toHaveLength(1);
    expect(await getDb().select().from(audit_log).where(and(eq(audit_log.row_id, home.listingId), eq(audit_log.action, 'availability.unconfirmed')))).toHaveLength(1);
    expect(await askMessages()).toHaveLength(1);
  });

  test('WhatsApp only to an owner who proved the number; e-mail only when there is one', async () => {
    await clearJobs();
    const unproved = await insertOwner({ verified: false });
    const home = await ownedHome(unproved.id, at(-20));
    await runAvailabilityCycle({ now: at(0), askDays: 14, revalidate: false });
    const [ask] = await asksOf(home.listingId);
    const [job] = (await askMessages()).filter((item) => (item.payload.email as { key: string } | undefined)?.key === `availability-ask-email:${ask!.id}`);
    expect(job!.payload.whatsapp).toBeUndefined();
    expect(job!.payload.email).toBeDefined();
  });

  test('a listing confirmed by someone else meanwhile closes its question and revokes the link', async () => {
    const owner = await insertOwner();
    const home = await ownedHome(owner.id, at(-20));
    await runAvailabilityCycle({ now: at(0), askDays: 14, revalidate: false });
    const [ask] = await asksOf(home.listingId);
    await getDb().update(l).set({ last_confirmed_at: at(2) }).where(eq(l.id, home.listingId));
    await runAvailabilityCycle({ now: at(3), askDays: 14, revalidate: false });
    expect((await asksOf(home.listingId))[0]).toMatchObject({ outcome: 'superseded' });
    const [row] = await getDb().select().from(owner_links).where(eq(owner_links.id, ask!.link_id));
    expect(row!.revoked_at).toEqual(at(3));
    await runAvailabilityCycle({ now: at(30), askDays: 14, revalidate: false });
    expect((await listing(home.listingId)).listing_status).toBe('Active');
  });

  test('one freshness bound for every rent listing: hidden once unconfirmed for ask days + 21, with an owner or without', async () => {
    await clearJobs();
    const owner = await insertOwner({ verified: true });
    const owned = await ownedHome(owner.id, at(0));
    const ownerless = await insertHome(await insertSociety());
    await getDb().update(l).set({ last_confirmed_at: at(0) }).where(eq(l.id, ownerless.listingId));
    const sale = await insertHome(await insertSociety(), 'sale');
    await getDb().update(property_sale_listings).set({ last_confirmed_at: at(0) }).where(eq(property_sale_listings.id, sale.listingId));

    // Day 14: only the home with an owner can be asked; the other has nobody to ask.
    await runAvailabilityCycle({ now: at(14), askDays: 14, revalidate: false });
    expect(await asksOf(owned.listingId)).toHaveLength(1);
    expect(await asksOf(ownerless.listingId)).toHaveLength(0);
    // A rent listing never becomes 'Expired' any more, whatever the old 30-day rule says; a sale listing does.
    await expireStaleListings({ now: at(34.9), revalidate: false });
    expect((await listing(owned.listingId)).listing_status).toBe('Active');
    expect((await listing(ownerless.listingId)).listing_status).toBe('Active');
    expect((await getDb().select().from(property_sale_listings).where(eq(property_sale_listings.id, sale.listingId)))[0]!.listing_status).toBe('Expired');

    // Just before the bound (14 + 21 days after the confirmation) both are on the site; at the bound both leave it.
    await runAvailabilityCycle({ now: new Date(at(35).getTime() - 60_000), askDays: 14, revalidate: false });
    expect((await listing(owned.listingId)).listing_status).toBe('Active');
    expect((await listing(ownerless.listingId)).listing_status).toBe('Active');
    const result = await runAvailabilityCycle({ now: at(35), askDays: 14, revalidate: false });
    expect(result.hidden).toBeGreaterThanOrEqual(2);
    expect((await listing(owned.listingId)).listing_status).toBe('Unconfirmed');
    expect((await listing(ownerless.listingId)).listing_status).toBe('Unconfirmed');
    // The owner's question is closed, its link kept open so the owner can still bring the home back.
    const [ask] = await asksOf(owned.listingId);
    expect(ask).toMatchObject({ outcome: 'unconfirmed', closed_at: at(35) });
    expect((await getDb().select().from(owner_links).where(eq(owner_links.id, ask!.link_id)))[0]!.expires_at).toEqual(at(14 + 28));
    const hiddenAudit = async (id: string) => getDb().select().from(audit_log).where(and(eq(audit_log.row_id, id), eq(audit_log.action, 'availability.unconfirmed')));
    expect((await hiddenAudit(owned.listingId)).map((row) => row.after)).toEqual([{ listing_status: 'Unconfirmed', owner: 'asked' }]);
    expect((await hiddenAudit(ownerless.listingId)).map((row) => [row.actor_email, row.after])).toEqual([['job:availability', { listing_status: 'Unconfirmed', owner: 'missing' }]]);

    // The desk lists the one without an owner as needing one (and not the other).
    const needing = await listDeskListings(parseListingsQuery({ owner: 'missing', status: 'Unconfirmed', society: (await societyName(ownerless.societyId)).slice(0, 60) }));
    expect(needing.rows.map((row) => row.id)).toEqual([ownerless.listingId]);
    expect(needing.rows[0]).toMatchObject({ hasOwner: false, ownerQuestion: null });
    const ownedRows = await listDeskListings(parseListingsQuery({ owner: 'missing', society: (await societyName(owned.societyId)).slice(0, 60) }));
    expect(ownedRows.rows).toEqual([]);

    // A rerun hides nothing twice.
    expect((await runAvailabilityCycle({ now: at(36), askDays: 14, revalidate: false })).hidden).toBe(0);
    expect(await hiddenAudit(ownerless.listingId)).toHaveLength(1);
  });

  test('the bound follows the ask interval: a 7-day interval hides at 28 days', async () => {
    const ownerless = await insertHome(await insertSociety());
    await getDb().update(l).set({ last_confirmed_at: at(100) }).where(eq(l.id, ownerless.listingId));
    await runAvailabilityCycle({ now: new Date(at(128).getTime() - 1), askDays: 7, revalidate: false });
    expect((await listing(ownerless.listingId)).listing_status).toBe('Active');
    await runAvailabilityCycle({ now: at(128), askDays: 7, revalidate: false });
    expect((await listing(ownerless.listingId)).listing_status).toBe('Unconfirmed');
  });
});

// ---- The owner's page routes (real clock: the routes act at the time of the request) ----

const newDevice = () => `ghomes-device=${randomBytes(32).toString('base64url')}`;
const path = (token: string, action: string) => `/api/owner/availability/${token}/${action}`;
const answer = (token: string, cookie: string | undefined, value: unknown) => call(answerRoute, path(token, 'answer'), { method: 'POST', cookie, body: { answer: value }, params: { token } });

async function askedHome(options: { verified?: boolean } = {}) {
  const owner = await insertOwner({ verified: options.verified ?? true });
  const home = await ownedHome(owner.id, new Date(Date.now() - 20 * DAY));
  const link = await createOwnerLink(getDb(), { ownerId: owner.id, purpose: 'availability', subjectId: home.listingId });
  await getDb().insert(availability_asks).values({ rent_listing_id: home.listingId, owner_id: owner.id, link_id: link.id, asked_at: new Date() });
  return { owner, home, link };
}

/** Proves a fresh browser as the owner's through the routes, reading the code from the outbox. */
async function provedDevice(token: string, ownerPhone: string): Promise<string> {
  const cookie = newDevice();
  const sent = await call(codeRoute, path(token, 'code'), { method: 'POST', cookie, body: {}, params: { token } });
  expect(sent.status).toBe(200);
  const messages = await outboxTo(ownerPhone, 'whatsapp');
  const code = /(\d{6})/.exec(messages.at(-1)!.text)![1]!;
  const proved = await call(verifyRoute, path(token, 'verify'), { method: 'POST', cookie, body: { code }, params: { token } });
  expect(proved.status).toBe(204);
  return cookie;
}

const auditsOf = (rowId: string) => getDb().select().from(audit_log).where(eq(audit_log.row_id, rowId));

describe("the owner's answers", () => {
  test('a device not proved sees nothing and changes nothing; a wrong code proves nothing', async () => {
    const { owner, home, link } = await askedHome();
    const cookie = newDevice();
    expect(await availabilityView(link.token, cookie.split('=')[1]!)).toEqual({ kind: 'prove' });
    const refused = await answer(link.token, cookie, 'rented');
    expect(refused.status).toBe(403);
    expect((await listing(home.listingId)).listing_status).toBe('Active');
    expect((await findOwnerLink(link.token))?.state).toBe('open');
    expect(await auditsOf(home.listingId)).toHaveLength(0);

    await call(codeRoute, path(link.token, 'code'), { method: 'POST', cookie, body: {}, params: { token: link.token } });
    const sent = /(\d{6})/.exec((await outboxTo(owner.phone, 'whatsapp')).at(-1)!.text)![1]!;
    const wrong = await call(verifyRoute, path(link.token, 'verify'), { method: 'POST', cookie, body: { code: sent === '000000' ? '111111' : '000000' }, params: { token: link.token } });
    expect(wrong.status).toBe(422);
    expect((await answer(link.token, cookie, 'available')).status).toBe(403);
    // Without a device cookie there is nothing to prove.
    expect((await call(codeRoute, path(link.token, 'code'), { method: 'POST', body: {}, params: { token: link.token } })).status).toBe(400);
  });

  test("'Yes, still available' moves the confirmation to now, once; a second tap shows the decision", async () => {
    const { owner, home, link } = await askedHome();
    const cookie = await provedDevice(link.token, owner.phone);
    const view = await availabilityView(link.token, cookie.split('=')[1]!);
    expect(view).toMatchObject({ kind: 'ask', rent: '45,000' });
    const before = Date.now();
    const yes = await answer(link.token, cookie, 'available');
    expect(yes.status).toBe(200);
    const row = await listing(home.listingId);
    expect(row.listing_status).toBe('Active');
    expect(row.last_confirmed_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await asksOf(home.listingId))[0]).toMatchObject({ outcome: 'available' });
    const audits = (await auditsOf(home.listingId)).filter((item) => item.action === 'availability.confirm');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: null, actor_email: `owner:${owner.id}` });

    const again = await answer(link.token, cookie, 'rented');
    expect(again.status).toBe(409);
    expect((await listing(home.listingId)).listing_status).toBe('Active');
    expect(await availabilityView(link.token, cookie.split('=')[1]!)).toMatchObject({ kind: 'decided', decision: 'available' });
  });

  test("'Yes' brings an Unconfirmed listing back to Active", async () => {
    const { owner, home, link } = await askedHome();
    await getDb().update(l).set({ listing_status: 'Unconfirmed' }).where(eq(l.id, home.listingId));
    const cookie = await provedDevice(link.token, owner.phone);
    expect((await answer(link.token, cookie, 'available')).status).toBe(200);
    expect((await listing(home.listingId)).listing_status).toBe('Active');
  });

  test("\"It's rented\": the listing is Rented, future visits cancelled with the apology and their slots freed, hearts told", async () => {
    await clearJobs();
    const { owner, home, link } = await askedHome();
    const visitor = await registerPerson('avail-visitor');
    const fan = await registerPerson('avail-fan');
    const pastVisitor = await registerPerson('avail-past');
    await markPhoneVerified(visitor.id);
    const futureSlot = slotStart(48);
    const future = await insertVisit(visitor.id, home, futureSlot, { status: 'confirmed' });
    const past = await insertVisit(pastVisitor.id, home, slotStart(-48), { status: 'completed' });
    await getDb().insert(shortlist_hearts).values([
      { user_id: fan.id, property_id: home.propertyId, society_id: home.societyId, rent_listing_id: home.listingId },
      { user_id: visitor.id, property_id: home.propertyId, society_id: home.societyId, rent_listing_id: home.listingId },
    ]);
    // A live offer the owner has a link for: declined politely, the link closed (the desk's 'Rented' does the same).
    const offerer = await registerPerson('avail-offerer');
    await insertOffer(offerer.id, home, 'Pending');
    const [offer] = await getDb().select().from(tenant_offers).where(eq(tenant_offers.user_id, offerer.id));
    const offerLink = await createOwnerLink(getDb(), { ownerId: owner.id, purpose: 'offer', subjectId: offer!.id });

    const cookie = await provedDevice(link.token, owner.phone);
    const rented = await answer(link.token, cookie, 'rented');
    expect(rented.status).toBe(200);
    expect((await listing(home.listingId)).listing_status).toBe('Rented');
    const visitRows = await getDb().select({ id: visits.id, status: visits.status }).from(visits).where(eq(visits.rent_listing_id, home.listingId));
    expect(Object.fromEntries(visitRows.map((row) => [row.id, row.status]))).toEqual({ [future]: 'cancelled', [past]: 'completed' });
    // The slot is free: another live visit can take it.
    const other = await registerPerson('avail-other');
    await expect(insertVisit(other.id, home, futureSlot, { status: 'confirmed' })).resolves.toEqual(expect.any(String));

    const messages = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'send-message');
    const cancelled = messages.filter((job) => job.payload.kind === 'visit-cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.payload).toMatchObject({ data: { reason: 'rented' }, email: { key: `visit-cancelled-email:${future}` } });
    const told = messages.filter((job) => job.payload.kind === 'listing-rented');
    const [fanProfile] = await getDb().select().from(profiles).where(eq(profiles.id, fan.id));
    // The visitor, who also hearted it, hears once (the visit notice).
    expect(told.map((job) => (job.payload.email as { to: string }).to)).toEqual([fanProfile!.email]);
    // What the visitors and the fans are told carries nothing of the owner.
    const [ownerRow] = await getDb().select().from(owners).where(eq(owners.id, owner.id));
    for (const job of [...cancelled, ...told]) {
      for (const detail of [ownerRow!.phone, ownerRow!.email!, ownerRow!.name, owner.id]) expect(JSON.stringify(job.payload)).not.toContain(detail);
    }
    await runDueJobs(database.url(), ['send-message']);
    const deliveries = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'deliver-email');
    expect(deliveries.some((job) => String(job.payload.text).includes('the owner has just let this home'))).toBe(true);

    const audits = (await auditsOf(home.listingId)).filter((item) => item.action === 'availability.rented');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_email: `owner:${owner.id}`, after: { listing_status: 'Rented', cancelled_visits: 1, told_hearts: 1, declined_offers: 1, closed_links: 1 } });
    expect((await getDb().select().from(tenant_offers).where(eq(tenant_offers.id, offer!.id)))[0]).toMatchObject({ offer_status: 'Rejected', decline_reason: 'home_let' });
    expect((await auditsOf(offer!.id)).find((row) => row.action === 'offer.decline')).toMatchObject({ actor_id: null, actor_email: `owner:${owner.id}` });
    expect((await findOwnerLink(offerLink.token))?.state).toBe('revoked');
    expect(messages.filter((job) => job.payload.kind === 'offer-answer').map((job) => (job.payload.data as { reason: string }).reason)).toEqual(['This home has been let, so it is no longer available.']);
    expect((await answer(link.token, cookie, 'available')).status).toBe(409);
    expect((await listing(home.listingId)).listing_status).toBe('Rented');
  });

  test('every link rule: expired, revoked, tampered, another purpose, garbage, another owner', async () => {
    const { owner, home, link } = await askedHome();
    const cookie = await provedDevice(link.token, owner.phone);

    const [head, payload, signature] = link.token.split('.');
    const flipped = `${head}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [flipped, 'not-a-token.at.all', `${head}.${payload}.`]) {
      const response = await answer(token, cookie, 'rented');
      expect(response.status).toBe(404);
    }
    const offerLink = await createOwnerLink(getDb(), { ownerId: owner.id, purpose: 'offer', subjectId: home.listingId });
    expect((await answer(offerLink.token, cookie, 'rented')).status).toBe(404);
    await expect(availabilityView(offerLink.token, cookie.split('=')[1]!)).rejects.toMatchObject({ status: 404 });

    // Another owner's link: this device is not theirs.
    const other = await askedHome();
    expect((await answer(other.link.token, cookie, 'rented')).status).toBe(403);
    expect((await listing(other.home.listingId)).listing_status).toBe('Active');

    await getDb().update(owner_links).set({ revoked_at: new Date() }).where(eq(owner_links.id, link.id));
    expect((await answer(link.token, cookie, 'rented')).status).toBe(410);
    await getDb().update(owner_links).set({ revoked_at: null, expires_at: new Date(Date.now() - 1000) }).where(eq(owner_links.id, link.id));
    const expired = await answer(link.token, cookie, 'rented');
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ error: { code: 'link_expired' } });
    expect(await availabilityView(link.token, cookie.split('=')[1]!)).toEqual({ kind: 'closed', reason: 'expired' });
    // No code is sent for a closed link (expired here; revoked alike).
    const codesBefore = (await outboxTo(owner.phone, 'whatsapp')).length;
    const codeForClosed = await call(codeRoute, path(link.token, 'code'), { method: 'POST', cookie: newDevice(), body: {}, params: { token: link.token } });
    expect(codeForClosed.status).toBe(410);
    expect(await codeForClosed.json()).toMatchObject({ error: { code: 'link_expired' } });
    expect(await outboxTo(owner.phone, 'whatsapp')).toHaveLength(codesBefore);

    expect((await listing(home.listingId)).listing_status).toBe('Active');
    expect((await auditsOf(home.listingId)).filter((item) => item.action.startsWith('availability.'))).toHaveLength(0);
    // A bad answer is a 422 and changes nothing.
    await getDb().update(owner_links).set({ expires_at: new Date(Date.now() + DAY) }).where(eq(owner_links.id, link.id));
    expect((await answer(link.token, cookie, 'sold')).status).toBe(422);
    expect((await findOwnerLink(link.token))?.state).toBe('open');
  });
});

describe('a decided link, and the desk revoking a link', () => {
  test('a decided link on a browser not proved says when it was answered, without the code and without the details', async () => {
    const { owner, home, link } = await askedHome();
    const cookie = await provedDevice(link.token, owner.phone);
    expect((await answer(link.token, cookie, 'available')).status).toBe(200);
    const decided = (await findOwnerLink(link.token))!;
    const view = await availabilityView(link.token, newDevice().split('=')[1]!);
    expect(view).toEqual({ kind: 'answered', decidedAt: decided.decidedAt!.toISOString() });
    const facts = await societyName(home.societyId);
    for (const detail of [facts, '45,000', 'available', 'Semi-Furnished']) expect(JSON.stringify(view)).not.toContain(detail);
    // No device at all: the same.
    expect(await availabilityView(link.token, null)).toEqual(view);
    // The owner's own browser still sees the decision.
    expect(await availabilityView(link.token, cookie.split('=')[1]!)).toMatchObject({ kind: 'decided', decision: 'available' });
  });

  test("'Revoke link' on the desk: manager and up, audited; the revoked page says so and changes nothing; asked again with a new link", async () => {
    const { owner, home, link } = await askedHome();
    const cookie = await provedDevice(link.token, owner.phone);
    const confirmedBefore = (await listing(home.listingId)).last_confirmed_at;
    const revoke = (listingId: string, staffCookie?: string) =>
      call(revokeRoute, `/api/ops/listings/${listingId}/revoke-availability-link`, { method: 'POST', cookie: staffCookie, body: {}, params: { listingId } });
    const tenant = await signedInTenant('avail-revoke');
    const agent = await signedInStaff('agent', [home.societyId]);
    const manager = await signedInStaff('manager');
    const admin = await signedInStaff('admin');

    for (const refused of [undefined, tenant.cookie, agent.cookie]) expect((await revoke(home.listingId, refused)).status).toBe(404);
    expect((await findOwnerLink(link.token))?.state).toBe('open');
    expect((await asksOf(home.listingId))[0]!.closed_at).toBeNull();
    expect((await auditsOf(home.listingId)).filter((row) => row.action === 'availability.revoke_link')).toHaveLength(0);

    expect((await revoke(home.listingId, manager.cookie)).status).toBe(204);
    expect((await findOwnerLink(link.token))?.state).toBe('revoked');
    expect((await asksOf(home.listingId))[0]).toMatchObject({ outcome: 'revoked' });
    const audits = (await auditsOf(home.listingId)).filter((row) => row.action === 'availability.revoke_link');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: manager.id, table_name: 'property_rent_listings', after: { outcome: 'revoked', revoked_links: 1 } });

    // Nothing more to revoke: 409, nothing written; an unknown listing: 404.
    const again = await revoke(home.listingId, manager.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'no_open_link' } });
    expect((await revoke(crypto.randomUUID(), manager.cookie)).status).toBe(404);
    expect((await auditsOf(home.listingId)).filter((row) => row.action === 'availability.revoke_link')).toHaveLength(1);

    // The owner's page says the link no longer works, and an answer through it changes nothing.
    expect(await availabilityView(link.token, cookie.split('=')[1]!)).toEqual({ kind: 'closed', reason: 'revoked' });
    const refused = await answer(link.token, cookie, 'rented');
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({ error: { code: 'link_revoked' } });
    expect(await listing(home.listingId)).toMatchObject({ listing_status: 'Active', last_confirmed_at: confirmedBefore });
    expect((await auditsOf(home.listingId)).filter((row) => row.action.startsWith('availability.') && row.action !== 'availability.revoke_link')).toHaveLength(0);

    // The cycle asks the owner again, with a new link.
    await runAvailabilityCycle({ now: new Date(), askDays: 14, revalidate: false });
    const [, fresh] = await asksOf(home.listingId);
    expect(fresh).toMatchObject({ owner_id: owner.id, closed_at: null });
    expect(fresh!.link_id).not.toBe(link.id);

    // An admin may revoke too.
    expect((await revoke(home.listingId, admin.cookie)).status).toBe(204);
  });
});


// ---- The owner's language (docs/i18n.md "Messages in the recipient's language") ----

const ownerLanguage = async (id: string) => (await getDb().select({ language: owners.language }).from(owners).where(eq(owners.id, id)))[0]!.language;

describe("the owner's language", () => {
  test('an owner who reads Kannada is asked in Kannada, with the link to the Kannada page; English owners read the spec words', async () => {
    await clearJobs();
    const kannada = await insertOwner({ verified: true });
    await getDb().update(owners).set({ language: 'kn' }).where(eq(owners.id, kannada.id));
    const english = await insertOwner({ verified: true });
    const kannadaHome = await ownedHome(kannada.id, at(-13));
    const englishHome = await ownedHome(english.id, at(-13));
    await runAvailabilityCycle({ now: at(1), askDays: 14, revalidate: false });
    const jobFor = async (ownerId: string) => (await askMessages()).find((job) => (job.payload.whatsapp as { ownerId: string }).ownerId === ownerId)!;
    expect((await jobFor(kannada.id)).payload.data).toMatchObject({ locale: 'kn', link: expect.stringMatching(/\/kn\/owner\/availability\/[^/]+$/) });
    expect((await jobFor(english.id)).payload.data).toMatchObject({ locale: 'en', link: expect.not.stringContaining('/en/') });

    await runDueJobs(database.url(), ['send-message']);
    const deliveries = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'deliver-whatsapp');
    const bodyTo = (phone: string) => deliveries.find((job) => job.payload.to === phone)!.payload.body as string;
    const kannadaSociety = await societyName(kannadaHome.societyId);
    expect(bodyTo(kannada.phone)).toMatch(
      new RegExp(`^GHomes: ${kannadaSociety} ನಲ್ಲಿರುವ ನಿಮ್ಮ ಮನೆ, Semi-Furnished, ₹45,000 \\(45 ಸಾವಿರ\\) ಬಾಡಿಗೆಗೆ ಇನ್ನೂ ಲಭ್ಯವಿದೆಯೇ\\? ಒಂದೇ ಟ್ಯಾಪ್‌ನಲ್ಲಿ ಉತ್ತರಿಸಿ: http\\S+/kn/owner/availability/\\S+$`),
    );
    expect(bodyTo(english.phone)).toMatch(new RegExp(`^GHomes: Is your home at ${await societyName(englishHome.societyId)}, Semi-Furnished still available for ₹45,000\\? Answer in one tap: http\\S+/owner/availability/\\S+$`));
    const [email] = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'deliver-email' && (job.payload.text as string).includes(kannadaSociety));
    expect(email!.payload).toMatchObject({ subject: `${kannadaSociety} ನಲ್ಲಿರುವ ನಿಮ್ಮ ಮನೆ ಇನ್ನೂ ಲಭ್ಯವಿದೆಯೇ?` });
    expect(email!.payload.text).toContain('ನಮಸ್ಕಾರ Ramesh,\n');
    expect(email!.payload.html).toContain('ಒಂದೇ ಟ್ಯಾಪ್‌ನಲ್ಲಿ ಉತ್ತರಿಸಿ');
    expect(email!.payload.text).not.toMatch(/Is your home|Hi Ramesh/);
    await clearJobs();
  });

  test('an answer on a Hindi page keeps Hindi as the owner\'s language; a language we do not have is refused and changes nothing', async () => {
    const { owner, home, link } = await askedHome();
    const cookie = await provedDevice(link.token, owner.phone);
    const post = (body: unknown) => call(answerRoute, path(link.token, 'answer'), { method: 'POST', cookie, body, params: { token: link.token } });

    const refused = await post({ answer: 'available', language: 'fr' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'validation_failed', message: 'Please choose English (en), Kannada (kn) or Hindi (hi).' } });
    expect(await ownerLanguage(owner.id)).toBeNull();
    expect((await findOwnerLink(link.token))?.state).toBe('open');
    expect((await auditsOf(home.listingId)).filter((row) => row.action === 'availability.confirm')).toHaveLength(0);

    expect((await post({ answer: 'available', language: 'hi' })).status).toBe(200);
    expect(await ownerLanguage(owner.id)).toBe('hi');
    expect((await findOwnerLink(link.token))?.state).toBe('decided');
  });

  test('an answer without a language (an English page) leaves the owner\'s language as it was', async () => {
    const { owner, link } = await askedHome();
    await getDb().update(owners).set({ language: 'kn' }).where(eq(owners.id, owner.id));
    const cookie = await provedDevice(link.token, owner.phone);
    expect((await answer(link.token, cookie, 'available')).status).toBe(200);
    expect(await ownerLanguage(owner.id)).toBe('kn');
  });
});
