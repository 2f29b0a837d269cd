// The sentence parser (lib/search/parse-query.ts): sentences as people type them, with the filters read and the
// text left for the matching. Each row states every filter it expects; the others must stay empty.
import { FILTER_BUILDERS } from '@/lib/catalog';
import { listingOfBudget, parseSearchQuery, SALE_FROM_AMOUNT, type UnderstoodQuery } from '@/lib/search/parse-query';
import { mergeUnderstood, understoodSearchHref } from '@/lib/search/understood-search';
import { parseSearchParams } from '@/lib/search/query';

type Expected = Partial<Omit<UnderstoodQuery, 'understood'>>;

const builder = (name: string) => FILTER_BUILDERS.find((entry) => entry.name === name)!.id;

const NOTHING: Omit<UnderstoodQuery, 'understood' | 'text'> = {
  listing: null, minBudget: null, maxBudget: null, bhk: [], projectTypes: [], projectStatuses: [], categories: [],
  amenities: [], rules: [], builders: [], zone: null, sort: null, furnishing: [],
};

const SENTENCES: [string, Expected][] = [
  // Bedrooms
  ['2bhk', { bhk: [2] }],
  ['2 BHK', { bhk: [2] }],
  ['2-bhk', { bhk: [2] }],
  ['two bedroom', { bhk: [2] }],
  ['three bhk', { bhk: [3] }],
  ['1 RK', { bhk: [1] }],
  ['1rk in btm layout', { bhk: [1], text: 'btm layout' }],
  ['studio near ITPL', { bhk: [1], text: 'ITPL' }],
  ['2.5 bhk', { bhk: [2] }],
  ['2 or 3 bhk', { bhk: [2, 3] }],
  ['2,3 bhk', { bhk: [2, 3] }],
  ['2/3bhk hebbal', { bhk: [2, 3], text: 'hebbal' }],
  ['2 to 4 bhk', { bhk: [2, 3, 4] }],
  ['3+ bhk', { bhk: [3, 4, 5] }],
  ['5 bedrooms', { bhk: [5] }],
  ['6 bhk', { bhk: [5] }],
  ['four bedroom villa', { bhk: [4], projectTypes: ['Villa'] }],
  ['3 beds whitefield', { bhk: [3], text: 'whitefield' }],
  // Budgets and their units
  ['under 35k', { maxBudget: 35_000, listing: 'rent' }],
  ['below 1.2 cr', { maxBudget: 12_000_000, listing: 'sale' }],
  ['40,000', { maxBudget: 40_000, listing: 'rent' }],
  ['50 L', { maxBudget: 5_000_000, listing: 'sale' }],
  ['50 lakh', { maxBudget: 5_000_000, listing: 'sale' }],
  ['50 lakhs', { maxBudget: 5_000_000, listing: 'sale' }],
  ['75 lacs', { maxBudget: 7_500_000, listing: 'sale' }],
  ['1.5 crore', { maxBudget: 15_000_000, listing: 'sale' }],
  ['2 crores', { maxBudget: 20_000_000, listing: 'sale' }],
  ['between 20k and 30k', { minBudget: 20_000, maxBudget: 30_000, listing: 'rent' }],
  ['20-30k', { minBudget: 20_000, maxBudget: 30_000, listing: 'rent' }],
  ['20k - 30k', { minBudget: 20_000, maxBudget: 30_000, listing: 'rent' }],
  ['20 to 30k', { minBudget: 20_000, maxBudget: 30_000, listing: 'rent' }],
  ['from 60 lakh to 1 cr', { minBudget: 6_000_000, maxBudget: 10_000_000, listing: 'sale' }],
  ['1-1.5 cr', { minBudget: 10_000_000, maxBudget: 15_000_000, listing: 'sale' }],
  ['30k to 20k', { minBudget: 20_000, maxBudget: 30_000, listing: 'rent' }],
  ['upto 25k', { maxBudget: 25_000, listing: 'rent' }],
  ['up to 25000', { maxBudget: 25_000, listing: 'rent' }],
  ['less than 50 lakh', { maxBudget: 5_000_000, listing: 'sale' }],
  ['max 40k', { maxBudget: 40_000, listing: 'rent' }],
  ['40k max', { maxBudget: 40_000, listing: 'rent' }],
  ['within 30k', { maxBudget: 30_000, listing: 'rent' }],
  ['budget 45k', { maxBudget: 45_000, listing: 'rent' }],
  ['around 40k', { maxBudget: 40_000, listing: 'rent' }],
  ['above 1 cr', { minBudget: 10_000_000, listing: 'sale' }],
  ['more than 50k', { minBudget: 50_000, listing: 'rent' }],
  ['at least 25k', { minBudget: 25_000, listing: 'rent' }],
  ['50k+', { minBudget: 50_000, listing: 'rent' }],
  ['1 cr and above', { minBudget: 10_000_000, listing: 'sale' }],
  ['₹35k', { maxBudget: 35_000, listing: 'rent' }],
  ['Rs. 35,000/-', { maxBudget: 35_000, listing: 'rent' }],
  ['rs40000', { maxBudget: 40_000, listing: 'rent' }],
  ['35000 rupees', { maxBudget: 35_000, listing: 'rent' }],
  ['<40k', { maxBudget: 40_000, listing: 'rent' }],
  ['35k per month', { maxBudget: 35_000, listing: 'rent' }],
  ['35k pm', { maxBudget: 35_000, listing: 'rent' }],
  ['40000/month', { maxBudget: 40_000, listing: 'rent' }],
  ['5 lakh', { maxBudget: 500_000, listing: 'rent' }],
  ['10 lakh', { maxBudget: 1_000_000, listing: 'sale' }],
  // Rent or buy, said
  ['for rent', { listing: 'rent' }],
  ['rental', { listing: 'rent' }],
  ['to buy', { listing: 'sale' }],
  ['for sale', { listing: 'sale' }],
  ['resale flats', { listing: 'sale', projectTypes: ['Apartment'] }],
  ['villa for rent under 2 lakh', { listing: 'rent', maxBudget: 200_000, projectTypes: ['Villa'] }],
  ['2 bhk to buy under 5 lakh', { listing: 'sale', maxBudget: 500_000, bhk: [2] }],
  ['on rent 1.2 cr', { listing: 'rent', maxBudget: 12_000_000 }],
  // Type
  ['villa', { projectTypes: ['Villa'] }],
  ['villas', { projectTypes: ['Villa'] }],
  ['apartment', { projectTypes: ['Apartment'] }],
  ['flats', { projectTypes: ['Apartment'] }],
  ['plot in devanahalli', { text: 'plot in devanahalli' }],
  // Status
  ['ready to move', { projectStatuses: ['Ready to Move-in'] }],
  ['ready to move-in', { projectStatuses: ['Ready to Move-in'] }],
  ['new launch', { projectStatuses: ['New Launch'] }],
  ['under construction', { projectStatuses: ['Under Construction'] }],
  ['pre-launch', { projectStatuses: ['New Launch'] }],
  // Categories
  ['luxury villas', { categories: ['Luxury'], projectTypes: ['Villa'] }],
  ['ultra luxury apartments', { categories: ['Ultra Luxury'], projectTypes: ['Apartment'] }],
  // Amenities
  ['with pool', { amenities: ['swimming_pool'] }],
  ['swimming pool', { amenities: ['swimming_pool'] }],
  ['gym', { amenities: ['gym'] }],
  ['clubhouse', { amenities: ['club_house'] }],
  ['club house and gym', { amenities: ['club_house', 'gym'] }],
  ['with power backup', { amenities: ['power_backup_24_7'] }],
  ['ev charging', { amenities: ['ev_charging'] }],
  ['kids play area', { amenities: ['kids_play_area'] }],
  ['pet park', { amenities: ['pet_parks'] }],
  ['tennis court', { amenities: ['lawn_tennis_court'] }],
  ['badminton', { amenities: ['badminton_court'] }],
  ['piped gas', { amenities: ['pipeline_gas'] }],
  // Rules for tenants
  ['pet friendly', { rules: ['pets'] }],
  ['pets allowed', { rules: ['pets'] }],
  ['bachelors', { rules: ['bachelors'] }],
  ['for bachelors', { rules: ['bachelors'] }],
  ['bachelor friendly 1bhk', { rules: ['bachelors'], bhk: [1] }],
  // Furnishing (read; /search has no furnishing filter)
  ['furnished', { furnishing: ['Fully Furnished'] }],
  ['fully furnished', { furnishing: ['Fully Furnished'] }],
  ['semi furnished', { furnishing: ['Semi-Furnished'] }],
  ['semi-furnished', { furnishing: ['Semi-Furnished'] }],
  ['unfurnished', { furnishing: ['Unfurnished'] }],
  // Order
  ['cheapest 2 bhk', { sort: 'price', bhk: [2] }],
  ['latest rentals', { sort: 'newest', listing: 'rent' }],
  // Zones named with the city
  ['east bangalore', { zone: 'Bengaluru East' }],
  ['Bengaluru North villas', { zone: 'Bengaluru North', projectTypes: ['Villa'] }],
  ['flats in south bengaluru', { zone: 'Bengaluru South', projectTypes: ['Apartment'] }],
  // Builders of the panel's list, beside another filter
  ['prestige flats in whitefield', { builders: [builder('Prestige')], projectTypes: ['Apartment'], text: 'whitefield' }],
  ['new launch by sobha', { builders: [builder('Sobha')], projectStatuses: ['New Launch'] }],
  ['2 bhk snn estates', { builders: [builder('SNN Estates')], bhk: [2] }],
  // Filler and place names
  ['homes in whitefield', { text: 'whitefield' }],
  ['gated community near hebbal', { text: 'hebbal' }],
  ['societies in HSR Layout bangalore', { text: 'HSR Layout' }],
  ['whitefield bengaluru', { text: 'whitefield' }],
  // Whole sentences
  ['2 bhk under 35k in hebal', { bhk: [2], maxBudget: 35_000, listing: 'rent', text: 'hebal' }],
  ['two bedroom flat for rent in Whitefield', { bhk: [2], projectTypes: ['Apartment'], listing: 'rent', text: 'Whitefield' }],
  ['three bhk villa to buy below 1.2 cr', { bhk: [3], projectTypes: ['Villa'], listing: 'sale', maxBudget: 12_000_000 }],
  ['40,000 2 bhk HSR Layout', { bhk: [2], maxBudget: 40_000, listing: 'rent', text: 'HSR Layout' }],
  ['3bhk 1.5cr sarjapur road', { bhk: [3], maxBudget: 15_000_000, listing: 'sale', text: 'sarjapur road' }],
  ['ready to move 3 bhk in Jayanagar', { bhk: [3], projectStatuses: ['Ready to Move-in'], text: 'Jayanagar' }],
  ['under construction flats in east bangalore', { projectStatuses: ['Under Construction'], projectTypes: ['Apartment'], zone: 'Bengaluru East' }],
  ['with pool and gym in whitefield', { amenities: ['swimming_pool', 'gym'], text: 'whitefield' }],
  ['pet friendly 2bhk bellandur between 25k and 40k', { rules: ['pets'], bhk: [2], minBudget: 25_000, maxBudget: 40_000, listing: 'rent', text: 'bellandur' }],
  ['semi furnished 1 bhk for bachelors near marathahalli under 20k', { furnishing: ['Semi-Furnished'], bhk: [1], rules: ['bachelors'], maxBudget: 20_000, listing: 'rent', text: 'marathahalli' }],
  ['2 bhk in ಇಂದಿರಾನಗರ under 40k', { bhk: [2], maxBudget: 40_000, listing: 'rent', text: 'ಇಂದಿರಾನಗರ' }],
  ['3 बीएचके flat in इंदिरानगर', { projectTypes: ['Apartment'], text: '3 बीएचके इंदिरानगर' }],
  ['2bhk, under 35k, in J.P. Nagar', { bhk: [2], maxBudget: 35_000, listing: 'rent', text: 'J.P. Nagar' }],
  ['hebbal,2bhk', { bhk: [2], text: 'hebbal' }],
  // Nothing to read: names stay whole
  ['Prestige Song of the South', { text: 'Prestige Song of the South' }],
  ['Koramangala 5th Block', { text: 'Koramangala 5th Block' }],
  ['JP Nagar 7th Phase', { text: 'JP Nagar 7th Phase' }],
  ['HSR Layout Sector 2', { text: 'HSR Layout Sector 2' }],
  ['prestige', { text: 'prestige' }],
  ['Sattva', { text: 'Sattva' }],
  ['560066 whitefield', { text: '560066 whitefield' }],
  ['ready by 2027 whitefield', { projectStatuses: ['Ready to Move-in'], text: '2027 whitefield' }],
  ['', { text: '' }],
];

