import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AvailabilityAskProps } from '@/emails/availability-ask';
import { homeTitle } from '@/lib/listings/display';
import { formatVisitWhen } from '@/lib/visits/format';
import type { Executor } from '@/server/auth/users';
import { bedroom_configurations, gated_societies, owners, profiles, properties, property_rent_listings, shortlist_hearts, visits } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { rentBedroomJoin } from '@/server/listings/home-query';
import { enqueueMessage } from '@/server/messages/send';
import { removeVisitReminders } from '@/server/visits/reminders';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';

// The messages of the availability cycle (docs/owners.md "Availability"): the question to the owner (and its one
// reminder, same link), and, when the owner says the home is rented, the apology to people with a visit booked
// and the note to people who hearted it. Each is queued in the transaction of the step that causes it.

const l = property_rent_listings;
const site = () => getEnv().SITE_URL.replace(/\/$/, '');
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** What the owner and tenants are told about one listing: society and home, as the owner knows it. */
export async function listingFacts(db: Executor, listingId: string) {
  const [row] = await db
    .select({
      id: l.id,
      societyId: l.society_id,
      status: l.listing_status,
      rent: l.expected_rent,
      lastConfirmedAt: l.last_confirmed_at,
      societyName: gated_societies.name,
      bedroom: bedroom_configurations.name,
      furnishing: properties.furnishing,
      houseNumber: properties.house_number,
      propertyId: properties.id,
    })
    .from(l)
    .innerJoin(properties, eq(properties.id, l.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, l.society_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(l.id, listingId));
  if (!row) return null;
  const title = homeTitle(row.bedroom, row.furnishing, 'your home');
  return { ...row, home: row.houseNumber ? `${row.houseNumber} (${title})` : title, publicHome: title, rentText: rupees.format(row.rent) };
}

/** Queues the question (or its reminder) to the owner: e-mail when we have one, WhatsApp only to a proved number. */
export async function queueAvailabilityAsk(db: Executor, input: { askId: string; ownerId: string; listingId: string; token: string; reminder: boolean }): Promise<void> {
  const [owner] = await db.select().from(owners).where(eq(owners.id, input.ownerId));
  const facts = await listingFacts(db, input.listingId);
  if (!owner || !facts) return;
  const data: AvailabilityAskProps = {
    ownerName: owner.name.split(/\s+/)[0] ?? owner.name,
    societyName: facts.societyName,
    home: facts.home,
    rent: facts.rentText,
    link: `${site()}/owner/availability/${input.token}`,
    reminder: input.reminder,
    brandName: getEnv().BRAND_NAME,
    siteUrl: site(),
  };
  const step = input.reminder ? 'availability-remind' : 'availability-ask';
  await enqueueMessage(db, 'availability-ask', data, {
    ...(owner.email ? { email: { to: owner.email, key: `${step}-email:${input.askId}` } } : {}),
    ...(owner.phone_verified_at ? { whatsapp: { to: `${owner.country_code}${owner.phone}`, key: `${step}-whatsapp:${input.askId}`, ownerId: owner.id } } : {}),
  });
}

/**
 * The home is let: every live visit still to come is cancelled (which frees its slot: the live-slot indexes only
 * hold live visits) with the cancellation notice and an apology; the people who hearted it are told once.
 */
export async function tellRented(db: Executor, listingId: string, now: Date): Promise<{ cancelledVisits: string[]; toldHearts: number }> {
  const facts = (await listingFacts(db, listingId))!;
  const cancelled = await db
    .update(visits)
    .set({ status: 'cancelled', updated_at: now })
    .where(and(eq(visits.rent_listing_id, listingId), inArray(visits.status, [...LIVE_VISIT_STATUSES]), gt(visits.visit_start, now), sql`${visits.checked_in_at} is null`))
    .returning({ id: visits.id, userId: visits.user_id, start: visits.visit_start, end: visits.visit_end });
  const base = { societyName: facts.societyName, home: facts.publicHome, brandName: getEnv().BRAND_NAME, siteUrl: site(), societyUrl: `${site()}/society/${facts.societyId}/properties` };
  const people = cancelled.length
    ? await db
        .select({ id: profiles.id, firstName: profiles.first_name, email: profiles.email, countryCode: profiles.country_code, phone: profiles.phone })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(cancelled.map((visit) => visit.userId))]))
    : [];
  const person = new Map(people.map((row) => [row.id, row]));
  for (const visit of cancelled) {
    await removeVisitReminders(db, visit.id);
    const who = person.get(visit.userId);
    if (!who) continue;
    // A visit is cancelled once, so its id names the notice (as a cancellation from the visit card does).
    await enqueueMessage(db, 'visit-cancelled', { ...base, firstName: who.firstName, when: formatVisitWhen(visit.start, visit.end), reason: 'rented' }, {
      email: { to: who.email, key: `visit-cancelled-email:${visit.id}` },
      whatsapp: { to: `${who.countryCode}${who.phone}`, key: `visit-cancelled-whatsapp:${visit.id}`, userId: who.id },
    });
  }
  // People who hearted it and have no visit notice already hear it once, keyed by their heart.
  const visitors = new Set(cancelled.map((visit) => visit.userId));
  const hearts = await db
    .select({ id: shortlist_hearts.id, userId: profiles.id, firstName: profiles.first_name, email: profiles.email, countryCode: profiles.country_code, phone: profiles.phone })
    .from(shortlist_hearts)
    .innerJoin(profiles, eq(profiles.id, shortlist_hearts.user_id))
    .where(eq(shortlist_hearts.rent_listing_id, listingId));
  let told = 0;
  for (const heart of hearts) {
    if (visitors.has(heart.userId)) continue;
    told += 1;
    await enqueueMessage(db, 'listing-rented', { ...base, firstName: heart.firstName }, {
      email: { to: heart.email, key: `listing-rented-email:${heart.id}` },
      whatsapp: { to: `${heart.countryCode}${heart.phone}`, key: `listing-rented-whatsapp:${heart.id}`, userId: heart.userId },
    });
  }
  return { cancelledVisits: cancelled.map((visit) => visit.id), toldHearts: told };
}
