import 'server-only';
import type { ClientBase } from 'pg';
import { prepareAliases } from '@/lib/search/aliases';
import { bulkInsert } from '@/server/db/bulk-insert';
import { search_aliases, type SearchAliasKind } from '@/server/db/schema';
import { BUILDER_ALIASES, LOCATION_ALIASES, SUB_LOCATION_ALIASES, ZONE_ALIASES } from './data/aliases';
import type { ReferenceData } from './reference';

interface AliasSeed {
  kind: SearchAliasKind;
  id: string;
  name: string;
  aliases: readonly string[];
}

/** The written-out aliases of every seeded zone, place and builder (data/aliases.ts), by target. */
export function seedAliasTargets(reference: ReferenceData): AliasSeed[] {
  const zoneAliases = ZONE_ALIASES as Record<string, readonly string[]>;
  return [
    ...reference.rows.zones.map((zone) => ({ kind: 'zone' as const, id: zone.id!, name: zone.name, aliases: zoneAliases[zone.name] ?? [] })),
    ...reference.locations.map((location) => ({ kind: 'location' as const, id: location.id, name: location.name, aliases: LOCATION_ALIASES[location.name] ?? [] })),
    ...reference.locations.flatMap((location) =>
      location.subs.map((sub) => ({ kind: 'sub_location' as const, id: sub.id, name: sub.name, aliases: SUB_LOCATION_ALIASES[sub.name] ?? [] })),
    ),
    ...reference.builders.map((builder) => ({ kind: 'builder' as const, id: builder.id, name: builder.name, aliases: BUILDER_ALIASES[builder.name] ?? [] })),
  ];
}

/**
 * Inserts the seed's aliases of targets that have none yet: a top-up of a seeded database leaves aliases the
 * desk has edited alone. Returns the number of aliases inserted.
 */
export async function seedAliases(client: ClientBase, reference: ReferenceData): Promise<number> {
  const targets = seedAliasTargets(reference);
  const existing = await client.query<{ entity_id: string }>('select distinct entity_id::text from search_aliases where entity_id = any($1::uuid[])', [
    targets.map((target) => target.id),
  ]);
  const done = new Set(existing.rows.map((row) => row.entity_id));
  const base = Date.now();
  const rows = targets
    .filter((target) => !done.has(target.id))
    .flatMap((target) => {
      const { aliases, problem } = prepareAliases(target.name, target.aliases);
      if (problem) throw new Error(`Seed aliases of ${target.name}: ${problem.kind}`);
      return aliases.map((alias, index) => ({ kind: target.kind, entity_id: target.id, ...alias, created_at: new Date(base + index) }));
    });
  return bulkInsert(client, search_aliases, rows, { onConflictDoNothing: true });
}
