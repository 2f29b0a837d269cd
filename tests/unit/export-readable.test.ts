/** @jest-environment node */
// 'Download my data' in India time: PostgreSQL's text of an instant (the driver leaves timestamps unparsed), whatever
// the offset it is written with, and only in the columns PostgreSQL typed as instants; names beside ids.
import { indiaTimeText, instantColumns, withIndiaTimes, withNames } from '@/server/privacy/export-readable';

test('an instant in any form PostgreSQL or JSON writes it reads as India time', () => {
  expect(indiaTimeText('2026-11-24 04:30:00+00')).toBe('2026-11-24 10:00:00 IST');
  expect(indiaTimeText('2026-11-24 04:30:00.123456+00')).toBe('2026-11-24 10:00:00 IST');
  expect(indiaTimeText('2026-11-24 10:00:00+05:30')).toBe('2026-11-24 10:00:00 IST');
  expect(indiaTimeText('2026-11-23 23:30:00-05')).toBe('2026-11-24 10:00:00 IST');
  expect(indiaTimeText('2026-12-31 18:30:00+00')).toBe('2027-01-01 00:00:00 IST'); // a new year in India
  expect(indiaTimeText('2026-11-24T04:30:00.000Z')).toBe('2026-11-24 10:00:00 IST');
  expect(indiaTimeText(new Date('2026-11-24T04:30:00Z'))).toBe('2026-11-24 10:00:00 IST');
  for (const other of ['infinity', '2026-11-24', 'a message', null, 42]) expect(indiaTimeText(other)).toBe(other);
});

test('only the columns PostgreSQL typed as instants change; a text that looks like one is left alone', () => {
  const columns = instantColumns([
    { name: 'created_at', dataTypeID: 1184 },
    { name: 'message', dataTypeID: 25 },
    { name: 'movein_date', dataTypeID: 1082 },
  ]);
  expect(columns).toEqual(['created_at']);
  const rows = [{ created_at: '2026-11-24 04:30:00+00', message: '2026-11-24 04:30:00+00', movein_date: '2026-12-05' }];
  expect(withIndiaTimes(rows, columns)).toEqual([{ created_at: '2026-11-24 10:00:00 IST', message: '2026-11-24 04:30:00+00', movein_date: '2026-12-05' }]);
});

test('a society and a home are named right after their ids, when known', () => {
  const names = { societies: new Map([['s1', 'Prestige Lakeside Habitat']]), homes: new Map([['p1', '3 BHK · Semi-Furnished in Prestige Lakeside Habitat']]) };
  expect(Object.entries(withNames({ id: 'v1', society_id: 's1', property_id: 'p1', status: 'upcoming' }, names))).toEqual([
    ['id', 'v1'],
    ['society_id', 's1'],
    ['society_name', 'Prestige Lakeside Habitat'],
    ['property_id', 'p1'],
    ['home', '3 BHK · Semi-Furnished in Prestige Lakeside Habitat'],
    ['status', 'upcoming'],
  ]);
  expect(withNames({ society_id: 'gone', property_id: null }, names)).toEqual({ society_id: 'gone', property_id: null });
});
