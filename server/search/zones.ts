import 'server-only';
import { asc } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { SEARCH_TAG } from '@/lib/cache-tags';
import type { ZoneOption } from '@/lib/search/zones';
import { getDb } from '@/server/db/client';
import { zones } from '@/server/db/schema';
import { logger } from '@/server/log/logger';

/** Spec 7: zones, all of them, ordered by name. */
export async function listZones(): Promise<ZoneOption[]> {
  return getDb().select({ id: zones.id, name: zones.name }).from(zones).orderBy(asc(zones.name));
}

/** Spec 8: a zone fetch failure is only logged; the dropdown then shows 'Select Zone' with no options. */
export async function listZonesOrEmpty(): Promise<ZoneOption[]> {
  try {
    return await listZones();
  } catch (error) {
    logger('zones').error({ err: error }, 'could not load zones');
    return [];
  }
}

/** For pages: zones change rarely, so one read serves every request for five minutes (or until an import adds one). */
export const cachedZones = unstable_cache(listZonesOrEmpty, ['zones-by-name'], { revalidate: 300, tags: ['zones', SEARCH_TAG] });
