import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { AMENITY_KEYS, UTILITY_KEYS } from '@/lib/amenities';
import { gated_societies } from '@/server/db/schema';
import { bulkInsert } from '@/server/db/bulk-insert';
import { batches, changedColumns, refuse, refuseDuplicateKeys, type ImportContext } from './context';
import type { SocietyRow } from './kinds';
import type { ParsedRow } from './parse';
import { References } from './references';
import { setDeskPin } from '@/server/visits/gate-desk';
import { normalisePendingSearchNames } from '@/server/db/search-names';
import { ImportedAliases } from './aliases';

type SocietyInsert = typeof gated_societies.$inferInsert;

// CSV column -> gated_societies columns it writes (references become ids).
const PLAIN_COLUMNS = [
  'name', 'project_type', 'project_status', 'category', 'status', 'project_size', 'total_units', 'number_of_floors',
  'completion_date', 'latitude', 'longitude', 'bedroom_configurations', 'project_highlights', 'primary_photo',
  'photo_gallery', 'brochure_pdf', ...AMENITY_KEYS, ...UTILITY_KEYS,
] as const;
const REFERENCE_COLUMNS = { builder: 'builder_id', zone: 'zone_id', location: 'location_id', sub_location: 'sub_location_id', city: 'city_id' } as const;

interface Planned {
  line: number;
  key: string;
  values: Record<string, unknown>;
  deskPin: string | null;
}

