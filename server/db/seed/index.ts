import 'server-only';
import type { Table } from 'drizzle-orm';
import type { ClientBase } from 'pg';
import { bedroom_configurations, builders, cities, gated_societies, locations, owners, properties, property_rent_listings, property_sale_listings, sub_locations, zones } from '@/server/db/schema';
import { writeStorageObjects } from '@/server/storage/local';
import { bulkInsert, type BulkInsertOptions } from '@/server/db/bulk-insert';
import { startOfUtcDay } from './dates';
import { withClient } from './maintenance';
import type { SeedFile } from './media/files';
import { sharedPoolFiles } from './media/shared-pool';
import { builderLogoFiles, societyFiles } from './media/society-files';
import { societyProperties, type SocietyProperties } from './properties';
import { buildReferenceData, type ReferenceData } from './reference';
import { DEMO_SOCIETY_COUNT, SocietyGenerator, type SocietyPlan } from './societies';
import { seedSocietyFacts } from './society-facts';
import { normalisePendingSearchNames } from '@/server/db/search-names';
import { seedAliases } from './aliases';

export { countSeededRows, isDatabaseEmpty, resetDemoData, SEEDED_TABLES } from './maintenance';
export { DEMO_SOCIETY_COUNT } from './societies';

export interface SeedOptions {
  /** Number of societies to reach; defaults to the demo set. Existing societies count towards it. */
  scale?: number;
  /** Photos, logos and brochures in STORAGE_DIR (default true; tests that only compare rows turn it off). */
  writeFiles?: boolean;
  /** Anchor for relative dates (completion, availability); defaults to today. */
  today?: Date;
}

// Two processes seeding one database at once (two `npm run dev` on a fresh machine) take turns.
const SEED_LOCK_KEY = 72_461_904;

/**
 * Seeds the deterministic demo data, or tops the database up to `scale` societies. Society N is always the same
 * row (same id, name and listings), so a top-up adds exactly the societies that are missing. Returns the number
 * of rows inserted per table, plus `storage_files` written.
 */
export async function seedDatabase(url: string, options: SeedOptions = {}): Promise<Record<string, number>> {
  const target = options.scale ?? DEMO_SOCIETY_COUNT;
  const today = startOfUtcDay(options.today ?? new Date());
  const reference = buildReferenceData();

  return withClient(url, async (client) => {
    await client.query('begin');
    try {
      await client.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const existing = await client.query<{ id: string }>('select id from gated_societies');
      const plans = planMissingSocieties(reference, today, new Set(existing.rows.map((row) => row.id)), target - existing.rows.length);
      const homes = plans.map((plan) => societyProperties(plan, today));
      const files = options.writeFiles === false ? [] : seedFiles(reference, plans, homes.flatMap((home) => home.files));

      const databaseWork = insertRows(client, reference, plans, homes, today);
      // Files and rows go out at the same time; both are mostly waiting on I/O.
      const [storageFiles, counts] = await Promise.all([writeStorageObjects(files), databaseWork]);
      await client.query('commit');
      return { ...counts, storage_files: storageFiles };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  });
}

/** Parents first; reference rows may exist already (a top-up of a seeded database), society rows never do. */
async function insertRows(client: ClientBase, reference: ReferenceData, plans: SocietyPlan[], homes: SocietyProperties[], today: Date) {
  const referenceRows: BulkInsertOptions = { onConflictDoNothing: true };
  const big: BulkInsertOptions = { batchSize: 10_000 };
  const steps: [string, Table, readonly object[], BulkInsertOptions][] = [
    ['zones', zones, reference.rows.zones, referenceRows],
    ['cities', cities, reference.rows.cities, referenceRows],
    ['locations', locations, reference.rows.locations, referenceRows],
    ['sub_locations', sub_locations, reference.rows.sub_locations, referenceRows],
    ['builders', builders, reference.rows.builders, referenceRows],
    ['bedroom_configurations', bedroom_configurations, reference.rows.bedroom_configurations, referenceRows],
    ['gated_societies', gated_societies, plans.map((plan) => plan.row), { batchSize: 2_000 }],
    ['owners', owners, homes.flatMap((home) => home.owners), big],
    ['properties', properties, homes.flatMap((home) => home.properties), big],
    ['property_rent_listings', property_rent_listings, homes.flatMap((home) => home.rentListings), big],
    ['property_sale_listings', property_sale_listings, homes.flatMap((home) => home.saleListings), big],
  ];
  const counts: Record<string, number> = {};
  for (const [name, table, rows, options] of steps) counts[name] = await bulkInsert(client, table, rows, options);
  counts.society_facts = await seedSocietyFacts(client, plans, today);
  counts.search_aliases = await seedAliases(client, reference);
  // The rows above carry their search names; this catches any place an older seed wrote without one.
  await normalisePendingSearchNames(client);
  return counts;
}

/** Walks society indexes from 0 and keeps those not in the database until `needed` are found. */
function planMissingSocieties(reference: ReferenceData, today: Date, existingIds: Set<string>, needed: number): SocietyPlan[] {
  const generator = new SocietyGenerator(reference, today);
  const plans: SocietyPlan[] = [];
  for (let index = 0; plans.length < needed; index += 1) {
    const plan = generator.society(index);
    if (!existingIds.has(plan.row.id)) plans.push(plan);
  }
  return plans;
}

function seedFiles(reference: ReferenceData, plans: SocietyPlan[], propertyFiles: SeedFile[]): SeedFile[] {
  const files = [...builderLogoFiles(reference), ...plans.flatMap(societyFiles), ...propertyFiles];
  if (plans.some((plan) => !plan.ownMedia)) files.push(...sharedPoolFiles());
  return files;
}
