// lib/search/named.ts: slugs, paths, and which /search queries are a named search.
import { namedSearchDescription, namedSearchHeading, namedSearchPath, namedSearchRequest, nameSlug } from '@/lib/search/named';
import { parseSearchParams } from '@/lib/search/query';

const requestFor = (query: string) => {
  const params = new URLSearchParams(query);
  return namedSearchRequest(params, parseSearchParams(params));
};

test('slugs: lower-case words joined by single dashes, accents and punctuation dropped', () => {
  expect(nameSlug('HSR Layout')).toBe('hsr-layout');
  expect(nameSlug('  Koramangala 5th Block ')).toBe('koramangala-5th-block');
  expect(nameSlug('J.P. Nagar - Phase 7')).toBe('j-p-nagar-phase-7');
  expect(nameSlug('Malleshwaram/Sadashiv')).toBe('malleshwaram-sadashiv');
  expect(nameSlug('Café')).toBe('cafe');
  expect(nameSlug('---')).toBe('');
});

test('paths: page 1 has none, later pages are /page/{n}', () => {
  expect(namedSearchPath('locality', 'whitefield')).toBe('/bangalore/locality/whitefield');
  expect(namedSearchPath('sub-locality', 'hope-farm', 1)).toBe('/bangalore/sub-locality/hope-farm');
  expect(namedSearchPath('zone', 'bengaluru-south', 3)).toBe('/bangalore/zone/bengaluru-south/page/3');
});

test('named searches: one name of one kind, or one zone, with at most a page', () => {
  expect(requestFor('type=Location&q=Whitefield')).toEqual({ kind: 'locality', name: 'Whitefield', page: 1 });
  expect(requestFor('type=Sub+Location&q=Hope+Farm&page=2')).toEqual({ kind: 'sub-locality', name: 'Hope Farm', page: 2 });
  expect(requestFor('type=builder&q=Prestige')).toEqual({ kind: 'builder', name: 'Prestige', page: 1 });
  expect(requestFor('type=filtered&zone=Bengaluru+South&page=40')).toEqual({ kind: 'zone', name: 'Bengaluru South', page: 5 });
  expect(requestFor('type=Location&q=Whitefield&_rsc=abc')).toEqual({ kind: 'locality', name: 'Whitefield', page: 1 });
});

test('anything more, or less, is not a named search', () => {
  for (const query of [
    'type=Location',
    'q=Whitefield',
    'type=filtered',
    'type=filtered&zone=All+of+Bangalore',
    'type=filtered&zone=Bengaluru+South&q=park',
    'type=filtered&zone=Bengaluru+South&builders=0b5c3a52-0001-4000-8000-000000000001',
    'type=Location&q=Whitefield&zone=Bengaluru+East',
    'type=Location&q=Whitefield&amenities=gym',
    'type=Location&q=Whitefield&page=',
    'type=Location&q=Whitefield&page=two',
    'type=Location&q=Whitefield&type=Builder',
  ]) {
    expect([query, requestFor(query)]).toEqual([query, null]);
  }
});

test('headings and descriptions read like a portal locality page', () => {
  expect(namedSearchHeading('locality', 'Whitefield')).toBe('Gated societies in Whitefield, Bangalore');
  expect(namedSearchHeading('builder', 'Prestige')).toBe('Gated societies by Prestige in Bangalore');
  expect(namedSearchDescription('locality', 'Whitefield', 12)).toMatch(/^12 verified gated societies in Whitefield, Bangalore: /);
  expect(namedSearchDescription('zone', 'Bengaluru North', 1)).toMatch(/^1 verified gated society in Bengaluru North, Bangalore: /);
  expect(namedSearchDescription('sub-locality', 'Hope Farm', 0)).toMatch(/none listed yet/);
});
