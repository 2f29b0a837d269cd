// Headings and page titles of /search, from what was asked.
import type { SearchParams } from '@/lib/validation/search';
import { uniqueValues } from './filters';
import { defaultBuilderName, homesPhrase, joinWords, rulesPhrase } from './summary';

type HeadingParams = Pick<SearchParams, 'type' | 'q' | 'zone'> &
  Partial<Pick<SearchParams, 'listing' | 'minBudget' | 'maxBudget' | 'bhk' | 'statuses' | 'projectStatuses' | 'categories' | 'builders' | 'rules'>>;

/** Names builder ids; the quick chips' and filter panel's builders are known without it. */
type BuilderName = (id: string) => string | undefined;

/**
 * The heading: what narrowed the search shows in it, so a quick chip's search reads 'Ready to Move-in gated
 * societies by Prestige in Bengaluru South', the rules for tenants 'Gated societies that allow pets in Whitefield', and a
 * budget or bedrooms add '... with a 3 BHK for rent under ₹50 K'.
 */
export function searchHeading(params: HeadingParams, builderName: BuilderName = defaultBuilderName): string {
  const homes = homesPhrase({ listing: params.listing ?? 'rent', minBudget: params.minBudget ?? null, maxBudget: params.maxBudget ?? null, bhk: params.bhk ?? [] });
  const base = baseHeading(params, builderName);
  return homes ? `${base} with ${homes}` : base;
}

/** 'Ready to Move-in Luxury gated societies by Prestige or Sobha in Bengaluru South'. */
function filteredHeading(params: HeadingParams, builderName: BuilderName, rules: string): string {
  const statuses = uniqueValues([...(params.statuses ?? []), ...(params.projectStatuses ?? [])]);
  const kinds = [joinWords(statuses, 'or'), joinWords(params.categories ?? [], 'or')].filter(Boolean).join(' ');
  const builders = (params.builders ?? []).map((id) => builderName(id)).filter((name): name is string => Boolean(name));
  return [
    kinds ? `${kinds} gated societies` : 'Gated societies',
    rules,
    builders.length ? `by ${joinWords(builders, 'or')}` : '',
    params.zone ? `in ${params.zone}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function baseHeading(params: HeadingParams, builderName: BuilderName): string {
  const text = params.q;
  const rules = rulesPhrase(params.rules) ?? '';
  const societies = rules ? `Gated societies ${rules}` : 'Gated societies';
  switch (params.type) {
    case 'Location':
    case 'Sub Location':
      return text ? `${societies} in ${text}` : societies;
    case 'Builder':
      return text ? `${societies} by ${text}` : societies;
    case 'general':
      return text ? `Societies ${rules ? `${rules} ` : ''}matching “${text}”` : rules ? `All gated societies ${rules}` : 'All gated societies';
    case 'filtered':
      if (text) return `Societies ${rules ? `${rules} ` : ''}matching “${text}”`;
      return filteredHeading(params, builderName, rules);
  }
}

/** The count line; when the spec's limit of 50 cut the list, it says so instead of passing 50 off as the total. */
export function societiesFoundText(count: number, matched = count): string {
  if (matched > count) return `Showing the first ${count} of ${matched} societies`;
  return `${count} ${count === 1 ? 'society' : 'societies'} found`;
}

export function searchDescription(params: HeadingParams, total: number, builderName?: BuilderName): string {
  const heading = searchHeading(params, builderName);
  if (!total) return `${heading}: none found yet. Search Bangalore's gated communities by name, location or builder.`;
  return `${heading}: ${total} found, with photos, builders, project status and prices of homes for rent and sale in Bangalore.`;
}
