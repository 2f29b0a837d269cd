// /search URLs: building them (home submit, filter panel, suggestions, builder pages, pagination; in ./href, which
// browser code imports directly) and reading them back (the results page), with one schema (lib/validation/search.ts).
import { searchParamsSchema, type SearchParams } from '@/lib/validation/search';

export type { SearchParams };

export type RawSearchParams = Record<string, string | string[] | undefined>;

export function parseSearchParams(raw: RawSearchParams | URLSearchParams): SearchParams {
  const record: RawSearchParams = raw instanceof URLSearchParams ? Object.fromEntries(raw.entries()) : raw;
  return searchParamsSchema.parse(record);
}

export {
  buildSearchHref,
  builderStatusHref,
  searchHrefFromState,
  searchParamsFromState,
  stateFromSearchParams,
  suggestionHref,
} from './href';
