import 'server-only';
import { eq } from 'drizzle-orm';
import type { TenancyAgreementEvent } from '@/emails/tenancy-agreement';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import type { AgreementParty } from '@/lib/tenancies/tenancy';
import type { Executor } from '@/server/db/client';
import { rentBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, gated_societies, owners, profiles, properties, property_rent_listings, tenancies } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { enqueueMessage } from '@/server/messages/send';

// What a tenancy's parties are told about its agreement (docs/move-in.md "Agreeing the agreement"), queued in the
// transaction of what happened: the other side agreed, both agreed, or a new version waits. The tenant by e-mail
// (and WhatsApp once their number is proved: the delivery checks it); the owner by the record's e-mail and, once
// proved, WhatsApp. Keyed by the tenancy, version, event and party, so each goes once.

const OTHER_SIDE: Record<AgreementParty, string> = { tenant: 'the owner', owner: 'the tenant' };

export async function tellParty(tx: Executor, tenancyId: string, party: AgreementParty, event: TenancyAgreementEvent, version: number, keySuffix = ''): Promise<void> {
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
  if (!row || (party === 'owner' && !row.owner)) return;
  const { BRAND_NAME, SITE_URL } = getEnv();
  const site = SITE_URL.replace(/\/$/, '');
  const firstName = party === 'tenant' ? row.tenant.first_name : row.owner!.name.split(' ')[0]!;
  const data = { firstName, event, otherSide: OTHER_SIDE[party], home: homeWithUnit(homeTitle(row.bedrooms, row.furnishing), row.unit), societyName: row.societyName, version, link: `${site}/tenancy/${tenancyId}`, brandName: BRAND_NAME, siteUrl: site };
  const key = `tenancy-${event}:${tenancyId}:${version}:${party}${keySuffix}`;
  if (party === 'tenant') {
    await enqueueMessage(tx, 'tenancy-agreement', data, {
      email: { to: row.tenant.email, key: `${key}:email` },
      whatsapp: { to: `${row.tenant.country_code}${row.tenant.phone}`, key: `${key}:whatsapp`, userId: row.tenant.id },
    });
    return;
  }
  const owner = row.owner!;
  await enqueueMessage(tx, 'tenancy-agreement', data, {
    ...(owner.email ? { email: { to: owner.email, key: `${key}:email` } } : {}),
    ...(owner.phone_verified_at ? { whatsapp: { to: `${owner.country_code}${owner.phone}`, key: `${key}:whatsapp`, ownerId: owner.id } } : {}),
  });
}
