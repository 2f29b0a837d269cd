import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import VisitCancelledEmail, { visitCancelledSubject, visitCancelledText, visitCancelledWhatsApp, type VisitCancelledEmailProps } from '@/emails/visit-cancelled';
import { isUpcomingVisit, formatVisitWhen } from '@/lib/visits/format';
import { getDb } from '@/server/db/client';
import { bedroom_configurations, gated_societies, profiles, properties, property_rent_listings, visits } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { AppError, notFound } from '@/server/http/errors';
import { enqueueJob } from '@/server/jobs/queue';
import { renderEmailHtml } from '@/server/mail/render';
import { VISIT_NOT_FOUND } from './service';

// Cancelling an upcoming visit (issue 10, beyond the spec): the status becomes cancelled, which takes the visit
// out of the live-slot unique indexes, so the slot is free for others the moment this commits. The notice goes
// through the job queue in the same transaction: it exists exactly when the cancellation does.

export const VISIT_NOT_CANCELLABLE = 'This visit has already ended or was cancelled.';

export async function cancelVisit(userId: string, visitId: string, now = new Date()): Promise<{ id: string; status: 'cancelled' }> {
  return getDb().transaction(async (tx) => {
    const [visit] = await tx
      .select({
        id: visits.id,
        status: visits.status,
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
      })
      .from(visits)
      .innerJoin(gated_societies, eq(gated_societies.id, visits.society_id))
      .innerJoin(properties, eq(properties.id, visits.property_id))
      .innerJoin(profiles, eq(profiles.id, visits.user_id))
      .leftJoin(property_rent_listings, eq(property_rent_listings.id, visits.rent_listing_id))
      .leftJoin(
        bedroom_configurations,
        sql`${bedroom_configurations.id} = coalesce(${property_rent_listings.bedroom_configuration_id}, ${properties.bedroom_configuration_id})`,
      )
      .where(and(eq(visits.id, visitId), eq(visits.user_id, userId)))
      .for('update', { of: visits });
    if (!visit) throw notFound(VISIT_NOT_FOUND);
    if (!isUpcomingVisit(visit, now)) throw new AppError('visit_not_cancellable', VISIT_NOT_CANCELLABLE, 409);

    await tx.update(visits).set({ status: 'cancelled', updated_at: sql`now()` }).where(eq(visits.id, visit.id));

    const { BRAND_NAME, SITE_URL } = getEnv();
    const site = SITE_URL.replace(/\/$/, '');
    const props: VisitCancelledEmailProps = {
      firstName: visit.firstName,
      societyName: visit.societyName,
      home: [visit.bedroom, visit.furnishing].filter(Boolean).join(' · ') || 'the property',
      when: formatVisitWhen(visit.visitStart, visit.visitEnd),
      brandName: BRAND_NAME,
      siteUrl: site,
      societyUrl: `${site}/society/${visit.societyId}/properties`,
    };
    const html = await renderEmailHtml(createElement(VisitCancelledEmail, props));
    await enqueueJob(tx, 'deliver-email', { to: visit.email, subject: visitCancelledSubject(props), html, text: visitCancelledText(props) });
    await enqueueJob(tx, 'deliver-whatsapp', { to: `${visit.countryCode}${visit.phone}`, body: visitCancelledWhatsApp(props) });
    return { id: visit.id, status: 'cancelled' as const };
  });
}
