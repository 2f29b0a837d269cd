import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bedroom_configurations, gated_societies, owners, properties, property_rent_listings } from '@/server/db/schema';
import { bulkInsert } from '@/server/db/bulk-insert';
import { batches, changedColumns, refuse, refuseDuplicateKeys, type ImportContext } from './context';
import type { PropertyRow } from './kinds';
import type { ParsedRow } from './parse';

type PropertyInsert = typeof properties.$inferInsert;
const PLAIN_COLUMNS = ['sqft', 'facing', 'floor_number', 'furnishing', 'house_number', 'property_parking', 'photos'] as const;

/** Bedroom configurations by lower-case name: a fixed list, never created by an import. */
export async function configurationIds(context: ImportContext): Promise<Map<string, number>> {
  const rows = await context.db.select({ id: bedroom_configurations.id, name: bedroom_configurations.name }).from(bedroom_configurations);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** The import's words for a configuration that is not in the list (the desk's forms say the same). */
export function unknownConfigurationMessage(name: string, ids: Map<string, number>): string {
  return `Unknown configuration "${name}": expected one of ${[...ids.keys()].join(', ')}`;
}

export function resolveConfiguration(context: ImportContext, ids: Map<string, number>, name: string | null, line: number): number | null | undefined {
  if (!name) return null;
  const id = ids.get(name.toLowerCase());
  if (id === undefined) refuse(context, line, 'configuration', unknownConfigurationMessage(name, ids));
  return id;
}

export async function societiesByKey(context: ImportContext, keys: string[]): Promise<Map<string, { id: string; builderId: string | null }>> {
  const found = new Map<string, { id: string; builderId: string | null }>();
  for (const chunk of batches([...new Set(keys)], 5000)) {
    const rows = await context.db
      .select({ id: gated_societies.id, key: gated_societies.external_key, builderId: gated_societies.builder_id })
      .from(gated_societies)
      .where(inArray(gated_societies.external_key, chunk));
    for (const row of rows) found.set(row.key!, { id: row.id, builderId: row.builderId });
  }
  return found;
}

export async function importProperties(context: ImportContext, rows: ParsedRow<PropertyRow>[], columns: string[]): Promise<() => Promise<void>> {
  const { db } = context;
  const present = new Set(columns);
  const unique = refuseDuplicateKeys(context, rows);
  const configurations = await configurationIds(context);
  const societies = await societiesByKey(context, unique.map((row) => row.value.society_key));
  const existing = new Map<string, typeof properties.$inferSelect>();
  for (const chunk of batches(unique.map((row) => row.value.external_key), 5000)) {
    for (const row of await db.select().from(properties).where(inArray(properties.external_key, chunk))) existing.set(row.external_key!, row);
  }

  const ownerIds = present.has('owner_phone') ? await resolveOwners(context, unique) : null;

  const creates: PropertyInsert[] = [];
  const updates: { id: string; societyId: string; values: Record<string, unknown> }[] = [];
  for (const { line, value: row } of unique) {
    const society = societies.get(row.society_key);
    if (!society) refuse(context, line, 'society_key', `No society has the key "${row.society_key}": import the societies file first`);
    const configurationId = resolveConfiguration(context, configurations, row.configuration, line);
    const current = existing.get(row.external_key);
    if (current && society && current.society_id !== society.id) {
      refuse(context, line, 'society_key', `Property "${row.external_key}" belongs to another society; a property cannot move`);
    }
    if (context.refusedLines.has(line) || !society) continue;
    const values: Record<string, unknown> = {};
    for (const column of PLAIN_COLUMNS) if (present.has(column) || !current) values[column] = row[column];
    if (present.has('configuration') || !current) values.bedroom_configuration_id = configurationId ?? null;
    if (ownerIds) values.owner_id = row.owner_phone ? ownerIds.idOf(row.owner_phone) : null;
    if (!current) {
      creates.push({ id: randomUUID(), society_id: society.id, external_key: row.external_key, ...(values as Partial<PropertyInsert>) });
    } else if (changedColumns(current as unknown as Record<string, unknown>, values).length) {
      updates.push({ id: current.id, societyId: current.society_id, values });
    } else {
      context.counts.unchanged += 1;
    }
  }

  return async () => {
    const total = creates.length + updates.length;
    let done = 0;
    await ownerIds?.apply();
    for (const chunk of batches(creates, 1000)) {
      await bulkInsert(context.client, properties, chunk);
      done += chunk.length;
      context.onProgress?.(done, total);
    }
    for (const update of updates) {
      await db.update(properties).set(update.values).where(eq(properties.id, update.id));
      // The home's rent listings carry its owner too (an offer goes to the listing's owner).
      if ('owner_id' in update.values) await db.update(property_rent_listings).set({ owner_id: update.values.owner_id as string | null }).where(eq(property_rent_listings.property_id, update.id));
      if (++done % 200 === 0) context.onProgress?.(done, total);
    }
    for (const row of [...creates.map((create) => ({ societyId: create.society_id })), ...updates]) context.touched.societyIds.add(row.societyId);
    context.counts.created += creates.length;
    context.counts.updated += updates.length;
    context.onProgress?.(total, total);
  };
}

type OwnerInsert = typeof owners.$inferInsert;

/**
 * The owners a properties file names, matched by phone (+91): an existing owner keeps their id and takes the
 * file's name, e-mail and channel; a new phone becomes a new owner. The same phone on several rows is one owner
 * (the last row's details win). `apply` writes them, before the properties that point at them.
 */
async function resolveOwners(context: ImportContext, rows: ParsedRow<PropertyRow>[]) {
  const byPhone = new Map<string, OwnerInsert>();
  for (const { value: row } of rows) {
    if (!row.owner_phone) continue;
    const known = byPhone.get(row.owner_phone);
    byPhone.set(row.owner_phone, {
      id: known?.id ?? randomUUID(),
      name: row.owner_name!,
      country_code: '+91',
      phone: row.owner_phone,
      email: row.owner_email ?? known?.email ?? null,
      preferred_channel: row.owner_channel ?? known?.preferred_channel ?? 'whatsapp',
    });
  }
  const existing = new Map<string, string>();
  for (const chunk of batches([...byPhone.keys()], 5000)) {
    const found = await context.db.select({ id: owners.id, phone: owners.phone }).from(owners).where(and(eq(owners.country_code, '+91'), inArray(owners.phone, chunk)));
    for (const row of found) existing.set(row.phone, row.id);
  }
  for (const [phone, owner] of byPhone) owner.id = existing.get(phone) ?? owner.id;
  return {
    idOf: (phone: string) => byPhone.get(phone)!.id!,
    apply: async () => {
      for (const chunk of batches([...byPhone.values()], 1000)) {
        await context.db
          .insert(owners)
          .values(chunk)
          .onConflictDoUpdate({
            target: [owners.country_code, owners.phone],
            set: { name: sql`excluded.name`, email: sql`coalesce(excluded.email, ${owners.email})`, preferred_channel: sql`excluded.preferred_channel`, updated_at: sql`now()` },
          });
      }
    },
  };
}
