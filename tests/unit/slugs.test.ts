/** @jest-environment node */
import {
  builderNameFromSlug,
  builderSlug,
  isUuid,
  normalizedSocietyKey,
  societyNameFromSlug,
  societySlug,
} from '@/lib/slugs';

describe('society slugs', () => {
  it.each([
    ['Prestige Lakeside Habitat', 'Prestige-Lakeside-Habitat'],
    ['Brigade Orchards - Aspen Block', 'Brigade-Orchards---Aspen-Block'],
    ['Sobha Silicon-Oasis', 'Sobha-Silicon--Oasis'],
    ["Godrej Splendour & Co's", "Godrej-Splendour-%26-Co's"],
  ])('%s <-> %s', (name, slug) => {
    expect(societySlug(name)).toBe(slug);
    expect(societyNameFromSlug(slug)).toBe(name);
  });

  it('reads the spec form: dashes are spaces, triple dashes a spaced dash', () => {
    expect(societyNameFromSlug('Prestige-Shantiniketan---Tower-A')).toBe('Prestige Shantiniketan - Tower A');
  });

  it('round-trips names with hyphens next to a spaced dash', () => {
    const name = 'Sobha Silicon-Oasis - Phase-2';
    expect(societyNameFromSlug(societySlug(name))).toBe(name);
  });

  it('compares a name and a plain spec slug through the normalised key', () => {
    expect(normalizedSocietyKey('Sobha Silicon-Oasis')).toBe(normalizedSocietyKey('Sobha-Silicon-Oasis'));
    expect(normalizedSocietyKey('Brigade Orchards - Aspen Block')).toBe('brigade-orchards-aspen-block');
  });

  it('survives malformed percent-encoding', () => {
    expect(societyNameFromSlug('Bad%E0-Name')).toBe('Bad%E0 Name');
  });
});

describe('builder slugs', () => {
  it('lower-cases with dashes and reads back capitalised', () => {
    expect(builderSlug('SNN Estates')).toBe('snn-estates');
    expect(builderNameFromSlug('snn-estates')).toBe('Snn Estates');
    expect(builderNameFromSlug('prestige')).toBe('Prestige');
  });
});

describe('isUuid', () => {
  it('tells uuids from names', () => {
    expect(isUuid('0b5c3a52-0001-4000-8000-000000000001')).toBe(true);
    expect(isUuid('Prestige-Lakeside-Habitat')).toBe(false);
  });
});
