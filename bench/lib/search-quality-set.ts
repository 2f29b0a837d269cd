// The search-quality query set (bench/search-quality-queries.json) and what counts as its answer, shared by
// the benchmark (bench/search-quality.ts) and the integration test that asserts a sample of it
// (tests/integration/search-quality-sample.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchParams } from '@/lib/validation/search';

export const QUERY_KINDS = ['exact', 'typo', 'spelling', 'order', 'kannada', 'hindi', 'sentence'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** What a query should find: a society by its name, or any society of a locality, sub locality or builder. */
export type Expectation = { society: string } | { locality: string } | { subLocality: string } | { builder: string };

export interface QualityQuery {
  kind: QueryKind;
  query: string;
  expect: Expectation;
  /** Sentences: the filters the text must be read into (the panel's parameters, as lib/validation/search.ts names them). */
  /**
   * 'matching': the sentence's rest is a typo or another script, so it finds its answer only once the matching
   * forgives those (docs/search.md); the integration sample leaves these out.
   */
  needs?: 'matching';
  filters?: Partial<Pick<SearchParams, 'listing' | 'minBudget' | 'maxBudget' | 'bhk' | 'projectTypes' | 'projectStatuses' | 'categories' | 'amenities' | 'rules' | 'zone'>>;
}


const QUERIES_FILE = path.join(process.cwd(), 'bench/search-quality-queries.json');

export function loadQualityQueries(file = QUERIES_FILE): QualityQuery[] {
  return JSON.parse(readFileSync(file, 'utf8')) as QualityQuery[];
}

/** Whether a result row is the query's answer (names compared without letter case). */
export function answers(expect: Expectation, row: { name: string; location: string | null; subLocation: string | null; builder: { name: string } | null }): boolean {
  const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
  if ('society' in expect) return same(row.name, expect.society);
  if ('locality' in expect) return same(row.location, expect.locality);
  if ('subLocality' in expect) return same(row.subLocation, expect.subLocality);
  return same(row.builder?.name, expect.builder);
}

/** Whether the search the text became holds exactly the filters the sentence states (unstated ones empty). */
export function filtersMatch(stated: QualityQuery['filters'], params: SearchParams): boolean {
  const want = { listing: 'rent', minBudget: null, maxBudget: null, bhk: [], projectTypes: [], projectStatuses: [], categories: [], amenities: [], rules: [], zone: null, ...stated };
  const got = {
    listing: params.listing, minBudget: params.minBudget, maxBudget: params.maxBudget, bhk: params.bhk, projectTypes: params.projectTypes,
    projectStatuses: [...params.statuses, ...params.projectStatuses], categories: params.categories, amenities: params.amenities, rules: params.rules, zone: params.zone,
  };
  const sorted = (value: unknown) => (Array.isArray(value) ? [...value].sort() : value);
  return (Object.keys(want) as (keyof typeof want)[]).every((key) => JSON.stringify(sorted(want[key])) === JSON.stringify(sorted(got[key])));
}


/** Answers in the top 3 count as found. */
export const TOP = 3;

export interface Outcome {
  query: QualityQuery;
  /** 1-based position of the first society that answers it, null when none of the 50 does. */
  rank: number | null;
  results: number;
  /** Sentences: the filters read equal the filters stated. */
  filtersRead: boolean;
  searched: string;
}

/**
 * Runs queries as the home's search box sends them with 'All of Bangalore' chosen: through the sentence redirect
 * (unless `readSentences` is false: the text searched as typed), then the real search, every page of it.
 */
export async function runQualityQueries(queries: QualityQuery[], readSentences: boolean): Promise<Outcome[]> {
  const { parseSearchParams } = await import('@/lib/search/query');
  const { understoodSearchRedirect } = await import('@/server/search/understood-query');
  const { searchSocieties } = await import('@/server/search/service');
  const outcomes: Outcome[] = [];
  for (const query of queries) {
    // What the home's search box sends with 'All of Bangalore' chosen.
    const typed = new URL(`http://local/search?type=filtered&q=${encodeURIComponent(query.query)}`);
    const target = readSentences ? ((await understoodSearchRedirect(typed)) ?? typed) : typed;
    const params = parseSearchParams(target.searchParams);
    const page = await searchSocieties({ ...params, page: 1 });
    // The first 50 in order: every page of the result.
    const rows = [];
    for (let number = 1; number <= page.pageCount; number += 1) rows.push(...(number === 1 ? page : await searchSocieties({ ...params, page: number })).results);
    const index = rows.findIndex((row) => answers(query.expect, row));
    outcomes.push({
      query,
      rank: index === -1 ? null : index + 1,
      results: page.total,
      filtersRead: query.kind !== 'sentence' || filtersMatch(query.filters, params),
      searched: `${target.pathname}${target.search}`,
    });
  }
  return outcomes;
}

export const isHit = (outcome: Outcome) => outcome.rank !== null && outcome.rank <= TOP && outcome.filtersRead;
