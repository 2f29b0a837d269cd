// Offers reaching owners on a real PostgreSQL and the real job queue: the link and the owner's message sent with
// the offer (owners answer directly) or by the desk's 'Forward to owner' (team first), every link rule (tampered,
// another purpose, another owner's device, unproved device, expired, revoked, decided once), the device proof
// (wrong codes, the resend wait), the owner's answer through the offer state machine with its audit row and the
// tenant's message, and no owner detail in the tenant's answers.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { POST as sendOfferRoute } from '@/app/api/offers/route';
import { GET as sentOffers } from '@/app/api/offers/sent/route';
import { POST as answerCounterRoute } from '@/app/api/offers/[offerId]/counter/route';
import { POST as forwardRoute } from '@/app/api/ops/offers/[offerId]/forward/route';
import { POST as revokeRoute } from '@/app/api/ops/offers/[offerId]/revoke-link/route';
import { POST as answerModeRoute } from '@/app/api/ops/offers/answer-mode/route';
import { POST as answerRoute } from '@/app/api/owner/[token]/answer/route';
import { POST as codeRoute } from '@/app/api/owner/[token]/code/route';
import { POST as newLinkRoute } from '@/app/api/owner/[token]/new-link/route';
import { POST as verifyRoute } from '@/app/api/owner/[token]/verify/route';
import { POST as createProfile } from '@/app/api/tenant-profile/route';
import { GET as visitsRoute } from '@/app/api/visits/route';
import { formatCalendarDay } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { audit_log, gated_societies, outbox_messages, owner_links, owners, properties, shortlist_hearts, tenant_offers } from '@/server/db/schema';
import { listHeartedHomes } from '@/server/shortlist/shortlist';
import { createOwnerLink, findOwnerLink } from '@/server/owners/links';
import { ownerOfferPage, ownerOfferView } from '@/server/offers/owner-offers';
import { setConsent } from '@/server/privacy/consent';
import { listDeskOffers, recordOfferSummaryViews } from '@/server/offers/desk';
import { collectPersonData } from '@/server/privacy/export';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';
import { dayFromToday, insertRentListing, profilePayload, type ListingFixture } from './tenant-fixtures';
import { insertVisit, slotStart, type Home } from './visit-fixtures';

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
const database = useTestDatabase();

type Route = Parameters<typeof call>[0];
let manager: SignedIn;

let phoneSeq = 0;
/** An owner record for the listing's (random) owner id, with a unique phone and e-mail. */
async function ownerFor(listing: ListingFixture, values: Partial<typeof owners.$inferInsert> = {}) {
  phoneSeq += 1;
  const phone = `98${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq).padStart(2, '0')}`;
  const [owner] = await getDb()
    .insert(owners)
    .values({ id: listing.ownerId, name: 'Ravi Kumar', phone, email: `owner-${phone}@example.com`, ...values })
    .returning();
  return owner!;
}

async function directListing() {
  const listing = await insertRentListing();
  await getDb().update(gated_societies).set({ offer_answer_mode: 'owners_direct' }).where(eq(gated_societies.id, listing.societyId));
  return { listing, owner: await ownerFor(listing) };
}

async function offerOn(listing: ListingFixture): Promise<{ tenant: SignedIn; offerId: string }> {
  const tenant = await signedInTenant('offerer');
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload({ first_name: 'Asha', last_name: 'Rao' }) })).status).toBe(201);
  const response = await call(sendOfferRoute, '/api/offers', {
    method: 'POST',
    cookie: tenant.cookie,
    body: { rent_listing_id: listing.listingId, property_id: listing.propertyId, society_id: listing.societyId, offered_rent: 40000, offered_security_deposit: 120000, movein_date: dayFromToday(10) },
  });
  expect(response.status).toBe(201);
  return { tenant, offerId: ((await response.json()) as { offer: { id: string } }).offer.id };
}

/** The owner's message jobs with the link they carry. */
async function ownerMessages() {
  return (await queuedJobs(database.url()))
    .filter((job) => job.task_identifier === 'send-message' && job.payload.kind === 'owner-offer')
    .map((job) => ({ link: (job.payload.data as { link: string }).link, email: job.payload.email as { to: string } | undefined, whatsapp: job.payload.whatsapp as { to: string; ownerId: string } }));
}
const homeOf = (listing: ListingFixture): Home => ({ societyId: listing.societyId, propertyId: listing.propertyId, listingId: listing.listingId, kind: 'rent' });
const tokenOf = (link: string) => link.split('/owner/')[1]!;
const newDevice = () => `ghomes-device=${randomBytes(32).toString('base64url')}`;
const owner = (route: Route, action: string, token: string, cookie?: string, body?: unknown) =>
  call(route, `/api/owner/${token}/${action}`, { method: 'POST', cookie, body: body ?? {}, params: { token } });
