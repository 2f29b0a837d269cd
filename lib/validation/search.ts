// The search payloads: /search's query string (one schema for every type of societies-and-tenant-area.md 2.2)
// and the suggestion route's `q`. Search URLs are shared and typed by hand, so parsing is lenient: a value
// that is not understood is dropped rather than failing the page.
import { z } from '@/lib/validation/zod';
import { AMENITY_KEYS, UTILITY_KEYS } from '@/lib/amenities';
import { RULE_FILTER_KEYS } from '@/lib/societies/rule-filters';
import { PROJECT_CATEGORIES, PROJECT_STATUSES, PROJECT_TYPES } from '@/lib/catalog';
import { isUuid } from '@/lib/slugs';
import { BHK_CHOICES } from '@/lib/listings/filters';
import { SEARCH_LIMITS, SOCIETY_SORTS, type SearchType } from '@/lib/search/types';
import { zoneOrAll } from '@/lib/search/zones';
import { safeText } from './text';
import type { Suggestion } from '@/lib/search/types';

const MAX_LIST_LENGTH = 20;

/** A query value as Next hands it over: missing, one string, or repeated. The first one counts. */
const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

const tidy = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.queryMaxLength);

/** Lenient: a value that is not a string, or carries a NUL, is dropped. */
const text = z.preprocess(firstValue, safeText().optional().catch(undefined).transform(tidy));

/** Comma-separated values kept when they match an allowed value (in its canonical spelling, any letter case). */
function canonicalList(allowed: readonly string[]) {
  const byKey = new Map(allowed.map((value) => [value.toLowerCase(), value]));
  return z.preprocess(
    firstValue,
    z
      .string()
      .optional()
      .catch(undefined)
      .transform((value) => {
        const out = new Set<string>();
        for (const part of (value ?? '').split(',')) {
          const canonical = byKey.get(part.trim().toLowerCase());
          if (canonical) out.add(canonical);
        }
        return [...out].slice(0, MAX_LIST_LENGTH);
      }),
  );
}

const idList = z.preprocess(
  firstValue,
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => {
      const ids = (value ?? '')
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(isUuid);
      return [...new Set(ids)].slice(0, MAX_LIST_LENGTH);
    }),
);

const TYPE_BY_KEY: Record<string, SearchType> = {
  filtered: 'filtered',
  location: 'Location',
  'sub location': 'Sub Location',
  builder: 'Builder',
};

const searchType = z.preprocess(
  firstValue,
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((value): SearchType => TYPE_BY_KEY[(value ?? '').trim().toLowerCase().replace(/[-_+]+/g, ' ')] ?? 'general'),
);

const pageNumber = z.preprocess(
  firstValue,
  z.coerce.number().int().min(1).max(1000).catch(1).default(1),
);

const budget = z.preprocess(firstValue, z.coerce.number().int().min(1).max(1e12).nullable().catch(null).default(null));

const bhkList = z.preprocess(
  firstValue,
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => {
      const chosen = new Set((value ?? '').split(',').map((part) => Number(part.trim().replace(/\+$/, ''))));
      return BHK_CHOICES.filter((bhk) => chosen.has(bhk)) as number[];
    }),
);

const listingKind = z.preprocess(firstValue, z.enum(['rent', 'sale']).catch('rent').default('rent'));
const societySort = z.preprocess(firstValue, z.enum(SOCIETY_SORTS).nullable().catch(null).default(null));

export const FILTER_AMENITY_COLUMNS: readonly string[] = [...AMENITY_KEYS, ...UTILITY_KEYS];

export const searchParamsSchema = z.object({
  type: searchType,
  q: text,
  // 'All of Bangalore' (the dropdown's every-zone choice) is the same search as no zone.
  zone: text.transform((value) => zoneOrAll(value)),
  builders: idList,
  statuses: canonicalList(PROJECT_STATUSES),
  categories: canonicalList(PROJECT_CATEGORIES),
  projectTypes: canonicalList(PROJECT_TYPES),
  projectStatuses: canonicalList(PROJECT_STATUSES),
  amenities: canonicalList(FILTER_AMENITY_COLUMNS),
  rules: canonicalList(RULE_FILTER_KEYS),
  // The homes asked for: societies with a home of this budget and these bedrooms ('a 3 BHK for rent under ₹50,000').
  listing: listingKind,
  minBudget: budget,
  maxBudget: budget,
  bhk: bhkList,
  sort: societySort,
  page: pageNumber,
}).transform((params) =>
  // A min above the max is the range the person meant, swapped.
  params.minBudget !== null && params.maxBudget !== null && params.minBudget > params.maxBudget ? { ...params, minBudget: params.maxBudget, maxBudget: params.minBudget } : params,
);

export type SearchParams = z.infer<typeof searchParamsSchema>;

/**
 * GET /api/suggestions?q=: a blank query is valid and answers an empty list; a `q` carrying a NUL is refused
 * (422), since no name can contain one.
 */
export const suggestionsQuerySchema = z.object({ q: z.preprocess(firstValue, safeText().optional().transform(tidy)) });
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/** GET /api/suggestions?q=. */
export interface SuggestionsAnswer {
  suggestions: Suggestion[];
}
