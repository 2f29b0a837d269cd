import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { builderTag } from '@/lib/cache-tags';
import { PROJECT_STATUSES, type ProjectStatus } from '@/lib/catalog';
import { builderNameFromSlug } from '@/lib/slugs';
import { isSafeText } from '@/lib/validation/text';
import { getDb } from '@/server/db/client';
import { builders, gated_societies } from '@/server/db/schema';
import { getEnv, storageBaseUrl } from '@/server/env';

// Builder page reads (societies-and-tenant-area.md 2.13 and 7): the builder by a case-insensitive name match,
// and its verified societies counted per project status.

export interface BuilderProfile {
  id: string;
  name: string;
  description: string | null;
  logoUrl: string | null;
  /** Verified societies per project status, every status present (0 when none). */
  statusCounts: Record<ProjectStatus, number>;
  projectCount: number;
}

/**
 * builders.logo_url holds a URL. A site-relative one (the embedded storage's form) is resolved against the
 * storage origin only when photos live elsewhere; otherwise it stays relative and works on any host or port.
 */
function logoSource(logoUrl: string | null): string | null {
  if (!logoUrl) return null;
  const env = getEnv();
  if (!logoUrl.startsWith('/') || !(env.STORAGE_URL ?? env.NEXT_PUBLIC_SUPABASE_URL)) return logoUrl;
  return `${storageBaseUrl(env)}${logoUrl}`;
}

export async function findBuilderByName(name: string) {
  const [builder] = await getDb()
    .select({ id: builders.id, name: builders.name, description: builders.description, logoUrl: builders.logo_url })
    .from(builders)
    .where(sql`lower(${builders.name}) = lower(${name.trim()})`)
    .limit(1);
  return builder ?? null;
}

export async function builderStatusCounts(builderId: string): Promise<Record<ProjectStatus, number>> {
  const rows = await getDb()
    .select({ status: gated_societies.project_status, count: sql<number>`count(*)::int` })
    .from(gated_societies)
    .where(and(eq(gated_societies.builder_id, builderId), eq(gated_societies.status, 'verified')))
    .groupBy(gated_societies.project_status);
  const counts = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, 0])) as Record<ProjectStatus, number>;
  for (const row of rows) {
    if ((PROJECT_STATUSES as readonly string[]).includes(row.status)) counts[row.status as ProjectStatus] = Number(row.count);
  }
  return counts;
}

/** The builder page's data from its slug, or null when no builder has that name. Cached per request. */
export const getBuilderBySlug = cache(async (slug: string): Promise<BuilderProfile | null> => {
  const name = builderNameFromSlug(slug);
  if (!name || !isSafeText(slug) || !isSafeText(name)) return null; // no name holds a NUL (PostgreSQL refuses one)
  const builder = await findBuilderByName(name);
  if (!builder) return null;
  const statusCounts = await builderStatusCounts(builder.id);
  return {
    id: builder.id,
    name: builder.name,
    description: builder.description,
    logoUrl: logoSource(builder.logoUrl),
    statusCounts,
    projectCount: Object.values(statusCounts).reduce((sum, count) => sum + count, 0),
  };
});

/**
 * The builder page's data through Next's data cache, tagged `builder:<id>`, so an import that changes the
 * builder's societies refreshes it at once (lib/cache-tags.ts). Only inside Next; tests call getBuilderBySlug.
 */
export const getCachedBuilderBySlug = cache(async (slug: string): Promise<BuilderProfile | null> => {
  const name = builderNameFromSlug(slug);
  if (!name || !isSafeText(slug) || !isSafeText(name)) return null; // no name holds a NUL (PostgreSQL refuses one)
  const builder = await findBuilderByName(name);
  if (!builder) return null;
  return unstable_cache(() => getBuilderBySlug(slug), ['builder-page', builder.id, slug], { tags: [builderTag(builder.id)], revalidate: 300 })();
});

/** Names of builders by id (the summary sentence of a search that came from a builder page). */
export async function builderNamesByIds(builderIds: string[]): Promise<Record<string, string>> {
  if (!builderIds.length) return {};
  const rows = await getDb()
    .select({ id: builders.id, name: builders.name })
    .from(builders)
    .where(inArray(builders.id, builderIds));
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}
