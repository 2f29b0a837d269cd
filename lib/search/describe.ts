// Headings and page titles of /search, from what was asked.
import type { SearchParams } from '@/lib/validation/search';
import { uniqueValues } from './filters';
import { defaultBuilderName, homesPhrase, rulesPhrase } from './summary';
import { OWN_PLACE_NAMES, type PlaceName } from './types';
import { englishWords } from './english-words';
import { compose, joinWords, valueWord, type Translate } from './words';

type HeadingParams = Pick<SearchParams, 'type' | 'q' | 'zone'> &
  Partial<Pick<SearchParams, 'listing' | 'minBudget' | 'maxBudget' | 'bhk' | 'statuses' | 'projectStatuses' | 'categories' | 'builders' | 'rules'>>;

/** Names builder ids; the quick chips' and filter panel's builders are known without it. */
type BuilderName = (id: string) => string | undefined;

/** How a heading reads: the page's 'search' messages and its place names (Kannada or Hindi where on record). */
export interface HeadingWords {
  t?: Translate;
  /** A zone's, location's or sub location's name as the page shows it; the name itself without it. */
  placeName?: PlaceName;
}

/**
 * The heading: what narrowed the search shows in it, so a quick chip's search reads 'Ready to Move-in gated
 * societies by Prestige in Bengaluru South', the rules for tenants 'Gated societies that allow pets in Whitefield', and a
 * budget or bedrooms add '... with a 3 BHK for rent under ₹50 K'.
 */
export function searchHeading(params: HeadingParams, builderName: BuilderName = defaultBuilderName, words: HeadingWords = {}): string {
  const t = words.t ?? englishWords;
  const homes = homesPhrase({ listing: params.listing ?? 'rent', minBudget: params.minBudget ?? null, maxBudget: params.maxBudget ?? null, bhk: params.bhk ?? [] }, t);
  const base = baseHeading(params, builderName, t, words.placeName ?? OWN_PLACE_NAMES);
  return homes ? t('words.heading.withHomes', { heading: base, homes }) : base;
}

/** 'Ready to Move-in Luxury gated societies by Prestige or Sobha in Bengaluru South'. */
function filteredHeading(params: HeadingParams, builderName: BuilderName, rules: string | null, t: Translate, zone: string | null): string {
  const values = (list: readonly string[]) => joinWords(list.map((value) => valueWord(t, value)), 'or', t);
  const statuses = uniqueValues([...(params.statuses ?? []), ...(params.projectStatuses ?? [])]);
  const kinds = [values(statuses), values(params.categories ?? [])].filter(Boolean).join(' ');
  const builders = (params.builders ?? []).map((id) => builderName(id)).filter((name): name is string => Boolean(name));
  return compose(t, kinds ? 'words.heading.kinds' : 'words.heading.societies', {
    kinds,
    rules,
    builders: builders.length ? t('words.heading.by', { names: joinWords(builders, 'or', t) }) : null,
    zone: zone ? t('words.in', { place: zone }) : null,
  });
}

function baseHeading(params: HeadingParams, builderName: BuilderName, t: Translate, placeName: PlaceName): string {
  const text = params.q;
  const rules = rulesPhrase(params.rules, t);
  const matching = () => compose(t, 'words.heading.matching', { rules, text });
  switch (params.type) {
    case 'Location':
    case 'Sub Location':
      return compose(t, 'words.heading.societies', { rules, builders: null, zone: text ? t('words.in', { place: placeName(params.type === 'Location' ? 'location' : 'sub_location', text) }) : null });
    case 'Builder':
      return compose(t, 'words.heading.societies', { rules, builders: text ? t('words.heading.by', { names: text }) : null, zone: null });
    case 'general':
      return text ? matching() : compose(t, 'words.heading.all', { rules });
    case 'filtered':
      if (text) return matching();
      return filteredHeading(params, builderName, rules, t, params.zone ? placeName('zone', params.zone) : null);
  }
}

/** The count line; when the spec's limit of 50 cut the list, it says so instead of passing 50 off as the total. */
// Numbers go in as text: next-intl would group them ('1,234'), the English has always written them plain.
export function societiesFoundText(count: number, matched = count, t: Translate = englishWords): string {
  if (matched > count) return t('words.count.first', { count: String(count), matched: String(matched) });
  return t(count === 1 ? 'words.count.one' : 'words.count.other', { count: String(count) });
}

export function searchDescription(params: HeadingParams, total: number, builderName?: BuilderName, words: HeadingWords = {}): string {
  const t = words.t ?? englishWords;
  const heading = searchHeading(params, builderName, words);
  if (!total) return t('words.description.none', { heading });
  return t('words.description.found', { heading, total: String(total) });
}
