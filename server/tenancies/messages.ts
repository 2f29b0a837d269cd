import 'server-only';
import { eq } from 'drizzle-orm';
import type { TenancyAgreementEvent } from '@/emails/tenancy-agreement';
import type { TenancyReportEvent } from '@/emails/tenancy-report';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import { REPORT_KIND_SLUGS, type ReportKind } from '@/lib/tenancies/condition-report';
import type { AgreementParty } from '@/lib/tenancies/tenancy';
import type { Executor } from '@/server/db/client';
import { rentBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, gated_societies, owners, profiles, properties, property_rent_listings, tenancies } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { recipientLocale } from '@/server/i18n/translator';
import type { MessageRecipients } from '@/server/jobs/payloads';
import { enqueueMessage } from '@/server/messages/send';

// What a tenancy's parties are told about its agreement (docs/move-in.md "Agreeing the agreement"), queued in the
// transaction of what happened: the other side agreed, both agreed, or a new version waits. The tenant by e-mail
// (and WhatsApp once their number is proved: the delivery checks it); the owner by the record's e-mail and, once
// proved, WhatsApp. Keyed by the tenancy, version, event and party, so each goes once. Each in its reader's language:
// the tenant's profiles.language, the owner's owners.language (docs/i18n.md "Messages in the recipient's language").

const OTHER_SIDE: Record<AgreementParty, string> = { tenant: 'the owner', owner: 'the tenant' };

interface PartyRecipients {
  firstName: string;
  home: string;
  societyName: string;
  site: string;
  locale: Locale;
  recipients: MessageRecipients;
}

/** The party's first name, the home in words and where to reach them (null for an owner side without a record). */
async function partyRecipients(tx: Executor, tenancyId: string, party: AgreementParty, key: string): Promise<PartyRecipients | null> {
  const [row] = await tx
    .select({ tenancy: tenancies, societyName: gated_societies.name, unit: properties.house_number, bedrooms: bedroom_configurations.name, furnishing: properties.furnishing, tenant: profiles, owner: owners })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenancies.rent_listing_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenancies.society_id))
    .innerJoin(profiles, eq(profiles.id, tenancies.tenant_user_id))
    .leftJoin(owners, eq(owners.id, tenancies.owner_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(tenancies.id, tenancyId));
  if (!row || (party === 'owner' && !row.owner)) return null;
  const site = getEnv().SITE_URL.replace(/\/$/, '');
  const home = homeWithUnit(homeTitle(row.bedrooms, row.furnishing), row.unit);
  if (party === 'tenant') {
    return {
      firstName: row.tenant.first_name,
      home,
      societyName: row.societyName,
      site,
      locale: recipientLocale(row.tenant.language),
      recipients: {
        email: { to: row.tenant.email, key: `${key}:email` },
        whatsapp: { to: `${row.tenant.country_code}${row.tenant.phone}`, key: `${key}:whatsapp`, userId: row.tenant.id },
      },
    };
  }
  const owner = row.owner!;
  return {
    firstName: owner.name.split(' ')[0]!,
    home,
    societyName: row.societyName,
    site,
    locale: recipientLocale(owner.language),
    recipients: {
      ...(owner.email ? { email: { to: owner.email, key: `${key}:email` } } : {}),
      ...(owner.phone_verified_at ? { whatsapp: { to: `${owner.country_code}${owner.phone}`, key: `${key}:whatsapp`, ownerId: owner.id } } : {}),
    },
  };
}

export async function tellParty(tx: Executor, tenancyId: string, party: AgreementParty, event: TenancyAgreementEvent, version: number, keySuffix = ''): Promise<void> {
  const key = `tenancy-${event}:${tenancyId}:${version}:${party}${keySuffix}`;
  const to = await partyRecipients(tx, tenancyId, party, key);
  if (!to) return;
  const { BRAND_NAME } = getEnv();
  const data = { firstName: to.firstName, event, otherSide: OTHER_SIDE[party], home: to.home, societyName: to.societyName, version, link: `${to.site}${localePath(to.locale, `/tenancy/${tenancyId}`)}`, brandName: BRAND_NAME, siteUrl: to.site, locale: to.locale };
  await enqueueMessage(tx, 'tenancy-agreement', data, to.recipients);
}

/**
 * News of a condition report (docs/move-in.md "The condition reports"): sent, to the owner; commented or locked, to
 * the tenant. `at` (the change's time) keys it, so a report sent again after a comment is news again.
 */
export async function tellReportNews(tx: Executor, tenancyId: string, kind: ReportKind, event: TenancyReportEvent, at: Date, comment = ''): Promise<void> {
  const party: AgreementParty = event === 'sent' ? 'owner' : 'tenant';
  const key = `tenancy-report-${event}:${tenancyId}:${kind}:${at.getTime()}`;
  const to = await partyRecipients(tx, tenancyId, party, key);
  if (!to) return;
  const data = { firstName: to.firstName, event, report: REPORT_KIND_SLUGS[kind], home: to.home, societyName: to.societyName, comment, link: `${to.site}${localePath(to.locale, `/tenancy/${tenancyId}/report/${REPORT_KIND_SLUGS[kind]}`)}`, brandName: getEnv().BRAND_NAME, siteUrl: to.site, locale: to.locale };
  await enqueueMessage(tx, 'tenancy-report', data, to.recipients);
}
