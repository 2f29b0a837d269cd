// The pure parts of search matching: aliases prepared the one way, the typed text split into words and compact
// runs, and the seed's written-out aliases complete (every seeded name has its Kannada and Devanagari name).
import { aliasLanguage, prepareAliases, splitAliasCell } from '@/lib/search/aliases';
import { aliasTier, MATCH_TIER, parseTextQuery } from '@/lib/search/text-query';
import { BUILDER_ALIASES, LOCATION_ALIASES, SUB_LOCATION_ALIASES, ZONE_ALIASES } from '@/server/db/seed/data/aliases';
import { BUILDERS } from '@/server/db/seed/data/builders';
import { LOCATIONS, ZONE_NAMES } from '@/server/db/seed/data/places';

describe('prepareAliases', () => {
  it('trims, normalises, de-duplicates and drops the name itself', () => {
    const { aliases, problem } = prepareAliases('Rajajinagar', [' Rajaji  Nagar ', 'rajaji nagar', 'RAJAJINAGAR', 'ರಾಜಾಜಿನಗರ', 'राजाजीनगर', '']);
    expect(problem).toBeNull();
    expect(aliases).toEqual([
      { alias: 'Rajaji Nagar', normalised: 'rajaji nagar', compact: 'rajajinagar', language: 'en' },
      { alias: 'ರಾಜಾಜಿನಗರ', normalised: 'ರಾಜಾಜಿನಗರ', compact: 'ರಾಜಾಜಿನಗರ', language: 'kn' },
      { alias: 'राजाजीनगर', normalised: 'राजाजीनगर', compact: 'राजाजीनगर', language: 'hi' },
    ]);
  });

  it('drops the zero-width joiner a Kannada keyboard types', () => {
    const [withJoiner] = prepareAliases('Whitefield', ['ವೈಟ್‌ಫೀಲ್ಡ್']).aliases;
    expect(withJoiner!.normalised).toBe('ವೈಟ್ಫೀಲ್ಡ್');
  });

  it('refuses too long, too many and empty aliases', () => {
    expect(prepareAliases('X', ['a'.repeat(121)]).problem).toMatchObject({ kind: 'too_long' });
    expect(prepareAliases('X', Array.from({ length: 41 }, (_, i) => `alias ${i}`)).problem).toMatchObject({ kind: 'too_many', limit: 40 });
    expect(prepareAliases('X', ['...']).problem).toEqual({ kind: 'empty', alias: '...' });
  });

  it('splits the import cell on |', () => {
    expect(splitAliasCell(' Rajaji Nagar | ರಾಜಾಜಿನಗರ ||')).toEqual(['Rajaji Nagar', 'ರಾಜಾಜಿನಗರ']);
    expect(splitAliasCell(undefined)).toEqual([]);
  });

  it('tells the script', () => {
    expect(aliasLanguage('Kengery')).toBe('en');
    expect(aliasLanguage('ಕೆಂಗೇರಿ')).toBe('kn');
    expect(aliasLanguage('केंगेरी')).toBe('hi');
  });
});

describe('parseTextQuery', () => {
  it('keeps distinct normalised words, at most six', () => {
    expect(parseTextQuery('  J.P. Nagar,  jp NAGAR ').words).toEqual(['jp', 'nagar']);
    expect(parseTextQuery('a b c d e f g h').words).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(parseTextQuery('%%').words).toEqual([]);
    expect(parseTextQuery('x'.repeat(300)).words).toEqual(['x'.repeat(40)]);
  });

  it('joins runs of up to three words; only a run reaching the last word may be a prefix', () => {
    const { spans } = parseTextQuery('k r puram');
    expect(spans).toContainEqual({ compact: 'krpuram', start: 0, end: 2, prefix: true });
    expect(spans).toContainEqual({ compact: 'kr', start: 0, end: 1, prefix: false });
    expect(spans).toContainEqual({ compact: 'puram', start: 2, end: 2, prefix: true });
  });

  it('counts an alias below the name and keeps a fuzzy match fuzzy', () => {
    expect(aliasTier(MATCH_TIER.exact)).toBe(MATCH_TIER.alias);
    expect(aliasTier(MATCH_TIER.prefix)).toBe(MATCH_TIER.alias);
    expect(aliasTier(MATCH_TIER.fuzzy)).toBe(MATCH_TIER.fuzzy);
    expect(aliasTier(MATCH_TIER.none)).toBe(MATCH_TIER.none);
  });
});

describe('the seed aliases', () => {
  const kannada = /[\u0c80-\u0cff]/;
  const devanagari = /[\u0900-\u097f]/;
  const expectBothScripts = (name: string, aliases: readonly string[] | undefined) => {
    expect({ name, kannada: aliases?.some((alias) => kannada.test(alias)) }).toEqual({ name, kannada: true });
    expect({ name, devanagari: aliases?.some((alias) => devanagari.test(alias)) }).toEqual({ name, devanagari: true });
    expect({ name, problem: prepareAliases(name, aliases ?? []).problem }).toEqual({ name, problem: null });
  };

  it('name every zone, locality, sub-locality and builder in Kannada and Devanagari', () => {
    for (const zone of ZONE_NAMES) expectBothScripts(zone, ZONE_ALIASES[zone]);
    for (const location of LOCATIONS) {
      expectBothScripts(location.name, LOCATION_ALIASES[location.name]);
      for (const [sub] of location.subs) expectBothScripts(sub, SUB_LOCATION_ALIASES[sub]);
    }
    for (const builder of BUILDERS) expectBothScripts(builder.name, BUILDER_ALIASES[builder.name]);
  });

  it('have no list for a name the seed does not have', () => {
    const seeded = new Set([...LOCATIONS.map((location) => location.name)]);
    expect(Object.keys(LOCATION_ALIASES).filter((name) => !seeded.has(name))).toEqual([]);
    const subs = new Set(LOCATIONS.flatMap((location) => location.subs.map(([name]) => name)));
    expect(Object.keys(SUB_LOCATION_ALIASES).filter((name) => !subs.has(name))).toEqual([]);
    const builders = new Set(BUILDERS.map((builder) => builder.name));
    expect(Object.keys(BUILDER_ALIASES).filter((name) => !builders.has(name))).toEqual([]);
  });
});
