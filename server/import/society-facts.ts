import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { normalizeFactValue } from '@/lib/societies/facts';
import { gated_societies, society_facts } from '@/server/db/schema';
import { batches, refuse, type ImportContext } from './context';
import type { SocietyFactRow } from './kinds';
import type { ParsedRow } from './parse';

// Society facts and rules for tenants by CSV (docs/import/society-facts.csv, docs/society-facts.md): one fact of
// one society per row. A stated value is written with its source and checked date; an empty value clears the fact.
// The society is named by its key; a fact named twice for one society in a file is refused on the later line.

interface Planned {
  societyId: string;
  fact: string;
  stated: { value: string; source: string; checked_on: string } | null;
}

export async function importSocietyFacts(context: ImportContext, rows: ParsedRow<SocietyFactRow>[]): Promise<() => Promise<void>> {
  const { db } = context;
  const keys = [...new Set(rows.map((row) => row.value.society_key))];
  const societyIds = new Map<string, string>();
  for (const chunk of batches(keys, 5000)) {
    const found = await db.select({ id: gated_societies.id, key: gated_societies.external_key }).from(gated_societies).where(inArray(gated_societies.external_key, chunk));
    for (const row of found) societyIds.set(row.key!, row.id);
  }

  const planned: Planned[] = [];
  const seen = new Map<string, number>();
  for (const { line, value: row } of rows) {
    const societyId = societyIds.get(row.society_key);
    if (!societyId) {
      refuse(context, line, 'society_key', `No society has the key "${row.society_key}"`);
      continue;
    }
    const pair = `${row.society_key}/${row.fact}`;
    const earlier = seen.get(pair);
    if (earlier !== undefined) {
      refuse(context, line, 'fact', `"${row.fact}" of "${row.society_key}" is already given on line ${earlier}`);
      continue;
    }
    seen.set(pair, line);
    const normalized = row.value ? normalizeFactValue(row.fact, row.value) : null;
    const stated = normalized && 'value' in normalized ? { value: normalized.value, source: row.source!, checked_on: row.checked_on! } : null;
    planned.push({ societyId, fact: row.fact, stated });
  }

  return async () => {
    let done = 0;
    for (const plan of planned) {
      const where = and(eq(society_facts.society_id, plan.societyId), eq(society_facts.fact, plan.fact));
      const [current] = await db.select().from(society_facts).where(where);
      const same = plan.stated
        ? current && current.value === plan.stated.value && current.source === plan.stated.source && current.checked_on === plan.stated.checked_on
        : !current;
      if (same) {
        context.counts.unchanged += 1;
      } else if (plan.stated) {
        await db
          .insert(society_facts)
          .values({ society_id: plan.societyId, fact: plan.fact, ...plan.stated, updated_at: context.now })
          .onConflictDoUpdate({ target: [society_facts.society_id, society_facts.fact], set: { ...plan.stated, updated_at: context.now } });
        context.counts[current ? 'updated' : 'created'] += 1;
      } else {
        await db.delete(society_facts).where(where);
        context.counts.updated += 1;
      }
      if (!same) {
        context.touched.societyIds.add(plan.societyId);
        context.touched.search = true;
      }
      if (++done % 200 === 0) context.onProgress?.(done, planned.length);
    }
    context.onProgress?.(planned.length, planned.length);
  };
}
