import 'server-only';
import { localePath } from '@/lib/i18n/locales';
import { recipientLocale } from '@/server/i18n/translator';
import { and, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import type { AlertListing, NewListingsAlertProps } from '@/emails/new-listings-alert';
import { indiaInstant } from '@/lib/time/india';
import { PROPERTIES_KEYS } from '@/lib/search/url-keys';
import { getDb } from '@/server/db/client';
import {
  alert_digests,
  bedroom_configurations,
  gated_societies,
  profiles,
  properties,
  property_alerts,
  property_rent_listings,
  property_sale_listings,
} from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { queueDeliveries } from '@/server/messages/send';
import { rentBedroomJoin, saleBedroomJoin } from '@/server/db/home-query';
import type { JobPayloads } from '@/server/jobs/payloads';
import { newListingsDigestMessages } from '@/server/messages/new-listings-digest';
import { scheduleDigest } from './schedule';
import { createUnsubscribeToken } from './unsubscribe-token';

// The 'alert-digest' task: at run time, the listings of the society that became Active since the person's last
// digest (or since the alert was set) and are still Active; one e-mail and one WhatsApp message for all of them,
// enqueued in the same transaction that records the digest, so a retry never sends twice and a day never gets
// two digests. Nothing new (a listing went again before the digest ran): nothing is sent or recorded.

export type DigestOutcome = 'sent' | 'nothing-new' | 'no-alert' | 'postponed';

interface Found extends AlertListing {
  activatedAt: Date;
}

export async function runAlertDigest({ userId, societyId, digestDate }: JobPayloads['alert-digest']): Promise<DigestOutcome> {
  return getDb().transaction(async (tx) => {
    const [person] = await tx
      .select({ firstName: profiles.first_name, email: profiles.email, phone: profiles.phone, countryCode: profiles.country_code, language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, userId));
    const [society] = await tx.select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.id, societyId));
    const alerts = await tx
      .select({ type: property_alerts.property_type, createdAt: property_alerts.created_at })
      .from(property_alerts)
      .where(and(eq(property_alerts.user_id, userId), eq(property_alerts.society_id, societyId)));
    if (!person || !society || !alerts.length) return 'no-alert';

    const [last] = await tx
      .select({ coveredUntil: max(alert_digests.covered_until) })
      .from(alert_digests)
      .where(and(eq(alert_digests.user_id, userId), eq(alert_digests.society_id, societyId)));
    // Compared at millisecond precision: covered_until comes from JavaScript Dates, activated_at has microseconds.
    const since = (createdAt: Date) => (last?.coveredUntil && last.coveredUntil > createdAt ? last.coveredUntil : createdAt);

    const found: Found[] = [];
    for (const alert of alerts) {
      if (alert.type === 'Rent') {
        const rows = await tx
          .select({ configuration: bedroom_configurations.name, amount: property_rent_listings.expected_rent, activatedAt: property_rent_listings.activated_at })
          .from(property_rent_listings)
          .innerJoin(properties, eq(properties.id, property_rent_listings.property_id))
          .leftJoin(bedroom_configurations, rentBedroomJoin)
          .where(and(eq(property_rent_listings.society_id, societyId), eq(property_rent_listings.listing_status, 'Active'), gt(sql`date_trunc('milliseconds', ${property_rent_listings.activated_at})`, since(alert.createdAt)), lte(property_rent_listings.activated_at, sql`now()`)))
          .orderBy(property_rent_listings.expected_rent);
        found.push(...rows.map((row) => ({ kind: 'rent' as const, configuration: row.configuration, amount: row.amount, activatedAt: row.activatedAt! })));
      } else {
        const rows = await tx
          .select({ configuration: bedroom_configurations.name, amount: property_sale_listings.listing_price, activatedAt: property_sale_listings.activated_at })
          .from(property_sale_listings)
          .innerJoin(properties, eq(properties.id, property_sale_listings.property_id))
          .leftJoin(bedroom_configurations, saleBedroomJoin)
          .where(and(eq(property_sale_listings.society_id, societyId), eq(property_sale_listings.listing_status, 'Active'), gt(sql`date_trunc('milliseconds', ${property_sale_listings.activated_at})`, since(alert.createdAt)), lte(property_sale_listings.activated_at, sql`now()`)))
          .orderBy(property_sale_listings.listing_price);
        found.push(...rows.map((row) => ({ kind: 'buy' as const, configuration: row.configuration, amount: row.amount, activatedAt: row.activatedAt! })));
      }
    }
    if (!found.length) return 'nothing-new';

    const coveredUntil = new Date(Math.max(...found.map((listing) => listing.activatedAt.getTime())));
    const recorded = await tx
      .insert(alert_digests)
      .values({ user_id: userId, society_id: societyId, digest_date: digestDate, covered_until: coveredUntil })
      .onConflictDoNothing()
      .returning({ userId: alert_digests.user_id });
    if (!recorded.length) {
      // That day's digest already went (a listing activated while it was being sent): tomorrow's takes these.
      await scheduleDigest(tx, userId, societyId, indiaInstant(digestDate, '12:00'), true);
      return 'postponed';
    }

    const { SITE_URL, BRAND_NAME } = getEnv();
    const types = alerts.map((alert) => alert.type as 'Rent' | 'Buy');
    const unsubscribeUrl = `${SITE_URL}/api/alerts/unsubscribe?token=${createUnsubscribeToken({ userId, societyId, types })}`;
    const locale = recipientLocale(person.language);
    const props: NewListingsAlertProps = {
      locale,
      firstName: person.firstName,
      societyName: society.name,
      listings: found.map(({ activatedAt: _activatedAt, ...listing }) => listing),
      rentUrl: `${SITE_URL}${localePath(locale, `/society/${societyId}/properties?${PROPERTIES_KEYS.tab}=rent`)}`,
      buyUrl: `${SITE_URL}${localePath(locale, `/society/${societyId}/properties?${PROPERTIES_KEYS.tab}=buy`)}`,
      unsubscribeUrl,
      brandName: BRAND_NAME,
      siteUrl: SITE_URL,
    };
    const messages = await newListingsDigestMessages(props, { email: person.email, whatsapp: `${person.countryCode}${person.phone}`, userId });
    await queueDeliveries(messages, {}, tx);
    return 'sent';
  });
}

/** Removes the alerts a signed unsubscribe link names; true when something was removed. */
export async function removeAlerts(userId: string, societyId: string, types: ('Rent' | 'Buy')[]): Promise<number> {
  const removed = await getDb()
    .delete(property_alerts)
    .where(and(eq(property_alerts.user_id, userId), eq(property_alerts.society_id, societyId), inArray(property_alerts.property_type, types)))
    .returning({ id: property_alerts.id });
  return removed.length;
}

/** What an unsubscribe page shows: the society's name and which of the link's alerts still exist. */
export async function describeAlerts(userId: string, societyId: string, types: ('Rent' | 'Buy')[]) {
  const [society] = await getDb().select({ id: gated_societies.id, name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.id, societyId));
  const remaining = await getDb()
    .select({ type: property_alerts.property_type })
    .from(property_alerts)
    .where(and(eq(property_alerts.user_id, userId), eq(property_alerts.society_id, societyId), inArray(property_alerts.property_type, types)));
  return { society: society ?? null, remaining: remaining.map((row) => row.type as 'Rent' | 'Buy') };
}
