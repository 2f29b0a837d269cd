import 'server-only';
import { localePath } from '@/lib/i18n/locales';
import { recipientLocale } from '@/server/i18n/translator';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SavedSearchDigestItem } from '@/emails/saved-search-digest';
import { activeFilterLabels, listingFilterEntries, matchesListing, parseListingFilters, type FilterableListing } from '@/lib/listings/filters';
import { addCalendarDays, indiaDate, startOfIndiaDay } from '@/lib/time/india';
import { normalizedSearchHref } from '@/lib/search/cache-key';
import { searchHeading } from '@/lib/search/describe';
import { hasHomeFilter } from '@/lib/search/href';
import { parseSearchParams } from '@/lib/search/query';
import type { SearchParams } from '@/lib/validation/search';
import { SAVED_SEARCH_LIMIT } from '@/lib/saved-searches/limit';
import type { SavedSearchInput, SavedSearchUpdate } from '@/lib/validation/saved-search';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { gated_societies, profiles, saved_search_digests, saved_searches } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { queueDeliveries } from '@/server/messages/send';
import { savedSearchDigestMessages } from '@/server/messages/saved-search-digest';
import { listingMatches } from '@/server/search/listing-filters';
import { searchConditions } from '@/server/search/service';
import { createSavedSearchToken } from './saved-search-token';

// Saved searches: a signed-in person saves a /search (society level) or a society's properties with
// filters, and gets one digest a day with the new listings that match, the same way society alerts work
// (server/alerts/digest.ts): a job per person and India day, keyed so more listings that day replace it, reading
// at run time what became Active since the last digest and still matches; unsubscribe by a signed link.

export interface SavedSearchSummary {
  id: string;
  label: string;
  /** The page the search shows: /search?... or /society/{id}/properties?... */
  path: string;
  createdAt: string;
}

const pathOf = (row: { societyId: string | null; query: string }) => (row.societyId ? `/society/${row.societyId}/properties${row.query ? `?${row.query}` : ''}` : `/search?${row.query}`);

/** The search as stored: its query written canonically, and a label for lists and e-mails. Null: nothing to save. */
async function canonical(input: SavedSearchInput): Promise<{ societyId: string | null; query: string; label: string } | null> {
  const raw = input.query.replace(/^\?/, '');
  if (input.kind === 'search') {
    const params = { ...parseSearchParams(new URLSearchParams(raw)), page: 1 };
    return { societyId: null, query: normalizedSearchHref(params).replace(/^\/search\??/, ''), label: searchHeading(params).slice(0, 300) };
  }
  const [society] = await getDb().select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.id, input.society_id.toLowerCase()));
  if (!society) return null;
  // The order does not change what matches: it is left out, so one filter set is one saved search.
  const filters = { ...parseListingFilters(raw), sort: undefined };
  const query = new URLSearchParams(listingFilterEntries(filters)).toString();
  const rent = activeFilterLabels(filters, 'rent');
  const sale = activeFilterLabels(filters, 'sale').filter((label) => label.group === 'budget');
  const parts = [...rent.map((label) => label.label), ...sale.map((label) => `for sale ${label.label}`)];
  return { societyId: input.society_id.toLowerCase(), query, label: `Homes in ${society.name}${parts.length ? `: ${parts.join(', ')}` : ''}`.slice(0, 300) };
}

export type SaveOutcome = { status: 'created' | 'exists'; savedSearch: SavedSearchSummary } | { status: 'unknown_society' } | { status: 'limit' };

/**
 * Saves a search once. A person keeps at most SAVED_SEARCH_LIMIT: the count and the insert run under a lock on the
 * person's profile row, so a burst of concurrent saves cannot pass the limit together. A search saved before is
 * 'exists' even at the limit.
 */
