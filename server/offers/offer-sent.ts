import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CLOSED_OFFER_STATUSES } from '@/lib/catalog';
import { tenant_offers } from '@/server/db/schema';
import { sqlList } from '@/server/db/schema/sql-list';

/**
 * 'Offer sent' on a card (the shortlist's and the visit's): the person holds an offer on that property that is
 * not closed. A column expression, so a list reads it in the same query as its rows.
 */
export function offerSentBy(userId: string, propertyId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${tenant_offers} where ${tenant_offers.user_id} = ${userId} and ${tenant_offers.property_id} = ${propertyId} and ${tenant_offers.offer_status} not in ${sqlList(CLOSED_OFFER_STATUSES)})`;
}

/** When the person's newest offer on that property was answered (ISO; null while Pending or without one). */
export function latestOfferAnsweredAtBy(userId: string, propertyId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select to_json(${tenant_offers.decided_at}) #>> '{}' from ${tenant_offers} where ${tenant_offers.user_id} = ${userId} and ${tenant_offers.property_id} = ${propertyId} order by ${tenant_offers.created_at} desc limit 1)`;
}

/** The status of the person's newest offer on that property (null without one): the card's live status. */
export function latestOfferStatusBy(userId: string, propertyId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${tenant_offers.offer_status} from ${tenant_offers} where ${tenant_offers.user_id} = ${userId} and ${tenant_offers.property_id} = ${propertyId} order by ${tenant_offers.created_at} desc limit 1)`;
}
