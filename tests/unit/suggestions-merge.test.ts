/** @jest-environment node */
import { escapeLikePattern, groupSuggestionRows, mergeSuggestions, normalizeSuggestionQuery } from '@/lib/search/suggestions';
import type { Suggestion, SuggestionType } from '@/lib/search/types';

const many = (type: SuggestionType, prefix: string, count: number): Suggestion[] =>
  Array.from({ length: count }, (_, index) => ({ type, name: `${prefix} ${index + 1}`, id: `${type}-${index + 1}` }));

describe('merging suggestions', () => {
  it('returns nothing for no sources', () => {
    expect(mergeSuggestions({})).toEqual([]);
  });

  it('keeps the spec source order: societies, locations, sub locations, builders', () => {
    const merged = mergeSuggestions({
      Builder: many('Builder', 'B', 1),
      'Sub Location': many('Sub Location', 'S', 1),
      Location: many('Location', 'L', 1),
      Society: many('Society', 'G', 1),
    });
    expect(merged.map((entry) => entry.type)).toEqual(['Society', 'Location', 'Sub Location', 'Builder']);
  });

  it('takes at most 5 per source and 8 in total', () => {
    const merged = mergeSuggestions({
      Society: many('Society', 'Soc', 7),
      Location: many('Location', 'Loc', 7),
      Builder: many('Builder', 'Bld', 7),
    });
    expect(merged).toHaveLength(8);
    expect(merged.filter((entry) => entry.type === 'Society')).toHaveLength(5);
    expect(merged.filter((entry) => entry.type === 'Location')).toHaveLength(3);
    expect(merged.some((entry) => entry.type === 'Builder')).toBe(false);
  });

  it('de-duplicates by name, ignoring letter case and spacing, the first one winning', () => {
    const merged = mergeSuggestions({
      Society: [{ type: 'Society', name: 'Whitefield', id: 's1' }],
      Location: [{ type: 'Location', name: 'whitefield ', id: 'l1' }, { type: 'Location', name: 'Whitefield  Main', id: 'l2' }],
      'Sub Location': [{ type: 'Sub Location', name: 'Whitefield Main', id: 'sl1' }],
    });
    expect(merged).toEqual([
      { type: 'Society', name: 'Whitefield', id: 's1' },
      { type: 'Location', name: 'Whitefield  Main', id: 'l2' },
    ]);
  });

  it('fills to 8 from later sources when earlier ones are short or duplicated', () => {
    const merged = mergeSuggestions({
      Society: many('Society', 'X', 2),
      Location: many('Location', 'X', 5), // X 1 and X 2 repeat the societies
      'Sub Location': many('Sub Location', 'Y', 5),
    });
    expect(merged.map((entry) => entry.name)).toEqual(['X 1', 'X 2', 'X 3', 'X 4', 'X 5', 'Y 1', 'Y 2', 'Y 3']);
  });

  it('groups the rows of the one union query by source', () => {
    const grouped = groupSuggestionRows([
      { type: 'Builder', id: 'b', name: 'Prestige' },
      { type: 'Society', id: 's', name: 'Prestige Lakeside' },
      { type: 'Unknown', id: 'u', name: 'Ignored' },
    ]);
    expect(grouped).toEqual({
      Builder: [{ type: 'Builder', id: 'b', name: 'Prestige' }],
      Society: [{ type: 'Society', id: 's', name: 'Prestige Lakeside' }],
    });
    expect(mergeSuggestions(grouped).map((entry) => entry.type)).toEqual(['Society', 'Builder']);
  });
});

describe('query text', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    ['  Pres  tige ', 'Pres tige'],
  ])('normalises %p to %p', (input, expected) => {
    expect(normalizeSuggestionQuery(input)).toBe(expected);
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(escapeLikePattern('50%_off\\x')).toBe('50\\%\\_off\\\\x');
    expect(escapeLikePattern('plain')).toBe('plain');
  });
});
