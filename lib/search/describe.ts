// Headings and page titles of /search, from what was asked.
import type { SearchParams } from '@/lib/validation/search';
import { homesPhrase } from './summary';

type HeadingParams = Pick<SearchParams, 'type' | 'q' | 'zone'> & Partial<Pick<SearchParams, 'listing' | 'minBudget' | 'maxBudget' | 'bhk'>>;

/** The heading, with the homes asked for when a budget or bedrooms narrow it ('... with a 3 BHK for rent under ₹50 K'). */
export function searchHeading(params: HeadingParams): string {
  const homes = homesPhrase({ listing: params.listing ?? 'rent', minBudget: params.minBudget ?? null, maxBudget: params.maxBudget ?? null, bhk: params.bhk ?? [] });
  const base = baseHeading(params);
  return homes ? `${base} with ${homes}` : base;
}

function baseHeading(params: Pick<SearchParams, 'type' | 'q' | 'zone'>): string {
  const text = params.q;
  switch (params.type) {
    case 'Location':
    case 'Sub Location':
      return text ? `Gated societies in ${text}` : 'Gated societies';
    case 'Builder':
      return text ? `Gated societies by ${text}` : 'Gated societies';
    case 'general':
      return text ? `Societies matching “${text}”` : 'All gated societies';
    case 'filtered':
      if (text) return `Societies matching “${text}”`;
      return params.zone ? `Gated societies in ${params.zone}` : 'Gated societies';
  }
}

/** The count line; when the spec's limit of 50 cut the list, it says so instead of passing 50 off as the total. */
export function societiesFoundText(count: number, matched = count): string {
  if (matched > count) return `Showing the first ${count} of ${matched} societies`;
  return `${count} ${count === 1 ? 'society' : 'societies'} found`;
}

export function searchDescription(params: HeadingParams, total: number): string {
  const heading = searchHeading(params);
  if (!total) return `${heading}: none found yet. Search Bangalore's gated communities by name, location or builder.`;
  return `${heading}: ${total} found, with photos, builders, project status and prices of homes for rent and sale in Bangalore.`;
}
