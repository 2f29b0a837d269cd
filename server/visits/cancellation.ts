import 'server-only';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { VisitCancelledEmailProps } from '@/emails/visit-cancelled';
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { homeTitle } from '@/lib/listings/display';
import { formatIndiaSlotIn } from '@/lib/time/india-locale';
import { isUpcomingVisit } from '@/lib/visits/format';
import { getDb, type Executor } from '@/server/db/client';
import { rentBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, gated_societies, profiles, properties, property_rent_listings, visits } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { AppError, notFound } from '@/server/http/errors';
import { recipientLocale } from '@/server/i18n/translator';
import { inLanguage } from '@/server/messages/locale-links';
import { enqueueMessage } from '@/server/messages/send';
import { queueVisitPush } from './visit-push';
import { cancelledPush } from './push-texts';
import { removeVisitReminders } from './reminders';
import { VISIT_NOT_FOUND } from './service';

// Cancelling an upcoming visit (beyond the spec): the status becomes cancelled, which takes the visit
// out of the live-slot unique indexes, so the slot is free for others the moment this commits. The notice goes
// through the job queue in the same transaction (rendered by the job): it exists exactly when the cancellation does.

export const VISIT_NOT_CANCELLABLE = 'This visit has already ended or was cancelled.';

export async function cancelVisit(userId: string, visitId: string, now = new Date()): Promise<{ id: string; status: 'cancelled' }> {
  return getDb().transaction(async (tx) => {
    const [visit] = await tx
      .select({
        id: visits.id,
        status: visits.status,
        checkedInAt: visits.checked_in_at,
        visitStart: visits.visit_start,
        visitEnd: visits.visit_end,
        societyId: visits.society_id,
        societyName: gated_societies.name,
        bedroom: bedroom_configurations.name,
        furnishing: properties.furnishing,
        firstName: profiles.first_name,
        email: profiles.email,
        countryCode: profiles.country_code,
        phone: profiles.phone,
        language: profiles.language,
      })
      .from(visits)
      .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
      .innerJoin(properties, eq(properties.id, visits.property_id))
      .innerJoin(profiles, eq(profiles.id, visits.user_id))
      .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
      .leftJoin(bedroom_configurations, rentBedroomJoin)
      .where(and(eq(visits.id, visitId), eq(visits.user_id, userId)))
      .for('update', { of: visits });
    if (!visit) throw notFound(VISIT_NOT_FOUND);
    // Cancelled already (a cancel sent again after its answer was lost, with or without an Idempotency-Key): the
    // person asked for what is so, so they get the same answer, and no second notice is queued.
    if (visit.status === 'cancelled') return { id: visit.id, status: 'cancelled' as const };
    // A visitor the security desk already let in has had the visit.
    if (!isUpcomingVisit(visit, now) || visit.checkedInAt) throw new AppError('visit_not_cancellable', VISIT_NOT_CANCELLABLE, 409);

    await tx.update(visits).set({ status: 'cancelled', updated_at: sql`now()` }).where(eq(visits.id, visit.id));
    await removeVisitReminders(tx, visit.id);

    const { BRAND_NAME, SITE_URL } = getEnv();
    const site = SITE_URL.replace(/\/$/, '');
    const locale = recipientLocale(visit.language);
    const props: VisitCancelledEmailProps = {
      locale,
      firstName: visit.firstName,
      societyName: visit.societyName,
      home: homeTitle(visit.bedroom, visit.furnishing, 'the property'),
      when: formatIndiaSlotIn(locale, visit.visitStart, visit.visitEnd),
      brandName: BRAND_NAME,
      siteUrl: site,
      societyUrl: inLanguage(locale, `${site}/society/${visit.societyId}/properties`),
    };
    // A visit is cancelled once, so its id names the notice.
    await enqueueMessage(tx, 'visit-cancelled', props, {
      email: { to: visit.email, key: `visit-cancelled-email:${visit.id}` },
      whatsapp: { to: `${visit.countryCode}${visit.phone}`, key: `visit-cancelled-whatsapp:${visit.id}`, userId },
    });
    await queueVisitPush({ userId, societyId: visit.societyId, visitId: visit.id, kind: 'cancelled', ...cancelledPush({ ...visit, locale }) }, `visit-cancelled-push:${visit.id}`, tx);
    return { id: visit.id, status: 'cancelled' as const };
  });
}

/** The let home's society, and the parts of the visit-cancelled message that name the home. */
export interface LetHomeNotice {
  listingId: string;
  societyId: string;
  societyName: string;
  message: Omit<VisitCancelledEmailProps, 'firstName' | 'when' | 'reason'>;
}

/**
 * A home is let (server/listings/let-home.ts): every live visit to it still to come (not checked in), but the
 * renters', cancelled in `tx` with its reminders removed and the notice and its apology sent.
 */
export async function cancelVisitsOfLetHome(tx: Executor, home: LetHomeNotice, renterIds: string[], now: Date) {
  const cancelled = await tx
    .update(visits)
    .set({ status: 'cancelled', updated_at: now })
    .where(
      and(
        eq(visits.rent_listing_id, home.listingId),
        inArray(visits.status, [...LIVE_VISIT_STATUSES]),
        gt(visits.visit_start, now),
        sql`${visits.checked_in_at} is null`,
        renterIds.length ? notInArray(visits.user_id, renterIds) : undefined,
      ),
    )
    .returning({ id: visits.id, userId: visits.user_id, start: visits.visit_start, end: visits.visit_end });
  const people = cancelled.length
    ? await tx
        .select({ id: profiles.id, firstName: profiles.first_name, email: profiles.email, countryCode: profiles.country_code, phone: profiles.phone, language: profiles.language })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(cancelled.map((visit) => visit.userId))]))
    : [];
  const person = new Map(people.map((row) => [row.id, row]));
  for (const visit of cancelled) {
    await removeVisitReminders(tx, visit.id);
    const who = person.get(visit.userId);
    if (!who) continue;
    // A visit is cancelled once, so its id names the notice (as a cancellation from the visit card does).
    const locale = recipientLocale(who.language);
    const message = { ...home.message, societyUrl: home.message.societyUrl && inLanguage(locale, home.message.societyUrl) };
    await enqueueMessage(tx, 'visit-cancelled', { ...message, locale, firstName: who.firstName, when: formatIndiaSlotIn(locale, visit.start, visit.end), reason: 'rented' }, {
      email: { to: who.email, key: `visit-cancelled-email:${visit.id}` },
      whatsapp: { to: `${who.countryCode}${who.phone}`, key: `visit-cancelled-whatsapp:${visit.id}`, userId: who.id },
    });
    await queueVisitPush(
      { userId: who.id, societyId: home.societyId, visitId: visit.id, kind: 'cancelled', ...cancelledPush({ societyName: home.societyName, visitStart: visit.start, locale }) },
      `visit-cancelled-push:${visit.id}`,
      tx,
    );
  }
  return cancelled;
}
