/** @jest-environment node */
import { FILTER_BUILDERS } from '@/lib/catalog';
import {
  buildSearchHref,
  builderStatusHref,
  parseSearchParams,
  searchHrefFromState,
  stateFromSearchParams,
  suggestionHref,
} from '@/lib/search/query';
import { EMPTY_SEARCH_STATE, type SearchState } from '@/lib/search/types';

const prestige = FILTER_BUILDERS[0].id;
const brigade = FILTER_BUILDERS[1].id;

function paramsOf(href: string): URLSearchParams {
  return new URL(href, 'http://localhost').searchParams;
}

describe('building the home search URL', () => {
  it('sends every chosen list comma-joined with type=filtered', () => {
    const state: SearchState = {
      searchQuery: '  Lake view ',
      selectedZone: 'Bengaluru South',
      selectedBuilders: [prestige, brigade],
      selectedStatuses: ['New Launch'],
      selectedCategories: ['Luxury'],
      projectTypes: ['Apartment', 'Villa'],
      projectStatuses: ['Ready to Move-in'],
      amenities: ['gym', 'swimming_pool'],
      rules: ['pets', 'bachelors'],
      homes: { listing: 'rent', minBudget: null, maxBudget: 50_000, bhk: [3] },
      sort: 'price',
    };
    const href = searchHrefFromState(state);
    expect(paramsOf(href).get('maxBudget')).toBe('50000');
    expect(paramsOf(href).get('bhk')).toBe('3');
    expect(paramsOf(href).get('sort')).toBe('price');
    expect(paramsOf(href).has('listing')).toBe(false);
    expect(href.startsWith('/search?')).toBe(true);
    const query = paramsOf(href);
    expect(query.get('type')).toBe('filtered');
    expect(query.get('q')).toBe('Lake view');
    expect(query.get('zone')).toBe('Bengaluru South');
    expect(query.get('builders')).toBe(`${prestige},${brigade}`);
    expect(query.get('statuses')).toBe('New Launch');
    expect(query.get('categories')).toBe('Luxury');
    expect(query.get('projectTypes')).toBe('Apartment,Villa');
    expect(query.get('projectStatuses')).toBe('Ready to Move-in');
    expect(query.get('amenities')).toBe('gym,swimming_pool');
    expect(query.get('rules')).toBe('pets,bachelors');
    expect(query.has('page')).toBe(false);
  });

  it('leaves out empty values and keeps type=filtered', () => {
    expect(searchHrefFromState(EMPTY_SEARCH_STATE)).toBe('/search?type=filtered');
  });

  it('round-trips through the parser', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH_STATE,
      searchQuery: 'Sobha & Co 50%',
      selectedZone: 'Bengaluru East',
      selectedBuilders: [brigade],
      selectedCategories: ['Ultra Luxury'],
      amenities: ['power_backup_24_7'],
    };
    const parsed = parseSearchParams(paramsOf(searchHrefFromState(state)));
    expect(stateFromSearchParams(parsed)).toEqual(state);
  });

  it('adds the page only after the first', () => {
    expect(buildSearchHref({ type: 'filtered', q: 'a', page: 1 })).toBe('/search?type=filtered&q=a');
    expect(buildSearchHref({ type: 'filtered', q: 'a', page: 3 })).toBe('/search?type=filtered&q=a&page=3');
  });

  it('writes a general search without a type', () => {
    expect(buildSearchHref({ type: 'general', q: 'palm' })).toBe('/search?q=palm');
  });
});

describe('suggestion destinations', () => {
  it('sends a society to /society/{id}', () => {
    expect(suggestionHref({ type: 'Society', name: 'Prestige Lakeside', id: 'a1b2' })).toBe('/society/a1b2');
  });
  it('falls back to the encoded name when a society has no id', () => {
    expect(suggestionHref({ type: 'Society', name: 'Sobha Silicon Oasis', id: null })).toBe('/society/Sobha%20Silicon%20Oasis');
  });
  it.each([
    ['Location', 'Whitefield', '/search?type=Location&q=Whitefield'],
    ['Sub Location', 'Hope Farm', '/search?type=Sub+Location&q=Hope+Farm'],
    ['Builder', 'SNN Estates', '/search?type=Builder&q=SNN+Estates'],
  ] as const)('sends a %s to /search?type={kind}&q={name}', (type, name, href) => {
    expect(suggestionHref({ type, name, id: 'x' })).toBe(href);
    const query = paramsOf(href);
    expect(query.get('type')).toBe(type);
    expect(query.get('q')).toBe(name);
  });
});

describe('builder status cards', () => {
  it('link to a filtered search of one builder and one status', () => {
    const href = builderStatusHref(prestige, 'Ready to Move-in');
    expect(href).toBe(`/search?type=filtered&builders=${prestige}&projectStatuses=Ready+to+Move-in`);
    const parsed = parseSearchParams(paramsOf(href));
    expect(parsed.builders).toEqual([prestige]);
    expect(parsed.projectStatuses).toEqual(['Ready to Move-in']);
  });
});

describe('parsing /search parameters', () => {
  it('defaults everything for an empty query string', () => {
    expect(parseSearchParams({})).toEqual({
      type: 'general',
      q: '',
      zone: null,
      builders: [],
      statuses: [],
      categories: [],
      projectTypes: [],
      projectStatuses: [],
      amenities: [],
      rules: [],
      listing: 'rent',
      minBudget: null,
      maxBudget: null,
      bhk: [],
      sort: null,
      page: 1,
    });
  });

  it.each([
    ['filtered', 'filtered'],
    ['Location', 'Location'],
    ['location', 'Location'],
    ['Sub Location', 'Sub Location'],
    ['sub-location', 'Sub Location'],
    ['Builder', 'Builder'],
    ['Society', 'general'],
    ['anything', 'general'],
  ])('reads type %s as %s', (type, expected) => {
    expect(parseSearchParams({ type }).type).toBe(expected);
  });

  it('keeps known values in their canonical spelling and drops the rest', () => {
    const parsed = parseSearchParams({
      type: 'filtered',
      statuses: 'new launch, Sold Out,READY TO MOVE-IN',
      categories: 'luxury,Cheap',
      projectTypes: 'villa,castle',
      amenities: 'gym,drop table,EV_CHARGING',
      builders: `${prestige.toUpperCase()},not-a-uuid,${prestige}`,
    });
    expect(parsed.statuses).toEqual(['New Launch', 'Ready to Move-in']);
    expect(parsed.categories).toEqual(['Luxury']);
    expect(parsed.projectTypes).toEqual(['Villa']);
    expect(parsed.amenities).toEqual(['gym', 'ev_charging']);
    expect(parsed.builders).toEqual([prestige]);
  });

  it('trims and shortens the text, and takes the first of repeated values', () => {
    expect(parseSearchParams({ q: ['  two   words ', 'ignored'] }).q).toBe('two words');
    expect(parseSearchParams({ q: 'x'.repeat(300) }).q).toHaveLength(100);
    expect(parseSearchParams({ zone: '   ' }).zone).toBeNull();
  });

  it.each([
    [undefined, 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['abc', 1],
    ['2.5', 1],
  ])('reads page %s as %s', (page, expected) => {
    expect(parseSearchParams({ page }).page).toBe(expected);
  });

  it('gives the filter lists only to a filtered search when restoring the search box', () => {
    const parsed = parseSearchParams({ type: 'Location', q: 'Whitefield', categories: 'Luxury' });
    expect(stateFromSearchParams(parsed)).toEqual({ ...EMPTY_SEARCH_STATE, searchQuery: 'Whitefield' });
  });
});
