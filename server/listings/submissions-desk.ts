import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { indiaToday } from '@/lib/time/india';
import { localePath } from '@/lib/i18n/locales';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import { phoneHint } from '@/lib/ops/desk-search';
import { unitLabel } from '@/lib/owners/home-submission';
import type { SubmissionDecidedAnswer, SubmissionDecision } from '@/lib/validation/home-submission';
import { enqueueAlertDigests } from '@/server/alerts/schedule';
import { recordAudit, recordView, recordViews } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, home_submissions, owners, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { AppError, notFound } from '@/server/http/errors';
import { recipientLocale } from '@/server/i18n/translator';
import { enqueueMessage } from '@/server/messages/send';
import type { Staff } from '@/server/staff/access';
import { getPrivateObject } from '@/server/storage/objects';
import { expireSocietyListingPages } from './desk-edit';
import { submissionView } from './owner-submissions';

// The desk's 'New homes' (docs/ops.md "New homes"; docs/owners.md "Adding a home"): the homes owners sent, oldest
// first, each checked against its ownership document (opened only here, every view audited) and its photos.
// Approve makes the property and its Active listing from the row; 'Ask for more' hands it back to the owner with a
// note; Refuse closes it with a reason. Each decision is one transaction with its audit row and the owner's message.

const s = home_submissions;
/** A home on the market already: a second listing of the same kind would list the unit twice. */
const OPEN_LISTING_STATUSES = ['Active', 'Under offer', 'Unconfirmed'];

export interface NewHomeRow {
  id: string;
  societyName: string;
  unit: string;
  kind: string;
  ownerName: string;
  submittedAt: string;
  duplicate: boolean;
  photoCount: number;
}

export async function newHomesQueue(): Promise<NewHomeRow[]> {
  const rows = await getDb()
    .select({ row: s, societyName: gated_societies.name, ownerName: owners.name })
    .from(s)
    .innerJoin(gated_societies, eq(gated_societies.id, s.society_id))
    .innerJoin(owners, eq(owners.id, s.owner_id))
    .where(eq(s.status, 'submitted'))
    .orderBy(asc(s.submitted_at))
    .limit(200);
  return rows.map(({ row, societyName, ownerName }) => ({
    id: row.id,
    societyName,
    unit: unitLabel(row.tower, row.unit),
    kind: row.kind,
    ownerName,
    submittedAt: row.submitted_at!.toISOString(),
    duplicate: row.duplicate_property_id !== null,
    photoCount: row.photos.length,
  }));
}

export interface DeskSubmission {
  submission: ReturnType<typeof submissionView>;
  societyName: string;
  configuration: string;
  owner: { id: string; name: string; phoneHint: string; verified: boolean };
  submittedAt: string | null;
  duplicate: { propertyId: string; unit: string | null; openListings: number } | null;
}

/** One new home for the desk, or null; the owner's name and number shown are an audited view. */
export async function openDeskSubmission(staff: Staff, submissionId: string): Promise<DeskSubmission | null> {
  return getDb().transaction(async (tx) => {
    const [found] = await tx
      .select({ row: s, societyName: gated_societies.name, configuration: bedroom_configurations.name, owner: owners })
      .from(s)
      .innerJoin(gated_societies, eq(gated_societies.id, s.society_id))
      .innerJoin(bedroom_configurations, eq(bedroom_configurations.id, s.bedroom_configuration_id))
      .innerJoin(owners, eq(owners.id, s.owner_id))
      .where(eq(s.id, submissionId));
    if (!found) return null;
    await recordViews(tx, staff.actor, [{ table: 'owners', rowId: found.owner.id, fields: ['name', 'phone'] }]);
    return {
      submission: submissionView(found.row),
      societyName: found.societyName,
      configuration: found.configuration,
      owner: { id: found.owner.id, name: found.owner.name, phoneHint: phoneHint(found.owner.phone), verified: found.owner.phone_verified_at !== null },
      submittedAt: found.row.submitted_at?.toISOString() ?? null,
      duplicate: found.row.duplicate_property_id ? await duplicateHome(tx, found.row.duplicate_property_id) : null,
    };
  });
}

