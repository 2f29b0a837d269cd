// POST /api/revalidate {society_id} | {all: true} | {tags: [...]}, header `Authorization: Bearer <REVALIDATE_SECRET>`:
// on-demand refresh of cached society pages (every URL form of one society, or all of them) and the
// sitemap, for back-office edits that should not wait for the hourly revalidation.
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { revalidateSocietySchema } from '@/lib/validation/society';
import { pageCacheReady } from '@/server/cache/shared-cache';
import { getEnv } from '@/server/env';
import { AppError, notFound, unauthorized } from '@/server/http/errors';
import { withHandler } from '@/server/http/handler';
import { clearRenderedSearches } from '@/server/search/rendered-search-cache';
import { SITEMAP_CACHE_TAG, societyCacheTag, SOCIETIES_CACHE_TAG } from '@/server/societies/service';

export const dynamic = 'force-dynamic';

function hasSecret(header: string | null, secret: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Checked before the body is read: without the secret nothing about the payload is answered. */
function authorize(request: NextRequest): void {
  const secret = getEnv().REVALIDATE_SECRET;
  // Without a configured secret the route does not exist, rather than being open to anyone.
  if (!secret) throw notFound();
  if (!hasSecret(request.headers.get('authorization'), secret)) throw unauthorized('Invalid revalidation secret.');
}

export const POST = withHandler({ schema: revalidateSocietySchema, authorize }, async ({ body }) => {
  // With several instances the tags are recorded in Redis: without it, say so instead of a success nobody sees.
  if (!(await pageCacheReady())) {
    throw new AppError('page_cache_unavailable', 'The shared page cache (Redis) is unavailable: nothing was revalidated. Try again when it is back.', 503);
  }
  // Search results show societies, listings, builders and places: any change may alter some of them.
  await clearRenderedSearches();

  if ('tags' in body) {
    // Exactly what an import or the expiry job touched (lib/cache-tags.ts); the sitemap tag comes with them.
    for (const tag of new Set(body.tags)) revalidateTag(tag);
    return NextResponse.json({ revalidated: true, now: Date.now() });
  }
  if ('all' in body) {
    revalidateTag(SOCIETIES_CACHE_TAG);
    revalidatePath('/[locale]/society/[society]', 'page');
  } else {
    // The tag reaches every cached URL form that rendered this society (slug, uuid, spec form).
    revalidateTag(societyCacheTag(body.society_id));
  }
  revalidateTag(SITEMAP_CACHE_TAG);
  return NextResponse.json({ revalidated: true, now: Date.now() });
});