const clearJobs = () => getDb().execute(sql`delete from graphile_worker._private_jobs`);
const auditFor = (rowId: string) => getDb().select().from(audit_log).where(eq(audit_log.row_id, rowId)).orderBy(audit_log.id);
const offerRow = async (id: string) => (await getDb().select().from(tenant_offers).where(eq(tenant_offers.id, id)))[0]!;

/** The newest code sent to the owner's WhatsApp (the outbox in tests). */
async function latestCode(phone: string): Promise<string> {
  const [row] = await getDb()
    .select({ text: outbox_messages.text })
    .from(outbox_messages)
    .where(and(eq(outbox_messages.to_address, `+91${phone}`), sql`${outbox_messages.text} like '%code%'`))
    .orderBy(sql`${outbox_messages.created_at} desc`)
    .limit(1);
  return row!.text.match(/\d{6}/)![0];
}

/** A device the owner proved with the code sent to it. */
async function provedDevice(token: string, phone: string): Promise<string> {
  const device = newDevice();
  expect((await owner(codeRoute, 'code', token, device)).status).toBe(200);
  expect((await owner(verifyRoute, 'verify', token, device, { code: await latestCode(phone) })).status).toBe(204);
  return device;
}

beforeAll(async () => {
  manager = await signedInStaff('manager');
});
beforeEach(clearJobs);

describe('the offer reaches the owner', () => {
  test('owners answer directly: the link and the owner message go with the offer, e-mail only until the number is proved', async () => {
    const { listing, owner: row } = await directListing();
    const { offerId } = await offerOn(listing);
    const [message] = await ownerMessages();
    expect(message).toMatchObject({ email: { to: row.email }, whatsapp: { to: `+91${row.phone}`, ownerId: row.id } });
    const links = await getDb().select().from(owner_links).where(eq(owner_links.subject_id, offerId));
    expect(links).toHaveLength(1);
    await runDueJobs(database.url());
    const sent = await getDb().select({ channel: outbox_messages.channel, to: outbox_messages.to_address }).from(outbox_messages).where(sql`${outbox_messages.text} like ${'%' + tokenOf(message!.link) + '%'}`);
    // The owner never proved the number: the WhatsApp delivery refuses it, the e-mail goes.
    expect(sent).toEqual([{ channel: 'email', to: row.email }]);
  });

  test('team first: nothing goes to the owner until the desk forwards (manager and up, audited)', async () => {
    const listing = await insertRentListing();
    await ownerFor(listing);
    const { offerId, tenant } = await offerOn(listing);
    expect(await ownerMessages()).toEqual([]);
    const agent = await signedInStaff('agent', [listing.societyId]);
    for (const cookie of [undefined, tenant.cookie, agent.cookie]) {
      expect((await call(forwardRoute, `/api/ops/offers/${offerId}/forward`, { method: 'POST', cookie, params: { offerId } })).status).toBe(404);
    }
    expect(await ownerMessages()).toEqual([]);
    const response = await call(forwardRoute, `/api/ops/offers/${offerId}/forward`, { method: 'POST', cookie: manager.cookie, params: { offerId } });
    expect(response.status).toBe(200);
    expect(await ownerMessages()).toHaveLength(1);
    expect((await auditFor(offerId)).map((row) => row.action)).toContain('offer.forward_owner');
  });

  test('a home with no owner record: the offer stays with the desk; forwarding is a 409 that writes nothing', async () => {
    const listing = await insertRentListing();
    await getDb().update(gated_societies).set({ offer_answer_mode: 'owners_direct' }).where(eq(gated_societies.id, listing.societyId));
    const { offerId } = await offerOn(listing);
    expect(await ownerMessages()).toEqual([]);
    const response = await call(forwardRoute, `/api/ops/offers/${offerId}/forward`, { method: 'POST', cookie: manager.cookie, params: { offerId } });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('owner_missing');
    expect((await auditFor(offerId)).map((row) => row.action)).not.toContain('offer.forward_owner');
  });

  test('the answer mode is the desk\'s choice: agents 404, managers audited, a bad mode 422', async () => {
    const listing = await insertRentListing();
    const agent = await signedInStaff('agent', [listing.societyId]);
    const body = { societyId: listing.societyId, mode: 'owners_direct' };
    expect((await call(answerModeRoute, '/api/ops/offers/answer-mode', { method: 'POST', cookie: agent.cookie, body })).status).toBe(404);
    expect((await call(answerModeRoute, '/api/ops/offers/answer-mode', { method: 'POST', cookie: manager.cookie, body: { ...body, mode: 'owners' } })).status).toBe(422);
    expect((await getDb().select({ mode: gated_societies.offer_answer_mode }).from(gated_societies).where(eq(gated_societies.id, listing.societyId)))[0]!.mode).toBe('team_first');
    expect((await call(answerModeRoute, '/api/ops/offers/answer-mode', { method: 'POST', cookie: manager.cookie, body })).status).toBe(200);
    expect((await getDb().select({ mode: gated_societies.offer_answer_mode }).from(gated_societies).where(eq(gated_societies.id, listing.societyId)))[0]!.mode).toBe('owners_direct');
    const [audit] = await auditFor(listing.societyId);
    expect(audit).toMatchObject({ action: 'society.offer_answer_mode', actor_id: manager.id, before: { offer_answer_mode: 'team_first' }, after: { offer_answer_mode: 'owners_direct' } });
  });
});

