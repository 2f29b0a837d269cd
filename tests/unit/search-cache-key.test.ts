/** @jest-environment node */
import { FILTER_BUILDERS } from '@/lib/catalog';
import { normalizedSearchHref, SEARCH_CACHE_KEY_MAX_LENGTH, searchCacheKey } from '@/lib/search/cache-key';
import { parseSearchParams } from '@/lib/search/query';

const prestige = FILTER_BUILDERS[0].id;
const sobha = FILTER_BUILDERS[2].id;
const noHeaders = new Headers();
const keyOf = (query: string, headers: Headers = noHeaders) => searchCacheKey(parseSearchParams(new URLSearchParams(query)), headers);

describe('the rendered-search cache key', () => {
  it('is the same for one filter set however the URL writes it', () => {
    const a = keyOf(`type=filtered&zone=Bengaluru+South&categories=Premium,Luxury&builders=${prestige},${sobha}`);
    const b = keyOf(`builders=${sobha.toUpperCase()},${prestige},${prestige}&categories=luxury,premium&zone=Bengaluru+South&type=filtered&_rsc=abc&utm_source=x`);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
  });

  it('differs when the search differs: a filter, the text, the page', () => {
    const base = keyOf('type=filtered&zone=Bengaluru+South&categories=Premium');
    expect(keyOf('type=filtered&zone=Bengaluru+South&categories=Luxury')).not.toBe(base);
    expect(keyOf('type=filtered&zone=Bengaluru+South&categories=Premium&q=park')).not.toBe(base);
    expect(keyOf('type=filtered&zone=Bengaluru+South&categories=Premium&page=2')).not.toBe(base);
  });

  it('separates a document from the React payload of a client navigation', () => {
    const query = 'type=filtered&zone=Bengaluru+East&amenities=gym';
    const document = keyOf(query);
    const navigation = keyOf(query, new Headers({ rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' }));
    const prefetch = keyOf(query, new Headers({ rsc: '1', 'next-router-state-tree': '%5B%22%22%5D', 'next-router-prefetch': '1' }));
    expect(new Set([document, navigation, prefetch]).size).toBe(3);
  });

  it('leaves searches too long to be common to the render', () => {
    const builders = Array.from({ length: 20 }, (_, index) => `0b5c3a52-${String(index).padStart(4, '0')}-4000-8000-000000000001`);
    expect(builders.join(',').length).toBeGreaterThan(SEARCH_CACHE_KEY_MAX_LENGTH);
    expect(keyOf(`type=filtered&builders=${builders.join(',')}`)).toBeNull();
  });

  it('renders from a canonical href with sorted lists', () => {
    const params = parseSearchParams(new URLSearchParams('type=filtered&categories=Ultra+Luxury,Luxury&amenities=swimming_pool,gym'));
    expect(normalizedSearchHref(params)).toBe('/search?type=filtered&categories=Luxury%2CUltra+Luxury&amenities=gym%2Cswimming_pool');
  });
});