async function duplicateHome(tx: Executor, propertyId: string): Promise<DeskSubmission['duplicate']> {
  const [home] = await tx.select({ unit: properties.house_number }).from(properties).where(eq(properties.id, propertyId));
  if (!home) return null;
  return { propertyId, unit: home.unit, openListings: await openListingCount(tx, propertyId) };
}

async function openListingCount(tx: Executor, propertyId: string, kind?: 'rent' | 'sale'): Promise<number> {
  const counted = async (table: typeof property_rent_listings | typeof property_sale_listings) => {
    const [row] = await tx.select({ count: count() }).from(table).where(and(eq(table.property_id, propertyId), inArray(table.listing_status, OPEN_LISTING_STATUSES)));
    return row?.count ?? 0;
  };
  return (kind !== 'sale' ? await counted(property_rent_listings) : 0) + (kind !== 'rent' ? await counted(property_sale_listings) : 0);
}

/** The ownership document, for the desk only; each opening is an audited view. Null for none. */
export async function openSubmissionDocument(staff: Staff, submissionId: string): Promise<{ body: Buffer; contentType: string } | null> {
  const [row] = await getDb().select({ path: s.document_path, ownerId: s.owner_id }).from(s).where(eq(s.id, submissionId));
  if (!row?.path) return null;
  const file = await getPrivateObject(row.path);
  if (!file) return null;
  await recordView(getDb(), staff.actor, { table: 'home_submissions', rowId: submissionId, fields: ['ownership_document'] });
  return file;
}

const DECIDED_STATUS = { approve: 'approved', ask: 'more_asked', refuse: 'refused' } as const;
const DECIDED_WORDS = { approve: 'Approved: the home is live.', ask: 'Sent back to the owner with your note.', refuse: 'Refused. The owner has the reason.' } as const;

/** Approve, ask for more or refuse a home waiting for the desk; 404 for one that is not waiting. */
export async function decideSubmission(staff: Staff, submissionId: string, decision: SubmissionDecision, now = new Date()): Promise<SubmissionDecidedAnswer> {
  const decided = await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(s).where(and(eq(s.id, submissionId), eq(s.status, 'submitted'))).for('update');
    if (!row) throw notFound('This home is not waiting for the desk.');
    const propertyId = decision.decision === 'approve' ? await listSubmittedHome(tx, staff, row, now) : null;
    const note = decision.decision === 'approve' ? null : decision.note;
    const status = DECIDED_STATUS[decision.decision];
    await tx.update(s).set({ status, desk_note: note, property_id: propertyId, decided_at: now, decided_by: staff.user.id, updated_at: now }).where(eq(s.id, submissionId));
    await recordAudit(tx, staff.actor, { action: `home_submission.${decision.decision}`, table: 'home_submissions', rowId: submissionId, before: { status: row.status }, after: { status, note, property_id: propertyId } });
    await tellOwner(tx, row, decision.decision === 'approve' ? 'approved' : decision.decision === 'ask' ? 'ask' : 'refused', note);
    return { status, propertyId, societyId: row.society_id };
  });
  if (decided.propertyId) await expireSocietyListingPages(decided.societyId);
  return { message: DECIDED_WORDS[decision.decision], status: decided.status, propertyId: decided.propertyId };
}

type Row = typeof s.$inferSelect;