describe('the owner proves the device', () => {
  test('a code a minute; five wrong tries end the code; the right one proves the device and the number', async () => {
    const { listing, owner: row } = await directListing();
    const { offerId } = await offerOn(listing);
    const token = tokenOf((await ownerMessages())[0]!.link);
    const device = newDevice();
    const sent = await owner(codeRoute, 'code', token, device);
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { masked: string }).masked).toBe(`WhatsApp ••••••${row.phone.slice(-4)}`);
    expect((await owner(codeRoute, 'code', token, device)).status).toBe(429);
    const code = await latestCode(row.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await owner(verifyRoute, 'verify', token, device, { code: wrong })).status).toBe(422);
    expect((await owner(verifyRoute, 'verify', token, device, { code })).status).toBe(422);
    expect((await owner(answerRoute, 'answer', token, device, { action: 'accept' })).status).toBe(404);
    expect((await getDb().select().from(owners).where(eq(owners.id, row.id)))[0]!.phone_verified_at).toBeNull();
    // A fresh device has no resend wait of its own; its WhatsApp code proves the number, an owner action in the log.
    expect((await auditFor(row.id)).filter((a) => a.action === 'owner.device_proved')).toEqual([]);
    await provedDevice(token, row.phone);
    expect((await getDb().select().from(owners).where(eq(owners.id, row.id)))[0]!.phone_verified_at).not.toBeNull();
    const linkId = (await findOwnerLink(token))!.linkId;
    expect((await auditFor(row.id)).filter((a) => a.action === 'owner.device_proved')).toMatchObject([{ actor_email: `owner:${row.id}`, table_name: 'owners', after: { link: linkId } }]);

    // Now a forwarded offer reaches the owner on WhatsApp too.
    await clearJobs();
    expect((await call(forwardRoute, `/api/ops/offers/${offerId}/forward`, { method: 'POST', cookie: manager.cookie, params: { offerId } })).status).toBe(200);
    const fresh = tokenOf((await ownerMessages())[0]!.link);
    await runDueJobs(database.url());
    const delivered = await getDb().select({ channel: outbox_messages.channel }).from(outbox_messages).where(sql`${outbox_messages.text} like ${'%' + fresh + '%'}`);
    expect(delivered.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    // The forward replaced the first link: it sends no code any more.
    expect((await owner(codeRoute, 'code', token, newDevice())).status).toBe(410);
    expect((await getDb().select().from(owner_links).where(eq(owner_links.subject_id, offerId))).filter((l) => l.revoked_at)).toHaveLength(1);
  });
});

