import 'server-only';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { PERSON_LIST_LIMIT, type DeskPerson, type DeskPersonAuditRow } from '@/lib/ops/people';
import { roleAtLeast } from '@/lib/ops/roles';
import { indiaDate } from '@/lib/time/india';
import { boardStatus, gateState } from '@/lib/visits/desk-marks';
import { recordViews } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import {
  audit_log,
  bedroom_configurations,
  contact_messages,
  gated_societies,
  profiles,
  properties,
  property_rent_listings,
  property_sale_listings,
  shortlist_hearts,
  tenant_offers,
  tenant_profile,
  visits,
} from '@/server/db/schema';
import { rentBedroomJoin } from '@/server/db/home-query';
import { consentLog, statesFrom } from '@/server/privacy/consent';
import type { Staff } from '@/server/staff/access';

// A tenant in one place on the desk (/ops/people/<id>, docs/ops.md "A person in one place"): their account and
// tenant profile summary, visits, offers, the contact messages sent from their address, hearts, consents and, for
// a role that opens the audit log, who looked at them. Opening the page is a `view` row on the account (and one on
// the tenant profile when it has one), written with the read. Each list is one index range, newest first.

/** The fields of the page's summary, as the view rows name them. */
const ACCOUNT_FIELDS = ['first_name', 'last_name', 'email', 'phone'];
const PROFILE_FIELDS = ['occupation', 'employer_name', 'business_name', 'institution_name', 'tenant_type', 'number_of_adults', 'number_of_children', 'has_pet', 'home_state', 'current_residing_city'];

const homeColumns = {
  bedroom: bedroom_configurations.name,
  furnishing: properties.furnishing,
  unit: properties.house_number,
  societyId: gated_societies.id,
  societyName: gated_societies.name,
};

async function personVisits(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: visits.id,
      start: visits.visit_start,
      kind: visits.visit_type,
      status: visits.status,
      rescheduleCount: visits.reschedule_count,
      checkedInAt: visits.checked_in_at,
      doorUnlockedAt: visits.door_unlocked_at,
      noShowAt: visits.no_show_at,
      ...homeColumns,
    })
    .from(visits)
    .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
    .innerJoin(properties, eq(properties.id, visits.property_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(visits.user_id, userId))
    .orderBy(desc(visits.visit_start), desc(visits.id))
    .limit(PERSON_LIST_LIMIT);
  return rows.map(({ start, status, rescheduleCount, checkedInAt, doorUnlockedAt, noShowAt, kind, ...row }) => ({
    ...row,
    start: start.toISOString(),
    day: indiaDate(start),
    kind: kind as 'rental' | 'buyer',
    status: boardStatus({ status, rescheduleCount }),
    gate: gateState({ checkedInAt, doorUnlockedAt, noShowAt }),
  }));
}

async function personOffers(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: tenant_offers.id,
      status: tenant_offers.offer_status,
      offeredRent: tenant_offers.offered_rent,
      offeredDeposit: tenant_offers.offered_security_deposit,
      moveinDate: tenant_offers.movein_date,
      sentAt: tenant_offers.created_at,
      ...homeColumns,
    })
    .from(tenant_offers)
    .innerJoin(gated_societies, eq(gated_societies.id, tenant_offers.society_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(tenant_offers.user_id, userId))
    .orderBy(desc(tenant_offers.created_at), desc(tenant_offers.id))
    .limit(PERSON_LIST_LIMIT);
  return rows.map(({ sentAt, ...row }) => ({ ...row, sentAt: sentAt.toISOString() }));
}

