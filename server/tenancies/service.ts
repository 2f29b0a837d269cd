import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { homeTitle } from '@/lib/listings/display';
import { statedLines } from '@/lib/societies/facts';
import { DEFAULT_AGREEMENT, type AgreementTerms } from '@/lib/tenancies/agreement';
import { recordAudit, type AuditActor } from '@/server/audit/log';
import type { Executor } from '@/server/db/client';
import { rentBedroomJoin, rentListingOwnerId } from '@/server/db/home-query';
import { bedroom_configurations, gated_societies, locations, owners, properties, property_rent_listings, tenancies, tenancy_agreements, tenant_offers, tenant_profile } from '@/server/db/schema';
import { getSocietyFacts } from '@/server/societies/facts';

// A tenancy is made from an accepted offer in the acceptance's own transaction (server/offers/answers.ts calls
// openTenancy), so an accepted offer always has one and nothing else makes one (docs/move-in.md "The tenancy"). Its
// first agreement version holds the accepted terms with the agreement's defaults; a withdrawn acceptance cancels it.

type Tenancy = typeof tenancies.$inferSelect;

/** The tenancy of an offer just accepted (the counter's terms when the tenant accepted a counter). */
export async function openTenancy(tx: Executor, offerId: string, now: Date): Promise<string> {
  const [offer] = await tx
    .select({ offer: tenant_offers, ownerId: rentListingOwnerId, maintenance: property_rent_listings.monthly_maintenance_amount, included: property_rent_listings.is_rent_including_maintenance })
    .from(tenant_offers)
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenant_offers.property_rent_listing_id))
    .innerJoin(properties, eq(properties.id, tenant_offers.property_id))
    .where(eq(tenant_offers.id, offerId));
  const o = offer!.offer;
  const countered = o.counter_rent !== null;
  const [ownerRecord] = offer!.ownerId ? await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, offer!.ownerId)) : [];
  const [created] = await tx
    .insert(tenancies)
    .values({
      offer_id: o.id,
      society_id: o.society_id,
      property_id: o.property_id,
      rent_listing_id: o.property_rent_listing_id,
      owner_id: ownerRecord?.id ?? null,
      tenant_user_id: o.user_id,
      rent: countered ? o.counter_rent! : o.offered_rent,
      deposit: countered ? o.counter_security_deposit! : o.offered_security_deposit,
      maintenance_amount: offer!.maintenance,
      maintenance_included: offer!.included,
      move_in_date: countered ? o.counter_movein_date! : o.movein_date,
      term_months: DEFAULT_AGREEMENT.termMonths,
      lock_in_months: DEFAULT_AGREEMENT.lockInMonths,
      notice_months: DEFAULT_AGREEMENT.noticeMonths,
      yearly_increase_percent: DEFAULT_AGREEMENT.yearlyIncreasePercent,
      deposit_return_days: DEFAULT_AGREEMENT.depositReturnDays,
      fittings: o.extra_fittings_requested?.trim() ? [o.extra_fittings_requested.trim()] : [],
      created_at: now,
      updated_at: now,
    })
    .returning();
  await addAgreementVersion(tx, created!, 1, now);
  return created!.id;
}

/** A new version of the agreement from the tenancy's terms as they are now; the earlier one is superseded. */
export async function addAgreementVersion(tx: Executor, tenancy: Tenancy, version: number, now: Date): Promise<void> {
  await tx.update(tenancy_agreements).set({ superseded_at: now }).where(and(eq(tenancy_agreements.tenancy_id, tenancy.id), isNull(tenancy_agreements.superseded_at)));
  const terms = await agreementTermsOf(tx, tenancy, version, now);
  await tx.insert(tenancy_agreements).values({ tenancy_id: tenancy.id, version, terms: serialiseTerms(terms), created_at: now });
}

/** The terms the agreement is rendered from: the parties' names, the home, the money, the society's stated rules. */
async function agreementTermsOf(tx: Executor, tenancy: Tenancy, version: number, now: Date): Promise<AgreementTerms> {
  const [home] = await tx
    .select({ unit: properties.house_number, bedrooms: bedroom_configurations.name, furnishing: properties.furnishing, societyName: gated_societies.name, locality: locations.name })
    .from(properties)
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenancy.rent_listing_id))
    .innerJoin(gated_societies, eq(gated_societies.id, properties.society_id))
    .leftJoin(locations, eq(locations.id, gated_societies.location_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(properties.id, tenancy.property_id));
  const [tenant] = await tx
    .select({ first: tenant_profile.first_name, last: tenant_profile.last_name })
    .from(tenant_profile)
    .innerJoin(tenant_offers, eq(tenant_offers.tenant_profile_id, tenant_profile.id))
    .where(eq(tenant_offers.id, tenancy.offer_id));
  const [owner] = tenancy.owner_id ? await tx.select({ name: owners.name }).from(owners).where(eq(owners.id, tenancy.owner_id)) : [];
  const rules = statedLines('rules', await getSocietyFacts(tenancy.society_id, tx)).map((line) => `${line.label}: ${line.text}.`);
  return {
    version,
    createdAt: now,
    tenant: { name: `${tenant!.first} ${tenant!.last}`.trim() },
    owner: { name: owner?.name ?? 'The owner of the home' },
    home: { unit: home!.unit, title: homeTitle(home!.bedrooms, home!.furnishing), societyName: home!.societyName, address: [home!.societyName, home!.locality, 'Bengaluru, Karnataka'].filter(Boolean).join(', ') },
    rent: tenancy.rent,
    deposit: tenancy.deposit,
    maintenance: { amount: tenancy.maintenance_amount, included: tenancy.maintenance_included },
    moveInDate: tenancy.move_in_date,
    termMonths: tenancy.term_months,
    lockInMonths: tenancy.lock_in_months,
    noticeMonths: tenancy.notice_months,
    yearlyIncreasePercent: tenancy.yearly_increase_percent,
    fittings: tenancy.fittings,
    societyRules: rules,
    depositReturnDays: tenancy.deposit_return_days,
  };
}

/** Terms as stored (JSON: the date as ISO text), and back. */
function serialiseTerms(terms: AgreementTerms): Record<string, unknown> {
  return { ...terms, createdAt: terms.createdAt.toISOString() };
}

export function storedTerms(stored: unknown): AgreementTerms {
  const terms = stored as AgreementTerms & { createdAt: string };
  return { ...terms, createdAt: new Date(terms.createdAt) };
}

/** An accepted offer withdrawn (server/offers/answers.ts): its tenancy is cancelled, audited with the same actor. */
export async function cancelTenancyOfOffer(tx: Executor, actor: AuditActor, offerId: string, now: Date): Promise<void> {
  const [cancelled] = await tx
    .update(tenancies)
    .set({ status: 'cancelled', updated_at: now })
    .where(and(eq(tenancies.offer_id, offerId), ne(tenancies.status, 'cancelled')))
    .returning({ id: tenancies.id });
  if (cancelled) await recordAudit(tx, actor, { action: 'tenancy.cancel', table: 'tenancies', rowId: cancelled.id, after: { status: 'cancelled', offer: offerId } });
}