describe('link rules', () => {
  test('tampered, truncated, padded and another purpose\'s tokens are 404 everywhere', async () => {
    const { listing, owner: row } = await directListing();
    const { offerId } = await offerOn(listing);
    const token = tokenOf((await ownerMessages())[0]!.link);
    const availability = await createOwnerLink(getDb(), { ownerId: row.id, purpose: 'availability', subjectId: offerId });
    const tampered = `${token.slice(0, -3)}${token.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    // A trailing '=' (or any padding) is another spelling the page refuses: so do the APIs.
    for (const bad of [tampered, token.slice(0, 40), availability.token, 'not-a-token', `${token}=`, `${token}==`, ` ${token}`]) {
      const device = newDevice();
      expect((await owner(codeRoute, 'code', bad, device)).status).toBe(404);
      expect((await owner(verifyRoute, 'verify', bad, device, { code: '123456' })).status).toBe(404);
      expect((await owner(answerRoute, 'answer', bad, device, { action: 'accept' })).status).toBe(404);
    }
    expect((await offerRow(offerId)).offer_status).toBe('Pending');
  });

  test('a device proved by another owner, or not proved at all, sees 404', async () => {
    const first = await directListing();
    const second = await directListing();
    await offerOn(first.listing);
    const [firstMessage] = await ownerMessages();
    await clearJobs();
    await offerOn(second.listing);
    const [secondMessage] = await ownerMessages();
    const othersDevice = await provedDevice(tokenOf(secondMessage!.link), second.owner.phone);
    expect((await owner(answerRoute, 'answer', tokenOf(firstMessage!.link), othersDevice, { action: 'accept' })).status).toBe(404);
    expect((await owner(answerRoute, 'answer', tokenOf(firstMessage!.link), newDevice(), { action: 'accept' })).status).toBe(404);
    expect((await owner(answerRoute, 'answer', tokenOf(firstMessage!.link), undefined, { action: 'accept' })).status).toBe(404);
  });

  test('expired and revoked links refuse the answer and change nothing; revoking is audited', async () => {
    const { listing, owner: row } = await directListing();
    const { offerId } = await offerOn(listing);
    const token = tokenOf((await ownerMessages())[0]!.link);
    const device = await provedDevice(token, row.phone);
    const old = await createOwnerLink(getDb(), { ownerId: row.id, purpose: 'offer', subjectId: offerId, now: new Date(Date.now() - 8 * 86_400_000) });
    const expired = await owner(answerRoute, 'answer', old.token, device, { action: 'accept' });
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('link_expired');

    expect((await call(revokeRoute, `/api/ops/offers/${offerId}/revoke-link`, { method: 'POST', cookie: (await signedInTenant('x')).cookie, params: { offerId } })).status).toBe(404);
    expect((await call(revokeRoute, `/api/ops/offers/${offerId}/revoke-link`, { method: 'POST', cookie: manager.cookie, params: { offerId } })).status).toBe(204);
    const revoked = await owner(answerRoute, 'answer', token, device, { action: 'accept' });
    expect(revoked.status).toBe(410);
    expect(((await revoked.json()) as { error: { code: string } }).error.code).toBe('link_revoked');
    expect((await call(revokeRoute, `/api/ops/offers/${offerId}/revoke-link`, { method: 'POST', cookie: manager.cookie, params: { offerId } })).status).toBe(409);
    // Neither sends a code any more.
    const codesBefore = (await getDb().select({ n: sql<number>`count(*)::int` }).from(outbox_messages))[0]!.n;
    for (const closed of [old.token, token]) expect((await owner(codeRoute, 'code', closed, newDevice())).status).toBe(410);
    expect((await getDb().select({ n: sql<number>`count(*)::int` }).from(outbox_messages))[0]!.n).toBe(codesBefore);
    expect((await offerRow(offerId)).offer_status).toBe('Pending');
    expect((await auditFor(offerId)).filter((a) => a.action === 'offer.revoke_owner_link')).toHaveLength(1);
  });
});

describe("'Send me a new link'", () => {
  const expire = (token: string) =>
    findOwnerLink(token).then((link) => getDb().update(owner_links).set({ expires_at: new Date(Date.now() - 3_600_000) }).where(eq(owner_links.id, link!.linkId)));
  const ask = async (token: string) => {
    const response = await owner(newLinkRoute, 'new-link', token, newDevice());
    return { status: response.status, body: (await response.json()) as { outcome?: string; error?: { code: string } } };
  };

  test('an expired newest link: a new one goes to the owner, audited as the owner; asking again sends nothing more', async () => {
    const { listing, owner: row } = await directListing();
    const { offerId } = await offerOn(listing);
    const token = tokenOf((await ownerMessages())[0]!.link);
    expect(await ask(token)).toEqual({ status: 409, body: { error: expect.objectContaining({ code: 'link_open' }) } });
    await expire(token);
    await clearJobs();
    expect(await ask(token)).toEqual({ status: 200, body: { outcome: 'sent' } });
    const [sent] = await ownerMessages();
    expect(sent!.email?.to).toBe(row.email);
    const fresh = tokenOf(sent!.link);
    expect(fresh).not.toBe(token);
    expect((await findOwnerLink(fresh))!.state).toBe('open');
    const audit = (await auditFor(offerId)).filter((a) => a.action === 'offer.owner_new_link');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe(`owner:${row.id}`);
    // The old link is no longer the newest: nothing more is sent, however often it is asked.
    expect(await ask(token)).toEqual({ status: 200, body: { outcome: 'newer_link' } });
    expect(await ownerMessages()).toHaveLength(1);
  });

  test('a link the desk took back, or an offer no longer waiting, sends nothing; an unknown token is the plain 404', async () => {
    const { listing } = await directListing();
    const { offerId } = await offerOn(listing);
    const token = tokenOf((await ownerMessages())[0]!.link);
    expect((await call(revokeRoute, `/api/ops/offers/${offerId}/revoke-link`, { method: 'POST', cookie: manager.cookie, params: { offerId } })).status).toBe(204);
    await clearJobs();
    expect(await ask(token)).toEqual({ status: 200, body: { outcome: 'taken_back' } });
    await getDb().update(tenant_offers).set({ offer_status: 'Withdrawn' }).where(eq(tenant_offers.id, offerId));
    expect(await ask(token)).toEqual({ status: 200, body: { outcome: 'not_waiting' } });
    expect(await ownerMessages()).toHaveLength(0);
    expect((await auditFor(offerId)).filter((a) => a.action === 'offer.owner_new_link')).toHaveLength(0);
    expect((await ask(`${token}x`)).status).toBe(404);
  });
});

describe('the owner answers through the state machine', () => {
  test('a counter: audited as the owner, the tenant told, the link decided once; the tenant accepts the counter', async () => {
    const { listing, owner: row } = await directListing();
    const { offerId, tenant } = await offerOn(listing);
    const token = tokenOf((await ownerMessages())[0]!.link);
    const device = await provedDevice(token, row.phone);
    await clearJobs();
    const counter = { offered_rent: '42,000', offered_security_deposit: 140000, movein_date: dayFromToday(12) };
    const answered = await owner(answerRoute, 'answer', token, device, { action: 'counter', counter });
    expect(answered.status).toBe(200);
    expect(await offerRow(offerId)).toMatchObject({ offer_status: 'Countered', counter_rent: 42000, counter_security_deposit: 140000 });
    const [audit] = (await auditFor(offerId)).filter((a) => a.action === 'offer.counter');
    expect(audit).toMatchObject({ actor_id: null, actor_email: `owner:${row.id}` });
    const told = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'send-message' && job.payload.kind === 'offer-answer');
    expect(told.map((job) => (job.payload.data as { outcome: string }).outcome)).toEqual(['countered']);
    // The tenant's message names the home and the terms, never the owner.
    for (const detail of [row.phone, row.email!, row.name, row.id]) expect(JSON.stringify(told[0]!.payload)).not.toContain(detail);

    // A second tap (any answer) is refused and writes nothing.
    for (const again of [{ action: 'accept' }, { action: 'decline', reason: 'rent_too_low' }]) {
      const second = await owner(answerRoute, 'answer', token, device, again);
      expect(second.status).toBe(409);
      expect(((await second.json()) as { error: { code: string } }).error.code).toBe('link_decided');
    }
    expect((await offerRow(offerId)).offer_status).toBe('Countered');
    expect((await getDb().select().from(owner_links).where(eq(owner_links.subject_id, offerId)))[0]).toMatchObject({ decision: 'counter' });

    const accepted = await call(answerCounterRoute, `/api/offers/${offerId}/counter`, { method: 'POST', cookie: tenant.cookie, body: { answer: 'accept' }, params: { offerId } });
    expect(accepted.status).toBe(200);
    expect((await offerRow(offerId)).offer_status).toBe('Accepted');
  });

  test('the tenant\'s answers never carry the owner\'s contact details', async () => {
    const { listing, owner: row } = await directListing();
    const { offerId, tenant } = await offerOn(listing);
    const token = tokenOf((await ownerMessages())[0]!.link);
    const device = await provedDevice(token, row.phone);
    await getDb().insert(shortlist_hearts).values({ user_id: tenant.id, property_id: listing.propertyId, society_id: listing.societyId, rent_listing_id: listing.listingId });
    const card = async () => (await listHeartedHomes(tenant.id)).find((item) => item.propertyId === listing.propertyId)!;
    expect(await card()).toMatchObject({ offerStatus: 'Pending', offerAnsweredAt: null });
    // A decline keeps the home on the market, so the hearted card stays in the list.
    expect((await owner(answerRoute, 'answer', token, device, { action: 'decline', reason: 'rent_too_low' })).status).toBe(200);
    const body = await (await call(sentOffers, '/api/offers/sent', { cookie: tenant.cookie })).text();
    expect(body).toContain(offerId);
    for (const detail of [row.phone, row.email!, row.name]) expect(body).not.toContain(detail);
    // The answer's date, on 'Your offers' and on the shortlist card, is the offer's decision time.
    const decidedAt = (await offerRow(offerId)).decided_at!.toISOString();
    expect((JSON.parse(body) as { offers: { id: string; answered_at: string }[] }).offers.find((o) => o.id === offerId)!.answered_at).toBe(decidedAt);
    const answered = await card();
    expect(answered.offerStatus).toBe('Rejected');
    expect(new Date(answered.offerAnsweredAt!).toISOString()).toBe(decidedAt);
    expect(JSON.stringify(answered)).not.toContain(row.phone);

    // The visit card (the society's visits) shows the same answer and its date, and nothing of the owner.
    const visitId = await insertVisit(tenant.id, homeOf(listing), slotStart(-4), { status: 'completed' });
    const visitsResponse = await call(visitsRoute, `/api/visits?society_id=${listing.societyId}`, { cookie: tenant.cookie });
    expect(visitsResponse.status).toBe(200);
    const visitsBody = await visitsResponse.text();
    const visit = (JSON.parse(visitsBody) as { visits: { visitId: string; offerStatus: string | null; offerAnsweredAt: string | null }[] }).visits.find((v) => v.visitId === visitId)!;
    expect(visit.offerStatus).toBe('Rejected');
    expect(new Date(visit.offerAnsweredAt!).toISOString()).toBe(decidedAt);
    for (const detail of [row.phone, row.email!, row.name, row.id]) expect(visitsBody).not.toContain(detail);
    for (const detail of [row.phone, row.email!, row.name, row.id]) expect(body).not.toContain(detail);
  });

  test('a visit card without an offer on its home shows none', async () => {
    const listing = await insertRentListing();
    const tenant = await signedInTenant('visit-no-offer');
    const visitId = await insertVisit(tenant.id, homeOf(listing), slotStart(8));
    const body = (await (await call(visitsRoute, `/api/visits?society_id=${listing.societyId}`, { cookie: tenant.cookie })).json()) as { visits: { visitId: string; offerStatus: unknown; offerAnsweredAt: unknown }[] };
    expect(body.visits.find((v) => v.visitId === visitId)).toMatchObject({ offerStatus: null, offerAnsweredAt: null });
  });

  test('a decided link on a browser not proved says when it was answered and nothing else; the proved one sees it all', async () => {
    const { listing, owner: row } = await directListing();
    const { offerId } = await offerOn(listing);
    const token = tokenOf((await ownerMessages())[0]!.link);
    const device = await provedDevice(token, row.phone);
    expect((await owner(answerRoute, 'answer', token, device, { action: 'decline', reason: 'rent_too_low' })).status).toBe(200);
    const link = (await findOwnerLink(token))!;
    const stranger = newDevice().split('=')[1]!;
    const page = await ownerOfferPage(link, stranger);
    expect(page).toEqual({ kind: 'answered', decidedAt: link.decidedAt });
    // Nothing of the offer or the answer: no terms, no tenant, no decision.
    const shown = JSON.stringify(page);
    for (const detail of ['40000', '120000', 'Asha', 'decline', 'rent_too_low', offerId]) expect(shown).not.toContain(detail);
    // An open link on a stranger's browser asks for the code; the owner's own browser sees the offer and the answer.
    expect(await ownerOfferPage({ ...link, state: 'open', decision: null, decidedAt: null }, stranger)).toEqual({ kind: 'prove' });
    expect(await ownerOfferPage(link, device.split('=')[1]!)).toMatchObject({ kind: 'offer', view: { offeredRent: 40000, status: 'Rejected' }, decision: { answer: 'decline' } });
    // The stranger may still prove the browser to see the details (a code is sent for a decided link).
    expect((await owner(codeRoute, 'code', token, newDevice())).status).toBe(200);
  });
});

test('the owner sees the tenant summary only while the tenant allows it', async () => {
  const { listing } = await directListing();
  const { tenant, offerId } = await offerOn(listing);
  expect((await ownerOfferView(offerId))?.tenant).toEqual({ firstName: 'Asha', summary: { occupation: expect.any(String), tenantType: expect.any(String), household: expect.any(String) } });
  await setConsent(tenant.id, 'share_tenant_profile', false);
  expect((await ownerOfferView(offerId))?.tenant).toEqual({ firstName: 'Asha', summary: null });
});

test("the desk's offers page is a view of each tenant shown, and the tenant's download lists who looked", async () => {
  const { listing } = await directListing();
  const { tenant, offerId } = await offerOn(listing);
  await recordOfferSummaryViews({ id: manager.id, email: manager.email, address: null }, [offerId]);
  const { staffAccess } = await collectPersonData(tenant.id);
  expect(staffAccess).toEqual([expect.objectContaining({ who: 'a GHomes manager', action: 'view', table: 'tenant_profile', fields: { viewed: ['first_name', 'occupation', 'tenant_type'] } })]);
});

test("the tenant's message and fittings reach the owner's message and page and the desk's row, without contact details, beside the asking terms and the unit", async () => {
  const { listing } = await directListing();
  await getDb().update(properties).set({ house_number: 'C-303' }).where(eq(properties.id, listing.propertyId));
  const tenant = await signedInTenant('offer-notes');
  expect((await call(createProfile, '/api/tenant-profile', { method: 'POST', cookie: tenant.cookie, body: profilePayload({ first_name: 'Asha' }) })).status).toBe(201);
  const response = await call(sendOfferRoute, '/api/offers', {
    method: 'POST',
    cookie: tenant.cookie,
    body: {
      rent_listing_id: listing.listingId,
      property_id: listing.propertyId,
      society_id: listing.societyId,
      offered_rent: 40000,
      offered_security_deposit: 120000,
      movein_date: dayFromToday(10),
      extra_fittings_requested: 'Curtain rods',
      message: 'A family of three. Call me on 98765 43210 or asha@example.com.',
    },
  });
  expect(response.status).toBe(201);
  const offerId = ((await response.json()) as { offer: { id: string } }).offer.id;
  const expected = { extraFittings: 'Curtain rods', message: 'A family of three. Call me on [contact details removed] or [contact details removed].' };

  const [job] = (await queuedJobs(database.url())).filter((queued) => queued.task_identifier === 'send-message' && queued.payload.kind === 'owner-offer');
  expect(job!.payload.data).toMatchObject({ ...expected, unit: 'C-303', askingRent: 42000, askingDeposit: 150000 });
  expect(await ownerOfferView(offerId)).toMatchObject({ ...expected, unit: 'C-303', askingRent: 42000, askingDeposit: 150000, offeredRent: 40000 });
  const row = (await listDeskOffers({ status: 'Pending' }, { page: 1, size: 25, sort: 'age', dir: 'asc' })).rows.find((candidate) => candidate.id === offerId);
  expect(row).toMatchObject(expected);

  await runDueJobs(database.url(), ['send-message']);
  const mail = (await queuedJobs(database.url())).find((queued) => queued.task_identifier === 'deliver-email' && String(queued.payload.text).includes('Message from the tenant'));
  expect(mail!.payload.text).toContain('Home: C-303 (Semi-Furnished), ');
  expect(mail!.payload.text).toContain('(you ask ₹42 K (₹42,000))');
  expect(mail!.payload.text).not.toMatch(/98765|asha@example\.com/);
});

// ---- The owner's language (docs/i18n.md "Messages in the recipient's language") ----

describe("the owner's language", () => {
  const ownerLanguage = async (id: string) => (await getDb().select({ language: owners.language }).from(owners).where(eq(owners.id, id)))[0]!.language;
  const offerJob = async (ownerId: string) =>
    (await queuedJobs(database.url())).find((job) => job.task_identifier === 'send-message' && job.payload.kind === 'owner-offer' && (job.payload.whatsapp as { ownerId: string }).ownerId === ownerId)!;
  const emailTo = async (address: string) => (await getDb().select().from(outbox_messages).where(and(eq(outbox_messages.to_address, address), eq(outbox_messages.channel, 'email'))))[0]!;
  const kannadaDay = (date: string) => new Intl.DateTimeFormat('kn-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

  test('an owner who reads Kannada gets the offer in Kannada, its amounts and days too, with the link to the Kannada page', async () => {
    const { listing, owner: row } = await directListing();
    await getDb().update(owners).set({ language: 'kn' }).where(eq(owners.id, row.id));
    await offerOn(listing);
    const data = (await offerJob(row.id)).payload.data as { link: string; locale: string; societyName: string; propertyTitle: string; moveinDate: string; linkExpires: string };
    expect(data.locale).toBe('kn');
    expect(data.link).toMatch(/\/kn\/owner\/[^/]+$/);
    await runDueJobs(database.url());
    const email = await emailTo(row.email!);
    expect(email.subject).toBe(`${data.societyName} ನಲ್ಲಿರುವ ನಿಮ್ಮ ${data.propertyTitle} ಮನೆಗೆ ಬಾಡಿಗೆ ಆಫರ್`);
    expect(email.text).toContain('ನಮಸ್ಕಾರ Ravi,\n\nಬಾಡಿಗೆದಾರರೊಬ್ಬರು ನಿಮ್ಮ ಮನೆಗೆ ಆಫರ್ ಮಾಡಿದ್ದಾರೆ:\n');
    expect(email.text).toContain('ಆಫರ್ ಮಾಡಿದ ಬಾಡಿಗೆ: ತಿಂಗಳಿಗೆ ₹40 ಸಾವಿರ (₹40,000)');
    expect(email.text).toContain('ಭದ್ರತಾ ಠೇವಣಿ: ₹1.20 ಲಕ್ಷ (₹1,20,000)');
    expect(email.text).toContain(`ಮನೆಗೆ ಬರುವ ದಿನಾಂಕ: ${kannadaDay(data.moveinDate)}\n`);
    expect(email.text).toContain(`ಇಲ್ಲಿ ಅದನ್ನು ಒಪ್ಪಿ, ನಿರಾಕರಿಸಿ ಅಥವಾ ಪ್ರತಿ-ಆಫರ್ ನೀಡಿ: ${data.link}\nಈ ಲಿಂಕ್ ${kannadaDay(data.linkExpires)} ರವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ.`);
    expect(email.html).toContain('ಆಫರ್‌ಗೆ ಉತ್ತರಿಸಿ');
    expect(`${email.subject}\n${email.text}\n${email.html}`).not.toMatch(/Offered rent|Hi Ravi|Answer the offer|Move-in date/);
  });

  test('an owner who never chose gets today\'s English words, with the link to the English page', async () => {
    const { listing, owner: row } = await directListing();
    await offerOn(listing);
    const data = (await offerJob(row.id)).payload.data as { link: string; locale: string; societyName: string; propertyTitle: string; moveinDate: string; linkExpires: string };
    expect(data.locale).toBe('en');
    expect(data.link).toMatch(/\/owner\/[^/]+$/);
    expect(data.link).not.toMatch(/\/(en|kn|hi)\/owner\//);
    await runDueJobs(database.url());
    const email = await emailTo(row.email!);
    const day = (date: string) => formatCalendarDay(date);
    expect(email.subject).toBe(`A rental offer for your ${data.propertyTitle} at ${data.societyName}`);
    expect(email.text).toMatch(/^Hi Ravi,\n\nA tenant has made an offer for your home:\n\nHome: .+\nOffered rent: ₹40 K \(₹40,000\) per month( \(you ask .+\))?\nSecurity deposit: ₹1\.20 L \(₹1,20,000\)/);
    expect(email.text).toContain(`Move-in date: ${day(data.moveinDate)}\n`);
    expect(email.text).toContain(
      `Accept, decline or counter it here: ${data.link}\nThe link works until ${day(data.linkExpires)}. The first time you open it on a phone or computer we send you a code to check it is you.\n`,
    );
    expect(email.html).toContain('>Answer the offer</a>');
  });

  test('an answer on the Kannada page keeps Kannada as the owner\'s language; a language we do not have is refused and changes nothing', async () => {
    const { listing, owner: row } = await directListing();
    const { offerId } = await offerOn(listing);
    const [message] = await ownerMessages();
    const token = tokenOf(message!.link);
    const device = await provedDevice(token, row.phone);

    const refused = await owner(answerRoute, 'answer', token, device, { action: 'accept', language: 'fr' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'validation_failed', message: 'Please choose English (en), Kannada (kn) or Hindi (hi).' } });
    expect((await offerRow(offerId)).offer_status).toBe('Pending');
    expect(await ownerLanguage(row.id)).toBeNull();
    expect((await findOwnerLink(token))?.state).toBe('open');

    const answered = await owner(answerRoute, 'answer', token, device, { action: 'accept', language: 'kn' });
    expect(answered.status).toBe(200);
    expect((await offerRow(offerId)).offer_status).toBe('Accepted');
    expect(await ownerLanguage(row.id)).toBe('kn');
  });
});