/** The contact messages sent from the account's address (contact_messages_email_idx): the form asks no account. */
async function personMessages(db: Executor, email: string) {
  const rows = await db
    .select({ id: contact_messages.id, subject: contact_messages.subject, receivedAt: contact_messages.created_at, handledAt: contact_messages.handled_at })
    .from(contact_messages)
    .where(sql`lower(${contact_messages.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(contact_messages.created_at))
    .limit(PERSON_LIST_LIMIT);
  return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null }));
}

async function personHearts(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: shortlist_hearts.id,
      rentListingId: shortlist_hearts.rent_listing_id,
      rentStatus: property_rent_listings.listing_status,
      saleStatus: property_sale_listings.listing_status,
      heartedAt: shortlist_hearts.created_at,
      ...homeColumns,
    })
    .from(shortlist_hearts)
    .innerJoin(gated_societies, eq(gated_societies.id, shortlist_hearts.society_id))
    .innerJoin(properties, eq(properties.id, shortlist_hearts.property_id))
    .leftJoin(property_rent_listings, eq(property_rent_listings.id, shortlist_hearts.rent_listing_id))
    .leftJoin(property_sale_listings, eq(property_sale_listings.id, shortlist_hearts.sale_listing_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(shortlist_hearts.user_id, userId))
    .orderBy(desc(shortlist_hearts.created_at))
    .limit(PERSON_LIST_LIMIT);
  return rows.map(({ rentListingId, rentStatus, saleStatus, heartedAt, ...row }) => ({
    ...row,
    kind: rentListingId ? ('rent' as const) : ('sale' as const),
    listingStatus: rentStatus ?? saleStatus,
    heartedAt: heartedAt.toISOString(),
  }));
}

/** The audit rows about the account and the tenant profile, newest first (audit_log_row_idx). */
async function personAudit(db: Executor, userId: string, profileId: string | null): Promise<DeskPersonAuditRow[]> {
  const about = [and(eq(audit_log.table_name, 'profiles'), eq(audit_log.row_id, userId))!];
  if (profileId) about.push(and(eq(audit_log.table_name, 'tenant_profile'), eq(audit_log.row_id, profileId))!);
  const rows = await db
    .select({ id: audit_log.id, at: audit_log.created_at, actor: audit_log.actor_email, action: audit_log.action, table: audit_log.table_name, after: audit_log.after })
    .from(audit_log)
    .where(or(...about))
    .orderBy(desc(audit_log.id))
    .limit(PERSON_LIST_LIMIT);
  return rows.map(({ at, after, ...row }) => {
    const record = (after ?? {}) as Record<string, unknown>;
    const fields = row.action === 'view' && Array.isArray(record.viewed) ? record.viewed.map(String) : Object.keys(record);
    return { ...row, at: at.toISOString(), fields };
  });
}

/**
 * A tenant's page for `staff`, or null for an account that does not exist (nothing written). The view rows are
 * written first, in the read's transaction, so the page's own look is in its audit list.
 */
export async function openDeskPerson(staff: Staff, userId: string): Promise<DeskPerson | null> {
  return getDb().transaction(async (tx) => {
    const [account] = await tx.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
    if (!account) return null;
    const [profile] = await tx.select().from(tenant_profile).where(eq(tenant_profile.user_id, userId)).limit(1);
    await recordViews(tx, staff.actor, [
      { table: 'profiles', rowId: userId, fields: ACCOUNT_FIELDS },
      ...(profile ? [{ table: 'tenant_profile', rowId: profile.id, fields: PROFILE_FIELDS }] : []),
    ]);
    const seesAudit = roleAtLeast(staff.role, DESK_SECTIONS.audit.role);
    const [visitRows, offerRows, messageRows, heartRows, log, audit] = await Promise.all([
      personVisits(tx, userId),
      personOffers(tx, userId),
      personMessages(tx, account.email),
      personHearts(tx, userId),
      consentLog(userId, tx),
      seesAudit ? personAudit(tx, userId, profile?.id ?? null) : Promise.resolve(null),
    ]);
    return {
      id: account.id,
      name: `${account.first_name} ${account.last_name}`.trim(),
      email: account.email,
      phone: `${account.country_code} ${account.phone}`,
      emailVerified: account.email_verified_at !== null,
      phoneVerified: account.phone_verified_at !== null,
      registeredAt: account.created_at.toISOString(),
      profile: profile
        ? {
            occupation: profile.occupation,
            workplace: profile.employer_name ?? profile.business_name ?? profile.institution_name,
            tenantType: profile.tenant_type,
            adults: profile.number_of_adults,
            children: profile.number_of_children,
            hasPet: profile.has_pet,
            homeState: profile.home_state,
            currentCity: profile.current_residing_city,
          }
        : null,
      visits: visitRows,
      offers: offerRows,
      messages: messageRows,
      hearts: heartRows,
      consents: statesFrom(log, { verified_whatsapp_number: account.phone_verified_at !== null }).map((state) => ({
        purpose: state.purpose,
        granted: state.granted,
        changedAt: state.changedAt,
        waiting: Boolean(state.needs),
      })),
      audit,
    };
  });
}
