/** @jest-environment node */
import {
  formatPricePerSqft,
  formatYieldRange,
  rentalYieldRange,
  societyAge,
  societyDescription,
  sortListings,
  UNKNOWN_BEDROOM_SORT_ORDER,
} from '@/lib/societies/derived-facts';

// 2026-03-15 12:00 India time.
const NOW = new Date('2026-03-15T06:30:00Z');

describe('societyAge (spec 9: whole years, New under a year, N/A unknown)', () => {
  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['not a date', 'N/A'],
    ['2026-01-01', 'New'],
    ['2025-03-16', 'New'], // one day short of a year
    ['2025-03-15', '1 year'],
    ['2024-03-16', '1 year'],
    ['2021-03-15', '5 years'],
    ['2028-12-31', 'New'], // completion still ahead
  ])('%s -> %s', (date, expected) => {
    expect(societyAge(date, NOW)).toBe(expected);
  });

  it('turns a year older at India midnight, not UTC midnight', () => {
    // 2026-03-14 19:00 UTC is already 2026-03-15 00:30 in India.
    expect(societyAge('2025-03-15', new Date('2026-03-14T19:00:00Z'))).toBe('1 year');
    expect(societyAge('2025-03-15', new Date('2026-03-14T18:00:00Z'))).toBe('New');
  });

  it('accepts Date objects', () => {
    expect(societyAge(new Date('2020-01-01T00:00:00Z'), NOW)).toBe('6 years');
  });
});

describe('rentalYieldRange (spec 9: monthly x 12 / price, floored to 0.5, plus 0.5)', () => {
  it.each([
    [25_000, 10_000_000, { low: 3, high: 3.5 }], // exactly 3%
    [30_000, 10_000_000, { low: 3.5, high: 4 }], // 3.6%
    [41_666, 10_000_000, { low: 4.5, high: 5 }], // 4.99992%
    [10_000, 50_000_000, { low: 0, high: 0.5 }], // 0.24%
    [35_000, 7_000_000, { low: 6, high: 6.5 }], // exactly 6%
  ])('%d a month on %d', (monthly, price, expected) => {
    expect(rentalYieldRange(monthly, price)).toEqual(expected);
  });

  it('has no range without rent or price', () => {
    expect(rentalYieldRange(null, 10_000_000)).toBeNull();
    expect(rentalYieldRange(25_000, null)).toBeNull();
    expect(rentalYieldRange(0, 10_000_000)).toBeNull();
    expect(rentalYieldRange(25_000, 0)).toBeNull();
  });

  it('formats as a percent range', () => {
    expect(formatYieldRange({ low: 3, high: 3.5 })).toBe('3% - 3.5%');
    expect(formatYieldRange({ low: 4.5, high: 5 })).toBe('4.5% - 5%');
    expect(formatYieldRange(null)).toBe('');
  });
});

describe('formatPricePerSqft', () => {
  it('divides and uses the amount labels', () => {
    expect(formatPricePerSqft(45_000, 1_200)).toBe('₹38/sqft');
    expect(formatPricePerSqft(15_000_000, 1_500)).toBe('₹10 K/sqft');
    expect(formatPricePerSqft(18_750_000, 1_500)).toBe('₹12.50 K/sqft');
  });

  it('is empty without an area or a price', () => {
    expect(formatPricePerSqft(45_000, null)).toBe('');
    expect(formatPricePerSqft(45_000, 0)).toBe('');
    expect(formatPricePerSqft(null, 1_200)).toBe('');
  });
});

describe('sortListings (spec 9)', () => {
  it('orders by bedroom sort order, unknown as 999, then rent ascending', () => {
    const listings = [
      { id: 'penthouse', bedroomSortOrder: null, rent: 90_000 },
      { id: '3bhk-high', bedroomSortOrder: 5, rent: 60_000 },
      { id: '2bhk-high', bedroomSortOrder: 3, rent: 40_000 },
      { id: '3bhk-low', bedroomSortOrder: 5, rent: 52_000 },
      { id: '2bhk-low', bedroomSortOrder: 3, rent: 32_000 },
      { id: 'odd', bedroomSortOrder: 1000, rent: 1 },
    ];
    expect(sortListings(listings).map((listing) => listing.id)).toEqual(['2bhk-low', '2bhk-high', '3bhk-low', '3bhk-high', 'penthouse', 'odd']);
    expect(UNKNOWN_BEDROOM_SORT_ORDER).toBe(999);
  });

  it('keeps the given order within a bedroom type for sale listings (no rent)', () => {
    const listings = [
      { id: 'a', bedroomSortOrder: 5 },
      { id: 'b', bedroomSortOrder: 3 },
      { id: 'c', bedroomSortOrder: 5 },
      { id: 'd', bedroomSortOrder: undefined },
    ];
    expect(sortListings(listings).map((listing) => listing.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('does not change its input', () => {
    const listings = [{ bedroomSortOrder: 2 }, { bedroomSortOrder: 1 }];
    sortListings(listings);
    expect(listings[0]?.bedroomSortOrder).toBe(2);
  });
});

describe('societyDescription', () => {
  it('states the facts in one sentence', () => {
    const text = societyDescription(
      {
        name: 'Prestige Lakeside Habitat',
        category: 'Luxury',
        projectType: 'Apartment',
        projectStatus: 'Ready to Move-in',
        projectSize: '102 Acres',
        totalUnits: 3426,
        bedroomConfigurations: ['2 BHK', '3 BHK'],
        builderName: 'Prestige',
        place: 'Whitefield',
      },
      { rent: 12, buy: 4 },
    );
    expect(text).toBe(
      'Prestige Lakeside Habitat: Luxury Apartment by Prestige in Whitefield, Bangalore. Ready to Move-in · 2 BHK, 3 BHK · 3426 units · 102 Acres. 12 for rent, 4 for sale.',
    );
  });
});
