// Cache tags of the pages that show operator data (pages follow the data: a change shows without a redeploy). Pages
// and services tag what they cache with these; the import and the expiry job expire exactly the tags they touched
// through POST /api/revalidate (server/cache/revalidate-pages.ts). Names: `<kind>:<id>`, or a bare word for
// site-wide data.

/** Everything a society page reads (every URL form of the society). */
export const societyTag = (societyId: string) => `society:${societyId}`;
/** A builder page (its profile and project counts). */
export const builderTag = (builderId: string) => `builder:${builderId}`;
/** A society's properties page (/society/<id>/properties): its rent and sale listings. */
export const propertiesTag = (societyId: string) => `properties:${societyId}`;
/** Search data: suggestions, zone lists, result counts. */
export const SEARCH_TAG = 'search';
/** Every society page at once. */
export const SOCIETIES_TAG = 'societies';
export const SITEMAP_TAG = 'sitemap';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The tags /api/revalidate accepts: the ones above and nothing else. */
export const CACHE_TAG_PATTERN = new RegExp(`^(?:(?:society|builder|properties):${UUID}|${SEARCH_TAG}|${SOCIETIES_TAG}|${SITEMAP_TAG})$`);

export function isCacheTag(value: string): boolean {
  return CACHE_TAG_PATTERN.test(value);
}
