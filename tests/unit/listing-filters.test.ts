import { activeFilterLabels, bhkOf, budgetLabel, isFilteredPropertiesUrl, listingFilterEntries, parseListingFilters } from '@/lib/listings/filters';
import { englishWords } from '@/lib/search/english-words';
import { homesPhrase } from '@/lib/search/summary';

describe('the properties page filter URL', () => {
  it('reads what it understands and drops the rest', () => {
    expect(parseListingFilters('?rent_max=40000&bhk=2,5%2B,9,x&furnishing=semi-furnished,Nope&available=now&sort=sideways&price_min=-5')).toEqual({
      rent: { min: undefined, max: 40_000 },
      sale: { min: undefined, max: undefined },
      bhk: [2, 5],
      furnishing: ['Semi-Furnished'],
      available: 'now',
      sort: undefined,
    });
  });

  it('reads a reversed range as the range meant and writes parameters back in one order', () => {
    const filters = parseListingFilters('sort=price-asc&bhk=3,1&rent_min=50000&rent_max=20000');
    expect(filters.rent).toEqual({ min: 20_000, max: 50_000 });
    expect(new URLSearchParams(listingFilterEntries(filters)).toString()).toBe('rent_min=20000&rent_max=50000&bhk=1%2C3&sort=price-asc');
  });

  it('counts configurations as BHK: 1 RK is 1, 2.5 BHK is 2, 5 BHK and penthouses are 5+', () => {
    expect(['1 RK', '1 BHK', '2.5 BHK', '3.5 BHK', '4 BHK', '5 BHK', 'Penthouse', null, 'Studio'].map(bhkOf)).toEqual([1, 1, 2, 3, 4, 5, 5, null, null]);
  });

  it('labels budgets with the site amount labels', () => {
    expect(budgetLabel({ max: 40_000 })).toBe('Under ₹40 K');
    expect(budgetLabel({ min: 20_000 })).toBe('Over ₹20 K');
    expect(budgetLabel({ min: 40_000, max: 40_000 })).toBe('₹40 K');
    expect(budgetLabel({ min: 5_000_000, max: 10_000_000 })).toBe('₹50 L – ₹1 Cr');
    expect(activeFilterLabels(parseListingFilters('price_max=10000000&bhk=2,3&available=later'), 'sale').map((label) => label.label)).toEqual(['Under ₹1 Cr', '2 or 3 BHK']);
  });

  it('marks filtered properties URLs for noindex, and only those', () => {
    expect(isFilteredPropertiesUrl(new URL('http://x/society/abc/properties?bhk=2'))).toBe(true);
    expect(isFilteredPropertiesUrl(new URL('http://x/society/abc/properties?tab=buy'))).toBe(false);
    expect(isFilteredPropertiesUrl(new URL('http://x/search?bhk=2'))).toBe(false);
  });
});

describe('the homes phrase of /search', () => {
  it('names bedrooms, kind and budget', () => {
    expect(homesPhrase({ listing: 'rent', minBudget: null, maxBudget: 50_000, bhk: [3] }, englishWords)).toBe('a 3 BHK for rent under ₹50 K');
    expect(homesPhrase({ listing: 'sale', minBudget: 10_000_000, maxBudget: 20_000_000, bhk: [] }, englishWords)).toBe('a home for sale from ₹1 Cr to ₹2 Cr');
    expect(homesPhrase({ listing: 'rent', minBudget: null, maxBudget: null, bhk: [2, 5] }, englishWords)).toBe('a 2 or 5+ BHK for rent');
    expect(homesPhrase({ listing: 'rent', minBudget: null, maxBudget: null, bhk: [] }, englishWords)).toBeNull();
  });
});