export async function saveSearch(userId: string, input: SavedSearchInput): Promise<SaveOutcome> {
  const search = await canonical(input);
  if (!search) return { status: 'unknown_society' };
  const summary = (row: { id: string; createdAt: Date }): SavedSearchSummary => ({ id: row.id, label: search.label, path: pathOf(search), createdAt: row.createdAt.toISOString() });
  const same = and(eq(saved_searches.user_id, userId), search.societyId ? eq(saved_searches.society_id, search.societyId) : isNull(saved_searches.society_id), eq(saved_searches.query, search.query));
  return getDb().transaction(async (tx): Promise<SaveOutcome> => {
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
    const [existing] = await tx.select({ id: saved_searches.id, createdAt: saved_searches.created_at }).from(saved_searches).where(same);
    if (existing) return { status: 'exists', savedSearch: summary(existing) };
    const [{ kept } = { kept: 0 }] = await tx.select({ kept: count() }).from(saved_searches).where(eq(saved_searches.user_id, userId));
    if (kept >= SAVED_SEARCH_LIMIT) return { status: 'limit' };
    const [row] = await tx
      .insert(saved_searches)
      .values({ user_id: userId, society_id: search.societyId, query: search.query, label: search.label })
      .returning({ id: saved_searches.id, createdAt: saved_searches.created_at });
    return { status: 'created', savedSearch: summary(row!) };
  });
}

/** A saved search as the profile lists it: with its alert switch. */
export interface SavedSearchListItem extends SavedSearchSummary {
  alertsEnabled: boolean;
}

const listColumns = {
  id: saved_searches.id,
  label: saved_searches.label,
  societyId: saved_searches.society_id,
  query: saved_searches.query,
  alertsEnabled: saved_searches.alerts_enabled,
  createdAt: saved_searches.created_at,
};

const listItem = (row: { id: string; label: string; societyId: string | null; query: string; alertsEnabled: boolean; createdAt: Date }): SavedSearchListItem => ({
  id: row.id,
  label: row.label,
  path: pathOf(row),
  alertsEnabled: row.alertsEnabled,
  createdAt: row.createdAt.toISOString(),
});

export async function listSavedSearches(userId: string): Promise<SavedSearchListItem[]> {
  const rows = await getDb().select(listColumns).from(saved_searches).where(eq(saved_searches.user_id, userId)).orderBy(desc(saved_searches.created_at), desc(saved_searches.id));
  return rows.map(listItem);
}

/**
 * Renames the person's own saved search and/or switches its alerts; null when it is not theirs (nothing changed).
 * Alerts switched back on start from now: listings that arrived while they were off are not sent as new.
 */
export async function updateSavedSearch(userId: string, id: string, update: SavedSearchUpdate): Promise<SavedSearchListItem | null> {
  const [row] = await getDb()
    .update(saved_searches)
    .set({
      ...(update.label !== undefined ? { label: update.label } : {}),
      ...(update.alerts_enabled !== undefined ? { alerts_enabled: update.alerts_enabled } : {}),
      ...(update.alerts_enabled ? { covered_until: sql`case when ${saved_searches.alerts_enabled} then ${saved_searches.covered_until} else now() end` } : {}),
    })
    .where(and(eq(saved_searches.user_id, userId), eq(saved_searches.id, id)))
    .returning(listColumns);
  return row ? listItem(row) : null;
}

/** Removes the person's own saved searches among these ids; how many went (0: none of them was theirs). */
export async function removeSavedSearches(userId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const removed = await getDb()
    .delete(saved_searches)
    .where(and(eq(saved_searches.user_id, userId), inArray(saved_searches.id, ids)))
    .returning({ id: saved_searches.id });
  return removed.length;
}

/* ---------------------------------------------------------------- the digest */

export const savedSearchDigestKey = (userId: string, date: string) => `saved-search-digest:${userId}:${date}`;

/** Listings of one society and type that became Active (the import reports them). */
export interface ListingActivation {
  societyId: string;
  propertyType: 'Rent' | 'Buy';
}

/**
 * When listings become Active (called by enqueueAlertDigests, in the writer's transaction): one digest job per
 * person with a saved search that could match, that is any society-level search, or a properties search of one
 * of these societies, with its alerts on. What matches is decided when the job runs.
 */
