// The search-quality query set (bench/search-quality-queries.json), what counts as its answer, its targets and its
// baseline, shared by the benchmark (bench/search-quality.ts) and the integration test that holds the search to
// the same targets (tests/integration/search-quality-sample.test.ts).
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
export const BASELINE_FILE = path.join(process.cwd(), 'bench/search-quality-baseline.json');

/** The share of each kind's queries that must hit, and the most that may find nothing at all. */
export const QUALITY_TARGETS: Record<QueryKind, number> = { exact: 1, typo: 0.9, spelling: 0.9, order: 0.9, kannada: 0.9, hindi: 0.9, sentence: 0.9 };
export const NO_RESULT_TARGET = 0.02;

export const baselineKey = (query: QualityQuery) => `${query.kind}\u0000${query.query}`;

/** Each query's rank with its text searched as typed, before sentences became filters (null: not found). */
export function loadBaseline(file = BASELINE_FILE): Record<string, number | null> {
  return (JSON.parse(readFileSync(file, 'utf8')) as { ranks: Record<string, number | null> }).ranks;
}

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

/** The share of a kind's queries that hit (0 for a kind with none). */
export function hitShare(outcomes: readonly Outcome[], kind: QueryKind): number {
  const of = outcomes.filter((outcome) => outcome.query.kind === kind);
  return of.length ? of.filter(isHit).length / of.length : 0;
}

/** The queries that found their answer at the baseline and now find it lower, or not at all. */
export function lowerThanBaseline(outcomes: readonly Outcome[], baseline: Record<string, number | null>): Outcome[] {
  return outcomes.filter((outcome) => {
    const before = baseline[baselineKey(outcome.query)];
    return before !== undefined && before !== null && (outcome.rank === null || outcome.rank > before);
  });
}