/** The property (or the duplicate's, when that unit has no open listing of this kind) and its Active listing. */
async function listSubmittedHome(tx: Executor, staff: Staff, row: Row, now: Date): Promise<string> {
  if (row.duplicate_property_id && (await openListingCount(tx, row.duplicate_property_id, row.kind as 'rent' | 'sale')) > 0) {
    throw new AppError('already_listed', 'This unit is already listed. Refuse this one, or end the other listing first.', 409);
  }
  const home = {
    society_id: row.society_id,
    owner_id: row.owner_id,
    photos: row.photos.map(({ bucket, path }) => ({ bucket, path })),
    sqft: row.sqft,
    floor_number: row.floor_number,
    furnishing: row.furnishing,
    bedroom_configuration_id: row.bedroom_configuration_id,
    house_number: unitLabel(row.tower, row.unit),
    property_parking: row.property_parking,
  };
  const propertyId = row.duplicate_property_id ?? (await tx.insert(properties).values({ ...home, created_at: now }).returning({ id: properties.id }))[0]!.id;
  if (row.duplicate_property_id) await tx.update(properties).set(home).where(eq(properties.id, propertyId));
  await recordAudit(tx, staff.actor, { action: row.duplicate_property_id ? 'property.update' : 'property.create', table: 'properties', rowId: propertyId, after: home });
  const listing = row.kind === 'rent' ? await insertRentListing(tx, row, propertyId, now) : await insertSaleListing(tx, row, propertyId, now);
  await recordAudit(tx, staff.actor, { action: 'listing.create', table: row.kind === 'rent' ? 'property_rent_listings' : 'property_sale_listings', rowId: listing, after: { property_id: propertyId, from_submission: row.id } });
  await enqueueAlertDigests(tx, [{ societyId: row.society_id, propertyType: row.kind === 'rent' ? 'Rent' : 'Buy' }], now);
  return propertyId;
}

async function insertRentListing(tx: Executor, row: Row, propertyId: string, now: Date): Promise<string> {
  const availableNow = !row.available_from_date || row.available_from_date <= indiaToday(now);
  const [listing] = await tx
    .insert(property_rent_listings)
    .values({
      property_id: propertyId,
      society_id: row.society_id,
      owner_id: row.owner_id,
      expected_rent: row.expected_rent!,
      expected_deposit: row.expected_deposit,
      available_from_date: row.available_from_date,
      immediate_flag: availableNow,
      bedroom_configuration_id: row.bedroom_configuration_id,
      listing_status: 'Active',
      last_confirmed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: property_rent_listings.id });
  return listing!.id;
}

async function insertSaleListing(tx: Executor, row: Row, propertyId: string, now: Date): Promise<string> {
  const [listing] = await tx
    .insert(property_sale_listings)
    .values({ property_id: propertyId, society_id: row.society_id, listing_price: row.listing_price, listing_status: 'Active', last_confirmed_at: now, created_at: now, updated_at: now })
    .returning({ id: property_sale_listings.id });
  return listing!.id;
}

async function tellOwner(tx: Executor, row: Row, decision: 'approved' | 'ask' | 'refused', note: string | null): Promise<void> {
  const [owner] = await tx.select().from(owners).where(eq(owners.id, row.owner_id));
  const [facts] = await tx
    .select({ societyName: gated_societies.name, configuration: bedroom_configurations.name })
    .from(gated_societies)
    .innerJoin(bedroom_configurations, eq(bedroom_configurations.id, row.bedroom_configuration_id))
    .where(eq(gated_societies.id, row.society_id));
  if (!owner || !facts) return;
  const { BRAND_NAME, SITE_URL } = getEnv();
  const site = SITE_URL.replace(/\/$/, '');
  const key = `home-submission-${decision}:${row.id}:${row.updated_at.getTime()}`;
  // In the owner's language, with the link to the page in it (docs/i18n.md "Messages in the recipient's language").
  const locale = recipientLocale(owner.language);
  await enqueueMessage(
    tx,
    'home-submission-decided',
    { ownerName: owner.name, societyName: facts.societyName, home: homeWithUnit(homeTitle(facts.configuration, row.furnishing), unitLabel(row.tower, row.unit)), decision, note, link: `${site}${localePath(locale, '/owner/homes')}`, brandName: BRAND_NAME, siteUrl: site, locale },
    {
      ...(owner.email ? { email: { to: owner.email, key: `${key}:email` } } : {}),
      whatsapp: { to: `${owner.country_code}${owner.phone}`, key: `${key}:whatsapp`, ownerId: owner.id },
    },
  );
}