export async function enqueueSavedSearchDigests(executor: Executor, activations: ListingActivation[], now = new Date()): Promise<number> {
  const societyIds = [...new Set(activations.map((activation) => activation.societyId))];
  if (!societyIds.length) return 0;
  const today = indiaDate(now);
  const result = await executor.execute<{ user_id: string; sent_today: boolean }>(sql`
    select s.user_id, exists (select 1 from ${saved_search_digests} d where d.user_id = s.user_id and d.digest_date = ${today}::date) as sent_today
    from ${saved_searches} s
    where s.alerts_enabled and (s.society_id is null or s.society_id = any(${`{${societyIds.join(',')}}`}::uuid[]))
    group by s.user_id`);
  const delayMs = getEnv().ALERT_DIGEST_DELAY_MINUTES * 60_000;
  for (const row of result.rows) {
    const date = row.sent_today ? addCalendarDays(today, 1) : today;
    const runAt = row.sent_today ? startOfIndiaDay(date).getTime() + delayMs : now.getTime() + delayMs;
    await enqueueJob(executor, 'saved-search-digest', { userId: row.user_id, digestDate: date }, { jobKey: savedSearchDigestKey(row.user_id, date), runAt: new Date(runAt) });
  }
  return result.rows.length;
}

interface NewListing extends FilterableListing {
  societyName: string;
  activatedAt: Date;
}

const KINDS = ['rent', 'sale'] as const;

/** Listings that became Active after `since` (and still are) in the societies a /search finds, with its home filter. */
async function newListingsForSearch(executor: Executor, params: SearchParams, since: Date): Promise<NewListing[]> {
  const conditions = await searchConditions(params);
  if (!conditions) return [];
  const kinds = hasHomeFilter(params) ? [params.listing] : KINDS;
  const found: NewListing[] = [];
  for (const kind of kinds) {
    const match = listingMatches({ ...params, listing: kind });
    const result = await executor.execute<{ amount: string | null; bedroom: string | null; society_name: string; activated_at: Date }>(sql`
      select ${match.amount} as amount, b.name as bedroom, ${gated_societies.name} as society_name, ${match.activatedAt} as activated_at
      from ${match.from}
      join ${gated_societies} on ${sql.join(conditions, sql` and `)} and ${match.where}
      left join properties p on p.id = ${match.from}.property_id
      left join bedroom_configurations b on b.id = coalesce(${kind === 'rent' ? sql`${match.from}.bedroom_configuration_id, ` : sql``}p.bedroom_configuration_id)
      where date_trunc('milliseconds', ${match.activatedAt}) > ${since.toISOString()}::timestamptz and ${match.activatedAt} <= now()
      order by ${match.activatedAt} limit 20`);
    for (const row of result.rows) {
      found.push({ kind, amount: row.amount === null ? null : Number(row.amount), bedroom: row.bedroom, furnishing: null, immediate: false, availableFrom: null, listedAt: null, societyName: row.society_name, activatedAt: new Date(row.activated_at) });
    }
  }
  return found;
}

/** A society's listings that became Active after `since` (and still are), kept by the properties page's rules. */
async function newListingsForProperties(executor: Executor, societyId: string, query: string, since: Date, today: string): Promise<NewListing[]> {
  const filters = parseListingFilters(query);
  const result = await executor.execute<{ kind: 'rent' | 'sale'; amount: string | null; bedroom: string | null; furnishing: string | null; immediate: boolean; available_from: string | null; society_name: string; activated_at: Date }>(sql`
    select 'rent' as kind, l.expected_rent::bigint as amount, b.name as bedroom, p.furnishing, l.immediate_flag as immediate, l.available_from_date::text as available_from, s.name as society_name, l.activated_at
      from property_rent_listings l join properties p on p.id = l.property_id join gated_societies s on s.id = l.society_id
      left join bedroom_configurations b on b.id = coalesce(l.bedroom_configuration_id, p.bedroom_configuration_id)
      where l.society_id = ${societyId} and l.listing_status = 'Active' and date_trunc('milliseconds', l.activated_at) > ${since.toISOString()}::timestamptz and l.activated_at <= now()
    union all
    select 'sale', l.listing_price, b.name, p.furnishing, false, null, s.name, l.activated_at
      from property_sale_listings l join properties p on p.id = l.property_id join gated_societies s on s.id = l.society_id
      left join bedroom_configurations b on b.id = p.bedroom_configuration_id
      where l.society_id = ${societyId} and l.listing_status = 'Active' and date_trunc('milliseconds', l.activated_at) > ${since.toISOString()}::timestamptz and l.activated_at <= now()`);
  return result.rows
    .map((row) => ({ kind: row.kind, amount: row.amount === null ? null : Number(row.amount), bedroom: row.bedroom, furnishing: row.furnishing, immediate: row.immediate, availableFrom: row.available_from, listedAt: null, societyName: row.society_name, activatedAt: new Date(row.activated_at) }))
    .filter((listing) => matchesListing(listing, filters, today));
}

