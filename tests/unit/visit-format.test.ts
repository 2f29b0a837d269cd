// Visit display rules (spec 2.7, 2.8, 3, 4, 5): India time whatever the machine's zone, upcoming/past at the
// boundary, Directions fallback, 'Ground floor', single drop reason as a list, and the stored update rules.
import { amount, availableFromLabel, maintenanceLabel, preferredTenantLabel, priceLabel } from '@/components/shortlist/shortlist-format';
import { toStoredVisitUpdate, visitUpdateSchema } from '@/lib/validation/visit-update';
import { formatIndiaDate, formatIndiaMoment, formatIndiaTimeRange } from '@/lib/time/india';
import { directionsUrl, feedbackLabel, floorLabel, isUpcomingVisit, normalizeDropReasons } from '@/lib/visits/format';
import type { VisitedHome } from '@/lib/visits/types';

test('times are India time, one format everywhere: 04:30 UTC is 10:00 AM IST', () => {
  expect(formatIndiaTimeRange('2026-11-24T04:30:00Z', '2026-11-24T05:00:00Z')).toBe('10:00 AM – 10:30 AM');
  expect(formatIndiaTimeRange('2026-11-24T08:30:00Z', '2026-11-24T09:00:00Z')).toBe('2:00 PM – 2:30 PM');
  expect(formatIndiaMoment('2026-11-28T05:30:00Z')).toBe('Sat 28 Nov, 11:00 AM');
  // 20:00 UTC is already the next day in India.
  expect(formatIndiaDate('2026-11-24T20:00:00Z')).toBe('Wed, 25 Nov 2026');
});

test('upcoming: live status and an end strictly in the future', () => {
  const now = new Date('2026-11-24T05:00:00Z');
  expect(isUpcomingVisit({ status: 'open', visitEnd: '2026-11-24T05:00:00Z' }, now)).toBe(false);
  expect(isUpcomingVisit({ status: 'open', visitEnd: '2026-11-24T05:00:00.001Z' }, now)).toBe(true);
  expect(isUpcomingVisit({ status: 'confirmed', visitEnd: '2026-11-25T05:00:00Z' }, now)).toBe(true);
  expect(isUpcomingVisit({ status: 'upcoming', visitEnd: '2026-11-25T05:00:00Z' }, now)).toBe(true);
  for (const status of ['completed', 'cancelled', 'expired']) expect(isUpcomingVisit({ status, visitEnd: '2030-01-01T00:00:00Z' }, now)).toBe(false);
});

test('Directions by coordinates, else a search for the name in Bangalore', () => {
  expect(directionsUrl({ name: 'X', latitude: 12.9, longitude: 77.6 })).toBe('https://www.google.com/maps/dir/?api=1&destination=12.9,77.6');
  expect(directionsUrl({ name: 'Sobha Dream Acres', latitude: null, longitude: 77.6 })).toBe(
    'https://www.google.com/maps/search/?api=1&query=Sobha%20Dream%20Acres%2C%20Bangalore',
  );
});

test('floor 0 is Ground floor; feedback labels; a single stored drop reason is a one-item list', () => {
  expect(floorLabel(0)).toBe('Ground floor');
  expect(floorLabel(7)).toBe('Floor 7');
  expect(floorLabel(null)).toBeNull();
  expect(['shortlisted', 'hold', 'dropped', 'need to visit again'].map(feedbackLabel)).toEqual(['Shortlisted', 'On Hold', 'Dropped', 'Visit Again']);
  expect(feedbackLabel('')).toBeNull();
  expect(normalizeDropReasons('vastu')).toEqual(['vastu']);
  expect(normalizeDropReasons(['vastu', 'other'])).toEqual(['vastu', 'other']);
  expect(normalizeDropReasons(null)).toEqual([]);
});

test('stored update: reasons only with Dropped, empty notes null, empty feedback kept as empty', () => {
  const store = (input: unknown) => toStoredVisitUpdate(visitUpdateSchema.parse(input));
  expect(store({ feedback: 'dropped', drop_reason: ['vastu'], notes: '' })).toEqual({ feedback: 'dropped', drop_reason: ['vastu'], notes: null });
  expect(store({ feedback: 'hold', drop_reason: ['vastu'], notes: ' ok ' })).toEqual({ feedback: 'hold', drop_reason: null, notes: 'ok' });
  expect(store({ feedback: '' })).toEqual({ feedback: '', drop_reason: null, notes: null });
  expect(visitUpdateSchema.safeParse({ feedback: 'Shortlisted' }).success).toBe(false);
});

test('shortlist amounts use one decimal; maintenance included or plus an amount; Any tenant', () => {
  const home: VisitedHome = {
    propertyId: 'p', societyId: 's', societyName: 'S', kind: 'rent', rentListingId: 'r', saleListingId: null, photos: [],
    bedroom: '2 BHK', furnishing: 'Semi-Furnished', facing: null, floor: null, sqft: null, price: 45_500, maintenanceIncluded: false, maintenance: 3_250,
  };
  expect(amount(12_345_678)).toBe('₹1.2 Cr');
  expect(priceLabel(home)).toBe('₹45.5 K/month');
  expect(maintenanceLabel(home)).toBe('+ ₹3.3 K maintenance');
  expect(maintenanceLabel({ ...home, maintenanceIncluded: true })).toBe('Maintenance included');
  expect(priceLabel({ ...home, kind: 'sale', price: null })).toBe('Price on request');
  expect(availableFromLabel({ availableFrom: 'Immediate' })).toBe('Immediate');
  expect(availableFromLabel({ availableFrom: '2026-12-01' })).toBe('1 Dec 2026');
  expect(availableFromLabel({ availableFrom: null })).toBe('Not specified');
  expect(preferredTenantLabel([])).toBe('Any');
  expect(preferredTenantLabel(['Family', 'Company'])).toBe('Family, Company');
});
