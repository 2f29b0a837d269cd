import { availableAsOfLabel, HIDE_AFTER_DAYS, staleCutoff, unconfirmedCutoff } from '@/lib/listings/freshness';
import { indiaDate } from '@/lib/time/india';
import { CACHE_TAG_PATTERN, builderTag, isCacheTag, propertiesTag, societyTag } from '@/lib/cache-tags';

const id = '0b5c3a52-0001-4000-8000-000000000001';

test("'Available as of' is the India-time date of the confirmation", () => {
  // 20:00 UTC on 22 Nov is 01:30 on 23 Nov in India.
  expect(availableAsOfLabel('2026-11-22T20:00:00Z')).toBe('Available as of 23 Nov 2026');
  expect(availableAsOfLabel(new Date('2026-11-22T18:00:00Z'))).toBe('Available as of 22 Nov 2026');
  expect(indiaDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
});

test('no label without a valid moment', () => {
  expect(availableAsOfLabel(undefined)).toBeNull();
  expect(availableAsOfLabel('not a date')).toBeNull();
});

test('the stale cutoff is N days before now', () => {
  expect(staleCutoff(new Date('2026-11-30T00:00:00Z'), 30).toISOString()).toBe('2026-10-31T00:00:00.000Z');
});

test('the rent listings\' bound is the ask interval plus 21 days, whoever owns the home', () => {
  expect(HIDE_AFTER_DAYS).toBe(21);
  expect(unconfirmedCutoff(new Date('2026-12-31T06:00:00Z'), 14).toISOString()).toBe('2026-11-26T06:00:00.000Z');
  expect(unconfirmedCutoff(new Date('2026-12-31T06:00:00Z')).toISOString()).toBe('2026-11-26T06:00:00.000Z');
  expect(unconfirmedCutoff(new Date('2026-12-31T06:00:00Z'), 7).toISOString()).toBe('2026-12-03T06:00:00.000Z');
});

test('cache tags: the route accepts exactly the tags this module makes', () => {
  for (const tag of [societyTag(id), builderTag(id), propertiesTag(id), 'search', 'sitemap', 'societies']) expect(isCacheTag(tag)).toBe(true);
  for (const tag of ['society:', `society:${id}x`, 'builder:abc', 'everything', `search:${id}`]) expect(isCacheTag(tag)).toBe(false);
  expect(CACHE_TAG_PATTERN.source.startsWith('^')).toBe(true);
});
