// A realistic mix of filtered searches for the /search benchmark: 200 distinct filter combinations, the way the
// home's search and the filter panel build them (zone, categories, statuses, project types, amenities, builders,
// a little text, later pages), requested with a skewed popularity (Zipf, s = 1: the most asked search comes up
// twice as often as the second, ten times as often as the tenth), not one repeated URL. Deterministic: the same
// seed gives the same combinations and the same order of requests in every run.
import { FILTER_BUILDERS, PROJECT_STATUSES, PROJECT_TYPES } from '@/lib/catalog';
import { FILTER_AMENITY_KEYS } from '@/lib/amenities';
import { buildSearchHref } from '@/lib/search/query';

const ZONES = ['Bengaluru South', 'Bengaluru East', 'Bengaluru North', 'Bengaluru West', 'Bengaluru Central'];
const CATEGORIES = ['Luxury', 'Ultra Luxury', 'Premium'];
const TEXTS = ['park', 'lake', 'prestige', 'sobha', 'green', 'palm'];

/** mulberry32: a small seeded generator, so the mix is the same in every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickSome<T>(random: () => number, values: readonly T[], max: number): T[] {
  const count = Math.floor(random() * (max + 1));
  const pool = [...values];
  const picked: T[] = [];
  for (let index = 0; index < count && pool.length; index += 1) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

const BUDGETS = [25_000, 40_000, 50_000, 75_000, 100_000];

/** A third of the searches ask for homes: a budget, bedrooms or both, some sorted by lowest rent. */
function homeFilter(random: () => number) {
  if (random() >= 0.35) return {};
  const maxBudget = random() < 0.7 ? BUDGETS[Math.floor(random() * BUDGETS.length)]! : null;
  const bhk = random() < 0.7 ? [1 + Math.floor(random() * 5)] : [];
  return { maxBudget, bhk, sort: random() < 0.3 ? ('price' as const) : null };
}

/** `count` distinct filtered searches; each carries at least one filter (a zone alone is a named page). */
export function searchCombinations(count = 200, seed = 22): string[] {
  const random = generator(seed);
  // Budget and bedrooms from a generator of their own, so the other draws stay those of earlier runs.
  const homes = generator(seed + 1000);
  const found = new Set<string>();
  while (found.size < count) {
    const href = buildSearchHref({
      type: 'filtered',
      zone: random() < 0.85 ? ZONES[Math.floor(random() * ZONES.length)]! : null,
      categories: pickSome(random, CATEGORIES, 2),
      statuses: random() < 0.3 ? pickSome(random, PROJECT_STATUSES, 1) : [],
      projectTypes: random() < 0.3 ? pickSome(random, PROJECT_TYPES, 1) : [],
      projectStatuses: random() < 0.2 ? pickSome(random, PROJECT_STATUSES, 1) : [],
      amenities: random() < 0.4 ? pickSome(random, FILTER_AMENITY_KEYS, 3) : [],
      builders: random() < 0.25 ? pickSome(random, FILTER_BUILDERS.map((builder) => builder.id), 2) : [],
      q: random() < 0.15 ? TEXTS[Math.floor(random() * TEXTS.length)]! : '',
      page: random() < 0.1 ? 2 + Math.floor(random() * 3) : 1,
      ...homeFilter(homes),
    });
    const params = new URL(href, 'http://x').searchParams;
    const filters = [...params.keys()].filter((key) => key !== 'type' && key !== 'zone' && key !== 'page');
    if (filters.length) found.add(href);
  }
  return [...found];
}

/** `length` requests drawn from the combinations with Zipf popularity (rank r asked in proportion to 1/r). */
export function zipfSequence(combinations: readonly string[], length = 20_000, seed = 23): string[] {
  const random = generator(seed);
  const weights = combinations.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const weight of weights) cumulative.push((running += weight / total));
  return Array.from({ length }, () => {
    const draw = random();
    const index = cumulative.findIndex((edge) => draw <= edge);
    return combinations[index === -1 ? combinations.length - 1 : index]!;
  });
}