export type SavedSearchDigestOutcome = 'sent' | 'nothing-new' | 'no-searches' | 'postponed';

export async function runSavedSearchDigest({ userId, digestDate }: { userId: string; digestDate: string }, now = new Date()): Promise<SavedSearchDigestOutcome> {
  return getDb().transaction(async (tx) => {
    const [person] = await tx.select({ firstName: profiles.first_name, email: profiles.email, phone: profiles.phone, countryCode: profiles.country_code, language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
    const locale = recipientLocale(person?.language);
    // Locked: a second run of the same digest waits and then finds nothing new.
    const searches = await tx.select().from(saved_searches).where(and(eq(saved_searches.user_id, userId), eq(saved_searches.alerts_enabled, true))).for('update');
    if (!person || !searches.length) return 'no-searches';

    const today = indiaDate(now);
    const { SITE_URL, BRAND_NAME } = getEnv();
    const items: (SavedSearchDigestItem & { id: string; coveredUntil: Date })[] = [];
    for (const search of searches) {
      const found = search.society_id
        ? await newListingsForProperties(tx, search.society_id, search.query, search.covered_until, today)
        : await newListingsForSearch(tx, { ...parseSearchParams(new URLSearchParams(search.query)), page: 1 }, search.covered_until);
      if (!found.length) continue;
      items.push({
        id: search.id,
        label: search.label,
        url: `${SITE_URL.replace(/\/$/, '')}${localePath(locale, pathOf({ societyId: search.society_id, query: search.query }))}`,
        listings: found.map((listing) => ({ kind: listing.kind === 'rent' ? 'rent' : 'buy', configuration: listing.bedroom, amount: listing.amount, societyName: listing.societyName })),
        coveredUntil: new Date(Math.max(...found.map((listing) => listing.activatedAt.getTime()))),
      });
    }
    if (!items.length) return 'nothing-new';

    const recorded = await tx.insert(saved_search_digests).values({ user_id: userId, digest_date: digestDate }).onConflictDoNothing().returning({ userId: saved_search_digests.user_id });
    if (!recorded.length) {
      // That day's digest already went: tomorrow's takes these.
      const next = addCalendarDays(digestDate, 1);
      await enqueueJob(tx, 'saved-search-digest', { userId, digestDate: next }, { jobKey: savedSearchDigestKey(userId, next), runAt: startOfIndiaDay(next) });
      return 'postponed';
    }
    for (const item of items) await tx.update(saved_searches).set({ covered_until: item.coveredUntil }).where(eq(saved_searches.id, item.id));

    const unsubscribeUrl = `${SITE_URL.replace(/\/$/, '')}/api/saved-searches/unsubscribe?token=${createSavedSearchToken({ userId, savedSearchIds: items.map((item) => item.id) })}`;
    const props = { locale, firstName: person.firstName, searches: items.map(({ id: _id, coveredUntil: _covered, ...item }) => item), unsubscribeUrl, brandName: BRAND_NAME, siteUrl: SITE_URL };
    const messages = await savedSearchDigestMessages(props, { email: person.email, whatsapp: `${person.countryCode}${person.phone}`, userId });
    await queueDeliveries(messages, {}, tx);
    return 'sent';
  });
}

/** For the unsubscribe page: the labels of the link's saved searches that still exist. */
export async function describeSavedSearches(userId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await getDb()
    .select({ label: saved_searches.label })
    .from(saved_searches)
    .where(and(eq(saved_searches.user_id, userId), or(...ids.map((id) => eq(saved_searches.id, id)))));
  return rows.map((row) => row.label);
}