describe('a sentence becomes filters and the rest of the text', () => {
  test.each(SENTENCES)('%s', (sentence, expected) => {
    const parsed = parseSearchQuery(sentence);
    const { understood, ...read } = parsed;
    expect(read).toEqual({ ...NOTHING, text: '', ...expected });
    // Anything read, or any word taken out of the text, counts as understood.
    const filters = Object.keys(NOTHING) as (keyof typeof NOTHING)[];
    const changed = read.text !== sentence.trim() || filters.some((key) => JSON.stringify(read[key]) !== JSON.stringify(NOTHING[key]));
    expect(understood).toBe(changed);
  });

  test.each(SENTENCES)('reading the rest again finds nothing more: %s', (sentence) => {
    const again = parseSearchQuery(parseSearchQuery(sentence).text);
    expect(again.understood).toBe(false);
  });
});

test('rent or buy from the budget alone: from ₹10 L it is a price', () => {
  expect(SALE_FROM_AMOUNT).toBe(1_000_000);
  expect(listingOfBudget(null, 999_999)).toBe('rent');
  expect(listingOfBudget(null, 1_000_000)).toBe('sale');
  expect(listingOfBudget(20_000_000, null)).toBe('sale');
  expect(listingOfBudget(null, null)).toBeNull();
});

