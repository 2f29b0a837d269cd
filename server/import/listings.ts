import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { indiaDate } from '@/lib/time/india';
import { gated_societies, properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';
import { bulkInsert } from '@/server/db/bulk-insert';
import { batches, changedColumns, refuse, refuseDuplicateKeys, type ImportContext } from './context';
import type { RentListingRow, SaleListingRow } from './kinds';
import type { ParsedRow } from './parse';
import { configurationIds, resolveConfiguration } from './properties';

// Rent and sale listings. Every listing in a file is confirmed available by the import (last_confirmed_at = the
// run's clock), changed or not; one that becomes Active (new, or back from another status) alerts its society's
// subscribers (run-import.ts enqueues the digests in the same transaction).

type ListingTable = typeof property_rent_listings | typeof property_sale_listings;

const RENT_COLUMNS = [
  'listing_status', 'video_playback_id', 'video_thumbnail_url', 'expected_rent', 'expected_deposit', 'immediate_flag',
  'available_from_date', 'is_rent_including_maintenance', 'monthly_maintenance_amount', 'is_rent_negotiable',
  'pets_allowed', 'tenant_food_preference', 'tenant_service_fee', 'preferred_tenant',
] as const;
const SALE_COLUMNS = [
  'listing_status', 'video_playback_id', 'video_thumbnail_url', 'listing_price', 'current_occupancy_status',
  'sale_plan_type', 'title', 'highlights', 'document_verified', 'rental_yield', 'booking_amount', 'ghomes_service_fee',
] as const;

interface ExistingListing {
  id: string;
  property_id: string;
  society_id: string;
  listing_status: string;
  last_confirmed_at: Date;
  [column: string]: unknown;
}

export async function importListings(
  context: ImportContext,
  kind: 'rent' | 'sale',
  rows: ParsedRow<RentListingRow | SaleListingRow>[],
  columns: string[],
): Promise<() => Promise<void>> {
  const { db } = context;
  const table: ListingTable = kind === 'rent' ? property_rent_listings : property_sale_listings;
  const plainColumns: readonly string[] = kind === 'rent' ? RENT_COLUMNS : SALE_COLUMNS;
  const present = new Set(columns);
  const unique = refuseDuplicateKeys(context, rows);
  const configurations = kind === 'rent' ? await configurationIds(context) : new Map<string, number>();

  const propertyByKey = new Map<string, { id: string; societyId: string; societyKey: string | null; ownerId: string | null }>();
  for (const chunk of batches([...new Set(unique.map((row) => row.value.property_key))], 5000)) {
    const found = await db
      .select({ id: properties.id, key: properties.external_key, societyId: properties.society_id, societyKey: gated_societies.external_key, ownerId: properties.owner_id })
      .from(properties)
      .innerJoin(gated_societies, eq(gated_societies.id, properties.society_id))
      .where(inArray(properties.external_key, chunk));
    for (const row of found) propertyByKey.set(row.key!, { id: row.id, societyId: row.societyId, societyKey: row.societyKey, ownerId: row.ownerId });
  }
  const existing = new Map<string, ExistingListing>();
  for (const chunk of batches(unique.map((row) => row.value.external_key), 5000)) {
    const found = (await db.select().from(table).where(inArray(table.external_key, chunk))) as unknown as (ExistingListing & { external_key: string })[];
    for (const row of found) existing.set(row.external_key, row);
  }

  const creates: Record<string, unknown>[] = [];
  const updates: { current: ExistingListing; values: Record<string, unknown> }[] = [];
  const reconfirmed: ExistingListing[] = [];
  for (const { line, value: row } of unique) {
    const property = propertyByKey.get(row.property_key);
    if (!property) refuse(context, line, 'property_key', `No property has the key "${row.property_key}": import the properties file first`);
    if (property && row.society_key && property.societyKey !== row.society_key) {
      refuse(context, line, 'society_key', `Property "${row.property_key}" is not in the society "${row.society_key}"`);
    }
    const configurationId =
      kind === 'rent' ? resolveConfiguration(context, configurations, (row as RentListingRow).configuration, line) : undefined;
    const current = existing.get(row.external_key);
    if (current && property && current.property_id !== property.id) {
      refuse(context, line, 'property_key', `Listing "${row.external_key}" is for another property; a listing cannot move`);
    }
    if (context.refusedLines.has(line) || !property) continue;

    const values: Record<string, unknown> = {};
    for (const column of plainColumns) if (present.has(column) || !current) values[column] = (row as Record<string, unknown>)[column];
    if (kind === 'rent' && (present.has('configuration') || !current)) values.bedroom_configuration_id = configurationId ?? null;
    if (!current) {
      // A new listing belongs to its home's owner (the properties file names them; docs/owners.md).
      creates.push({ id: randomUUID(), property_id: property.id, society_id: property.societyId, ...(kind === 'rent' ? { owner_id: property.ownerId } : {}), external_key: row.external_key, ...values });
    } else if (changedColumns(current, values).length) {
      updates.push({ current, values });
    } else {
      reconfirmed.push(current);
    }
  }

  return async () => {
    const now = context.now;
    const propertyType = kind === 'rent' ? 'Rent' : 'Buy';
    const total = creates.length + updates.length + reconfirmed.length;
    let done = 0;
    for (const chunk of batches(creates, 1000)) {
      await bulkInsert(context.client, table, chunk.map((create) => ({ ...create, last_confirmed_at: now, updated_at: now })));
      done += chunk.length;
      context.onProgress?.(done, total);
    }
    for (const { current, values } of updates) {
      await db
        .update(table)
        .set({ ...values, last_confirmed_at: now, updated_at: now })
        .where(eq(table.id, current.id));
      if (++done % 200 === 0) context.onProgress?.(done, total);
    }
    for (const chunk of batches(reconfirmed.map((row) => row.id), 5000)) {
      await db.update(table).set({ last_confirmed_at: now }).where(inArray(table.id, chunk));
    }

    for (const create of creates) {
      context.touched.societyIds.add(create.society_id as string);
      if (create.listing_status === 'Active') context.activations.push({ societyId: create.society_id as string, propertyType });
    }
    for (const { current, values } of updates) {
      context.touched.societyIds.add(current.society_id);
      if (values.listing_status === 'Active' && current.listing_status !== 'Active') {
        context.activations.push({ societyId: current.society_id, propertyType });
      }
    }
    // A confirmation on a new India-time day changes the 'Available as of' date the pages show.
    for (const row of reconfirmed) {
      if (row.listing_status === 'Active' && indiaDate(row.last_confirmed_at) !== indiaDate(now)) context.touched.societyIds.add(row.society_id);
    }
    if (creates.length || updates.length) context.touched.search = true;
    context.counts.created += creates.length;
    context.counts.updated += updates.length;
    context.counts.unchanged += reconfirmed.length;
    context.counts.confirmed += reconfirmed.length;
    context.onProgress?.(total, total);
  };
}