export async function importSocieties(context: ImportContext, rows: ParsedRow<SocietyRow>[], columns: string[]): Promise<() => Promise<void>> {
  const { db } = context;
  const unique = refuseDuplicateKeys(context, rows);
  const refs = await References.load(context);
  const present = new Set(columns);

  const keys = unique.map((row) => row.value.external_key);
  const names = unique.map((row) => row.value.name);
  const existingByKey = new Map<string, typeof gated_societies.$inferSelect>();
  const existingByName = new Map<string, typeof gated_societies.$inferSelect>();
  for (const chunk of batches(keys, 5000)) {
    for (const row of await db.select().from(gated_societies).where(inArray(gated_societies.external_key, chunk))) existingByKey.set(row.external_key!, row);
  }
  for (const chunk of batches(names, 5000)) {
    for (const row of await db.select().from(gated_societies).where(inArray(gated_societies.name, chunk))) existingByName.set(row.name, row);
  }

  const planned: Planned[] = [];
  const aliases = new ImportedAliases(context);
  const namesInFile = new Map<string, number>();
  for (const { line, value: row } of unique) {
    const sameName = namesInFile.get(row.name);
    if (sameName !== undefined) refuse(context, line, 'name', `Name "${row.name}" is already used on line ${sameName}`);
    namesInFile.set(row.name, line);
    const owner = existingByName.get(row.name);
    const existing = existingByKey.get(row.external_key);
    if (owner && owner.external_key && owner.external_key !== row.external_key) {
      refuse(context, line, 'name', `A society named "${row.name}" already exists with the key "${owner.external_key}"`);
    } else if (owner && existing && owner.id !== existing.id) {
      // Renaming onto the name of another (unkeyed) society would break the unique name.
      refuse(context, line, 'name', `Another society is already named "${row.name}"`);
    }

    const zoneId = await refs.resolve('zone', row.zone, line);
    const cityId = await refs.resolve('city', row.city, line);
    const locationId = await refs.resolve('location', row.location, line, { zoneId, cityId });
    const subLocationId = await refs.resolve('sub_location', row.sub_location, line, { locationId });
    const builderId = await refs.resolve('builder', row.builder, line);
    if (context.refusedLines.has(line)) continue;
    const aliasesAccepted = [
      aliases.society(line, row.name, row.aliases),
      aliases.reference(line, 'builder', builderId, row.builder, row.builder_aliases),
      aliases.reference(line, 'location', locationId, row.location, row.location_aliases),
      aliases.reference(line, 'sub_location', subLocationId, row.sub_location, row.sub_location_aliases),
    ];
    if (aliasesAccepted.includes(false)) continue;

    const values: Record<string, unknown> = {};
    for (const column of PLAIN_COLUMNS) {
      if (present.has(column) || !existing) values[column] = (row as Record<string, unknown>)[column];
    }
    const ids = { builder: builderId, zone: zoneId, location: locationId, sub_location: subLocationId, city: cityId };
    for (const [column, target] of Object.entries(REFERENCE_COLUMNS)) {
      if (present.has(column) || !existing) values[target] = ids[column as keyof typeof ids] ?? null;
    }
    // A place left empty inherits from the location (its zone and city), as the seed's societies do.
    const location = row.location ? refs.find('location', row.location) : undefined;
    if (location && !row.zone && (present.has('location') || !existing)) values.zone_id = location.zoneId ?? null;
    if (location && !row.city && (present.has('location') || !existing)) values.city_id = location.cityId ?? null;
    planned.push({ line, key: row.external_key, values, deskPin: row.desk_pin });
  }

  // Writing happens only once the whole file is known to be acceptable (run-import.ts decides).
  return async () => {
    const creates: SocietyInsert[] = [];
    const updates: { id: string; values: Record<string, unknown>; builderBefore: string | null }[] = [];
    const deskPins: { societyId: string; pin: string }[] = [];
    const societyIds = new Map<number, string>();
    for (const plan of planned) {
      const existing = existingByKey.get(plan.key) ?? adoptable(existingByName.get(plan.values.name as string));
      if (existing) societyIds.set(plan.line, existing.id);
      if (!existing) {
        const id = randomUUID();
        societyIds.set(plan.line, id);
        creates.push({ id, external_key: plan.key, ...(plan.values as Omit<SocietyInsert, 'external_key'>), updated_at: context.now });
        if (plan.deskPin) deskPins.push({ societyId: id, pin: plan.deskPin });
        continue;
      }
      if (plan.deskPin) deskPins.push({ societyId: existing.id, pin: plan.deskPin });
      const values = existing.external_key ? plan.values : { ...plan.values, external_key: plan.key };
      if (changedColumns(existing as unknown as Record<string, unknown>, values).length === 0) {
        context.counts.unchanged += 1;
      } else {
        updates.push({ id: existing.id, values, builderBefore: existing.builder_id });
      }
    }
    const total = creates.length + updates.length;
    let done = 0;
    for (const chunk of batches(creates, 1000)) {
      await bulkInsert(context.client, gated_societies, chunk);
      done += chunk.length;
      context.onProgress?.(done, total);
    }
    for (const update of updates) {
      await db.update(gated_societies).set({ ...update.values, updated_at: context.now }).where(eq(gated_societies.id, update.id));
      if (update.builderBefore) context.touched.builderIds.add(update.builderBefore);
      context.touched.societyIds.add(update.id);
      const builder = update.values.builder_id as string | null | undefined;
      if (builder) context.touched.builderIds.add(builder);
      if (++done % 200 === 0) context.onProgress?.(done, total);
    }
    for (const create of creates) {
      context.touched.societyIds.add(create.id!);
      if (create.builder_id) context.touched.builderIds.add(create.builder_id);
    }
    // Desk PINs after the societies exist; an unchanged PIN writes nothing (the desks stay signed in).
    for (const desk of deskPins) await setDeskPin(desk.societyId, desk.pin, db);
    // Search names of the new or renamed societies and places, then the aliases (docs/search.md "Aliases").
    if (await normalisePendingSearchNames(context.client)) context.touched.search = true;
    await aliases.write(societyIds, { society: present.has('aliases') });
    context.counts.created += creates.length;
    context.counts.updated += updates.length;
    if (total) context.touched.search = true;
    context.onProgress?.(total, total);
  };
}

/** A society of the same name that no import owns yet (the demo seed, a manual insert) is taken over by its key. */
function adoptable(row: typeof gated_societies.$inferSelect | undefined) {
  return row && !row.external_key ? row : undefined;
}
