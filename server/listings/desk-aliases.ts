import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AliasesChange, AliasTargetKind } from '@/lib/validation/ops-aliases';
import { recordAudit } from '@/server/audit/log';
import { tagsFor } from '@/server/cache/revalidate-pages';
import { getDb } from '@/server/db/client';
import { builders, gated_societies, locations, sub_locations } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { logServerError } from '@/server/http/log-error';
import { readAliases, writeAliases, type DeskAliasTarget } from '@/server/search/alias-store';
import { clearRenderedSearches } from '@/server/search/rendered-search-cache';
import type { Staff } from '@/server/staff/access';

// The desk's edit of the other names the search knows a society, its locality, sub-locality or builder by
// (docs/ops.md "Listings"): the whole list replaced at once, in one transaction with its
// audit row (before and after); the searches and the society's pages expired after the commit.

const TABLES: Record<AliasTargetKind, PgTable & { id: PgColumn; name: PgColumn }> = {
  society: gated_societies,
  location: locations,
  sub_location: sub_locations,
  builder: builders,
};

/** The audit log's name for the alias rows of a target ('society/<id>'). */
export const aliasAuditRowId = (target: DeskAliasTarget) => `${target.kind}/${target.id}`;

export interface DeskAliasTargetView extends DeskAliasTarget {
  name: string;
  aliases: string[];
}

/**
 * The society and the places and builder it names, each with its aliases, for the desk's page of the society;
 * null for an unknown society.
 */
export async function societyAliasTargets(societyId: string): Promise<DeskAliasTargetView[] | null> {
  const [row] = await getDb()
    .select({
      name: gated_societies.name,
      locationId: locations.id,
      location: locations.name,
      subLocationId: sub_locations.id,
      subLocation: sub_locations.name,
      builderId: builders.id,
      builder: builders.name,
    })
    .from(gated_societies)
    .leftJoin(locations, eq(locations.id, gated_societies.location_id))
    .leftJoin(sub_locations, eq(sub_locations.id, gated_societies.sub_location_id))
    .leftJoin(builders, eq(builders.id, gated_societies.builder_id))
    .where(eq(gated_societies.id, societyId));
  if (!row) return null;
  const named: { kind: AliasTargetKind; id: string | null; name: string | null }[] = [
    { kind: 'society', id: societyId, name: row.name },
    { kind: 'location', id: row.locationId, name: row.location },
    { kind: 'sub_location', id: row.subLocationId, name: row.subLocation },
    { kind: 'builder', id: row.builderId, name: row.builder },
  ];
  const present = named.filter((target): target is { kind: AliasTargetKind; id: string; name: string } => Boolean(target.id && target.name));
  return Promise.all(present.map(async (target) => ({ ...target, aliases: await readAliases({ kind: target.kind, id: target.id }) })));
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((alias, index) => alias === b[index]);

/**
 * Replaces a target's aliases: the target row is locked first, so two desk edits of it run one after the other and
 * each audit row's 'before' is what the edit replaced. An unknown target is a 404; the same list again changes
 * nothing and writes no audit row.
 */
export async function setAliases(staff: Staff, target: DeskAliasTarget, change: AliasesChange): Promise<{ changed: boolean; aliases: string[] }> {
  const table = TABLES[target.kind];
  const changed = await getDb().transaction(async (tx) => {
    const [row] = await tx.select({ id: table.id }).from(table).where(sql`${table.id} = ${target.id}`).for('update');
    if (!row) throw notFound();
    const before = await readAliases(target, tx);
    if (sameList(before, change.aliases)) return false;
    await writeAliases(tx, target, change.aliases);
    await recordAudit(tx, staff.actor, {
      action: 'aliases.replace',
      table: 'aliases',
      rowId: aliasAuditRowId(target),
      before: { aliases: before },
      after: { aliases: change.aliases },
    });
    return true;
  });
  if (changed) await expireSearchPages(target);
  return { changed, aliases: change.aliases };
}

/** An alias changes what the searches find, and a society's own aliases may show on its pages. */
async function expireSearchPages(target: DeskAliasTarget): Promise<void> {
  const tags = tagsFor({
    societyIds: target.kind === 'society' ? [target.id] : [],
    builderIds: target.kind === 'builder' ? [target.id] : [],
    search: true,
  });
  for (const tag of tags) revalidateTag(tag);
  // Committed already: a shared cache that is down must not turn the change into an error.
  await clearRenderedSearches().catch((error: unknown) => logServerError('ops aliases', 'search_cache_clear_failed', error));
}