test('never throws, whatever is typed', () => {
  for (const text of ['₹', '---', '999999999999999 cr', '1e9', 'between and', 'under', '2 or', '+', '0 bhk', '\u200b', 'a'.repeat(200)]) {
    expect(() => parseSearchQuery(text)).not.toThrow();
  }
  expect(parseSearchQuery('999999999999999 cr').maxBudget).toBeNull();
  expect(parseSearchQuery('0 bhk').bhk).toEqual([]);
});

describe('the /search URL of a typed sentence', () => {
  const search = (raw: Record<string, string>) => parseSearchParams(raw);

  test('is the URL the panel writes: filters in their parameters, the rest as q, type filtered', () => {
    expect(understoodSearchHref(search({ q: '2 bhk under 35k in hebbal' }))).toBe('/search?type=filtered&q=hebbal&maxBudget=35000&bhk=2');
    expect(understoodSearchHref(search({ type: 'filtered', q: '3bhk villa to buy below 1.2 cr', zone: 'Bengaluru South' }))).toBe(
      '/search?type=filtered&zone=Bengaluru+South&projectTypes=Villa&listing=sale&maxBudget=12000000&bhk=3',
    );
    expect(understoodSearchHref(search({ q: 'with pool and gym in whitefield' }))).toBe('/search?type=filtered&q=whitefield&amenities=gym%2Cswimming_pool');
  });

  test("keeps the URL's own filters and lets the sentence's zone, budget and order replace the URL's", () => {
    const merged = mergeUnderstood(
      search({ type: 'filtered', q: 'ready to move 2 bhk under 30k in east bangalore', zone: 'Bengaluru South', bhk: '3', minBudget: '40000', amenities: 'gym', statuses: 'Ready to Move-in' }),
      parseSearchQuery('ready to move 2 bhk under 30k in east bangalore'),
    );
    expect(merged).toMatchObject({ type: 'filtered', q: '', zone: 'Bengaluru East', bhk: [2, 3], minBudget: null, maxBudget: 30_000, amenities: ['gym'], statuses: ['Ready to Move-in'], projectStatuses: [], page: 1 });
  });

  test('leaves alone a text with nothing to read, and a picked name', () => {
    expect(understoodSearchHref(search({ q: 'Prestige Lakeside Habitat' }))).toBeNull();
    expect(understoodSearchHref(search({ type: 'Location', q: 'whitefield villas' }))).toBeNull();
    expect(understoodSearchHref(search({ type: 'filtered', zone: 'Bengaluru East' }))).toBeNull();
  });

  test('following it once more goes nowhere', () => {
    for (const [sentence] of SENTENCES) {
      const href = understoodSearchHref(search({ q: sentence }));
      if (!href) continue;
      expect(understoodSearchHref(parseSearchParams(new URL(href, 'http://local').searchParams))).toBeNull();
    }
  });
});
