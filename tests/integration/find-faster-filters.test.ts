// Budget, BHK and sort on a real PostgreSQL with an exact fixture set: /search at society level
// (the SQL of server/search/listing-filters.ts) and the properties page (its data, filtered and sorted by the
// rules the browser runs, lib/listings/filters.ts). Boundaries: min = max, 5+ BHK, '2.5 BHK' as 2, sale vs rent,
// inactive listings and unverified societies never count.
import { filterFacts } from '@/components/listings/filter-facts';
import { filterToLoosen, matchesListing, parseListingFilters, sortListings } from '@/lib/listings/filters';
import { buildSearchHref, parseSearchParams, type RawSearchParams } from '@/lib/search/query';
import { getDb } from '@/server/db/client';
import { properties, property_rent_listings, property_sale_listings } from '@/server/db/schema';
import { getPropertiesPageData } from '@/server/listings/service';
import { countSocietiesListed, searchSocieties } from '@/server/search/service';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety } from './society-fixtures';

useTestDatabase();

// bedroom_configurations ids (migration 0005): 1 '1 RK', 3 '2 BHK', 4 '2.5 BHK', 5 '3 BHK', 8 '5 BHK', 9 'Penthouse'.
const BEDROOM = { '1 RK': 1, '2 BHK': 3, '2.5 BHK': 4, '3 BHK': 5, '5 BHK': 8, Penthouse: 9 } as const;
type Bedroom = keyof typeof BEDROOM;

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 6));
const TODAY = '2026-11-24';

async function rent(societyId: string, bedroom: Bedroom, amount: number, values: { own?: Bedroom; status?: string; activated?: Date; furnishing?: string; immediate?: boolean; from?: string } = {}) {
  const [property] = await getDb()
    .insert(properties)
    .values({ society_id: societyId, bedroom_configuration_id: BEDROOM[bedroom], furnishing: values.furnishing ?? 'Semi-Furnished' })
    .returning({ id: properties.id });
  const [row] = await getDb()
    .insert(property_rent_listings)
    .values({
      property_id: property!.id,
      society_id: societyId,
      expected_rent: amount,
      // The listing's own configuration wins over the property's.
      bedroom_configuration_id: values.own ? BEDROOM[values.own] : null,
      listing_status: values.status ?? 'Active',
      immediate_flag: values.immediate ?? false,
      available_from_date: values.from ?? null,
    })
    .returning({ id: property_rent_listings.id });
  if (values.activated) await getDb().execute(`update property_rent_listings set activated_at = '${values.activated.toISOString()}' where id = '${row!.id}'`);
  return row!.id;
}

async function sale(societyId: string, bedroom: Bedroom, price: number, activated?: Date) {
  const [property] = await getDb().insert(properties).values({ society_id: societyId, bedroom_configuration_id: BEDROOM[bedroom] }).returning({ id: properties.id });
  const [row] = await getDb().insert(property_sale_listings).values({ property_id: property!.id, society_id: societyId, listing_price: price }).returning({ id: property_sale_listings.id });
  if (activated) await getDb().execute(`update property_sale_listings set activated_at = '${activated.toISOString()}' where id = '${row!.id}'`);
  return row!.id;
}

const society = { a: '', b: '', c: '', unverified: '' };
const listing: Record<string, string> = {};

beforeAll(async () => {
  society.a = await insertSociety({ name: 'Alpha Residency', status: 'verified' });
  society.b = await insertSociety({ name: 'Bravo Heights', status: 'verified' });
  society.c = await insertSociety({ name: 'Charlie Greens', status: 'verified' });
  society.unverified = await insertSociety({ name: 'Delta Unverified', status: 'unverified' });

  listing.twoBhk = await rent(society.a, '2 BHK', 40_000, { activated: day(10), immediate: true, furnishing: 'Fully Furnished' });
  // A property recorded as 3 BHK whose listing says 2.5 BHK: the listing wins, and 2.5 counts as 2.
  listing.twoHalf = await rent(society.a, '3 BHK', 40_001, { own: '2.5 BHK', activated: day(11), from: '2026-12-10' });
  listing.threeBhk = await rent(society.a, '3 BHK', 50_000, { activated: day(12), from: '2027-03-01' });
  listing.penthouse = await rent(society.a, 'Penthouse', 300_000, { activated: day(13) });
  listing.saleFive = await sale(society.a, '5 BHK', 20_000_000, day(14));

  listing.bravoRent = await rent(society.b, '3 BHK', 60_000, { activated: day(20) });
  listing.bravoSale = await sale(society.b, '3 BHK', 10_000_000, day(5));

  listing.charlieRk = await rent(society.c, '1 RK', 12_000, { activated: day(1) });
  listing.charlieRented = await rent(society.c, '3 BHK', 30_000, { status: 'Rented' });

  listing.hidden = await rent(society.unverified, '3 BHK', 20_000);
});

async function names(raw: RawSearchParams): Promise<string[]> {
  const page = await searchSocieties(parseSearchParams({ type: 'filtered', ...raw }));
  return page.results.map((result) => result.name);
}

describe('/search: societies by the homes they have', () => {
  it("'societies with a 3 BHK for rent under ₹50,000': the bound is inclusive, Rented listings and unverified societies never count", async () => {
    expect(await names({ bhk: '3', maxBudget: '50000' })).toEqual(['Alpha Residency']);
    expect(await names({ bhk: '3', maxBudget: '49999' })).toEqual([]);
    expect(await names({ bhk: '3', maxBudget: '40000' })).toEqual([]); // Charlie's 30,000 3 BHK is Rented
  });

  it('min = max finds exactly that amount; 2.5 BHK counts as 2 from the listing\'s own configuration', async () => {
    expect(await names({ minBudget: '40000', maxBudget: '40000' })).toEqual(['Alpha Residency']);
    expect(await names({ minBudget: '40001', maxBudget: '40001', bhk: '2' })).toEqual(['Alpha Residency']);
    expect(await names({ minBudget: '40001', maxBudget: '40001', bhk: '3' })).toEqual([]);
    // A reversed range is the range meant.
    expect(await names({ minBudget: '13000', maxBudget: '11000' })).toEqual(['Charlie Greens']);
  });

  it('5+ BHK takes 5 BHK and penthouses; sale and rent read their own listings', async () => {
    expect(await names({ bhk: '5' })).toEqual(['Alpha Residency']); // the rent penthouse
    expect(await names({ bhk: '5', listing: 'sale' })).toEqual(['Alpha Residency']); // the 5 BHK for sale
    expect(await names({ listing: 'sale', maxBudget: '10000000' })).toEqual(['Bravo Heights']);
    expect(await names({ maxBudget: '10000000' })).toEqual(['Alpha Residency', 'Bravo Heights', 'Charlie Greens']);
  });

  it('sorts by the lowest matching rent or price, by the newest matching listing, else by name; none last', async () => {
    expect(await names({ sort: 'price' })).toEqual(['Charlie Greens', 'Alpha Residency', 'Bravo Heights']);
    expect(await names({ sort: 'price', listing: 'sale' })).toEqual(['Bravo Heights', 'Alpha Residency', 'Charlie Greens']);
    expect(await names({ sort: 'newest' })).toEqual(['Bravo Heights', 'Alpha Residency', 'Charlie Greens']);
    // Among 3 BHK homes only: Alpha's 50,000 before Bravo's 60,000.
    expect(await names({ sort: 'price', bhk: '3' })).toEqual(['Alpha Residency', 'Bravo Heights']);
    expect(await names({})).toEqual(['Alpha Residency', 'Bravo Heights', 'Charlie Greens']);
  });

  it('orders a search without zone or text by keys grouped per society: only societies with a matching home, the same order', async () => {
    // Newest among homes up to ₹50,000: Alpha's 3 BHK of day 12, Charlie's 1 RK of day 1; Bravo has none.
    expect(await names({ sort: 'newest', maxBudget: '50000' })).toEqual(['Alpha Residency', 'Charlie Greens']);
    expect(await names({ sort: 'price', listing: 'sale', maxBudget: '20000000' })).toEqual(['Bravo Heights', 'Alpha Residency']);
    expect(await names({ sort: 'newest', listing: 'sale', bhk: '3,5' })).toEqual(['Alpha Residency', 'Bravo Heights']);
    // Ties on the key go by name; the count agrees with the list.
    const page = await searchSocieties(parseSearchParams({ type: 'filtered', sort: 'price', minBudget: '40000', maxBudget: '40001' }));
    expect([page.results.map((result) => result.name), page.total, page.matched]).toEqual([['Alpha Residency'], 1, 1]);
    expect(await names({ sort: 'price', maxBudget: '60000', bhk: '2,3' })).toEqual(['Alpha Residency', 'Bravo Heights']);
  });

  it("prices each card by its cheapest matching home, with that home's configuration; none without a home filter", async () => {
    const matches = async (raw: RawSearchParams) =>
      (await searchSocieties(parseSearchParams({ type: 'filtered', ...raw }))).results.map((result) => [result.name, result.homeMatch]);
    // Alpha's cheapest 3 BHK (50,000), not its 2 BHK at 40,000; Bravo's only 3 BHK.
    expect(await matches({ bhk: '3', sort: 'price' })).toEqual([
      ['Alpha Residency', { listing: 'rent', amount: 50_000, bhk: '3 BHK' }],
      ['Bravo Heights', { listing: 'rent', amount: 60_000, bhk: '3 BHK' }],
    ]);
    // A budget alone: the cheapest within it, named by the listing's own configuration (2.5 BHK over the property's 3 BHK).
    expect(await matches({ minBudget: '40001', maxBudget: '45000' })).toEqual([['Alpha Residency', { listing: 'rent', amount: 40_001, bhk: '2.5 BHK' }]]);
    expect(await matches({ listing: 'sale', bhk: '5' })).toEqual([['Alpha Residency', { listing: 'sale', amount: 20_000_000, bhk: '5 BHK' }]]);
    expect((await matches({})).every(([, match]) => match === null)).toBe(true);
  });

  it('round-trips through its URL, and the count agrees with the list', async () => {
    const params = parseSearchParams({ type: 'filtered', listing: 'sale', bhk: '5+,3', minBudget: '100', sort: 'price' });
    expect(buildSearchHref(params)).toBe('/search?type=filtered&listing=sale&minBudget=100&bhk=3%2C5&sort=price');
    expect(parseSearchParams(Object.fromEntries(new URL(buildSearchHref(params), 'http://x').searchParams))).toEqual(params);
    const page = await searchSocieties(params);
    expect([page.total, page.matched]).toEqual([2, 2]);
  });

  it("counts for the empty state's hint the societies the list shows, with budget and bedrooms, sorted or not", async () => {
    const searches: [RawSearchParams, number][] = [
      [{ type: 'filtered', listing: 'sale', bhk: '5+,3', minBudget: '100', sort: 'price' }, 2],
      [{ type: 'filtered', listing: 'rent', bhk: '3' }, 2],
      [{ type: 'filtered', listing: 'rent', bhk: '3', maxBudget: '55000', sort: 'newest' }, 1],
      [{ q: 'alpha', listing: 'rent', minBudget: '40001', maxBudget: '45000' }, 1],
      [{ type: 'filtered', listing: 'rent', bhk: '4' }, 0],
    ];
    for (const [raw, expected] of searches) {
      const params = parseSearchParams(raw);
      const listed = (await searchSocieties(params)).total;
      expect({ raw, counted: await countSocietiesListed(params), listed }).toEqual({ raw, counted: expected, listed: expected });
    }
  });
});

describe('the properties page: filters and sort over its own data', () => {
  async function shown(query: string, kind: 'rent' | 'sale' = 'rent') {
    const data = (await getPropertiesPageData(society.a))!;
    const filters = parseListingFilters(query);
    const list = kind === 'rent' ? data.rent : data.sale;
    const kept = list.filter((item) => matchesListing(filterFacts(item), filters, TODAY));
    return sortListings(kept, filters.sort, filterFacts).map((item) => item.id);
  }

  it("'2 BHK under ₹40 K' keeps the 2 BHK at exactly 40,000 and not the 2.5 BHK at 40,001", async () => {
    expect(await shown('bhk=2&rent_max=40000')).toEqual([listing.twoBhk]);
    expect(await shown('rent_min=40001&rent_max=40001')).toEqual([listing.twoHalf]);
  });

  it('5+ BHK; a budget of one kind never narrows the other tab', async () => {
    expect(await shown('bhk=5')).toEqual([listing.penthouse]);
    expect(await shown('bhk=5', 'sale')).toEqual([listing.saleFive]);
    expect(await shown('price_max=10000000', 'sale')).toEqual([]);
    expect(await shown('price_max=10000000')).toHaveLength(4);
  });

  it('availability and furnishing', async () => {
    expect(await shown('available=now')).toEqual([listing.twoBhk]);
    expect(await shown('available=within-30-days')).toEqual([listing.twoBhk, listing.twoHalf]);
    expect(await shown('available=later')).toEqual([listing.threeBhk]);
    expect(await shown('furnishing=fully furnished')).toEqual([listing.twoBhk]);
  });

  it('sorts by price both ways, newest and soonest', async () => {
    expect(await shown('sort=price-desc')).toEqual([listing.penthouse, listing.threeBhk, listing.twoHalf, listing.twoBhk]);
    expect(await shown('sort=price-asc')).toEqual([listing.twoBhk, listing.twoHalf, listing.threeBhk, listing.penthouse]);
    expect(await shown('sort=newest')).toEqual([listing.penthouse, listing.threeBhk, listing.twoHalf, listing.twoBhk]);
    expect(await shown('sort=soonest')).toEqual([listing.twoBhk, listing.twoHalf, listing.threeBhk, listing.penthouse]);
  });

  it('an empty result names the filter to loosen', async () => {
    const data = (await getPropertiesPageData(society.a))!;
    const filters = parseListingFilters('bhk=3&rent_max=45000');
    expect(filterToLoosen(data.rent.map(filterFacts), filters, 'rent', TODAY)).toEqual({ group: 'bhk', label: '3 BHK', count: 2 });
  });
});

// Last: it adds a society of its own, which the searches above do not expect.
describe("/search for sale by bedrooms: the sale listing's copy of its property's configuration (migration 0049)", () => {
  const bedroomOf = async (id: string) =>
    (await getDb().execute<{ bedroom: number | null }>(`select bedroom_configuration_id as bedroom from property_sale_listings where id = '${id}'`)).rows[0]!.bedroom;

  it('is set on insert, overwritten when written directly, and follows its property and a move to another property', async () => {
    const echo = await insertSociety({ name: 'Echo Towers', status: 'verified' });
    const id = await sale(echo, '2 BHK', 7_000_000);
    expect(await bedroomOf(id)).toBe(BEDROOM['2 BHK']);
    expect(await names({ listing: 'sale', bhk: '2' })).toEqual(['Echo Towers']);

    // Not the listing's to say: a value written directly is replaced by the property's.
    await getDb().execute(`update property_sale_listings set bedroom_configuration_id = ${BEDROOM.Penthouse} where id = '${id}'`);
    expect(await bedroomOf(id)).toBe(BEDROOM['2 BHK']);

    // The home is recorded again as 3 BHK: the listing follows, and so does the search.
    await getDb().execute(`update properties set bedroom_configuration_id = ${BEDROOM['3 BHK']} where id = (select property_id from property_sale_listings where id = '${id}')`);
    expect(await bedroomOf(id)).toBe(BEDROOM['3 BHK']);
    expect(await names({ listing: 'sale', bhk: '2' })).toEqual([]);
    expect(await names({ listing: 'sale', bhk: '3', sort: 'price' })).toEqual(['Echo Towers', 'Bravo Heights']);

    // The listing moved to another home: that home's configuration; a home without one leaves none.
    const [bare] = await getDb().insert(properties).values({ society_id: echo }).returning({ id: properties.id });
    await getDb().execute(`update property_sale_listings set property_id = '${bare!.id}' where id = '${id}'`);
    expect(await bedroomOf(id)).toBeNull();
    expect(await names({ listing: 'sale', bhk: '3' })).toEqual(['Bravo Heights']);
    // The card's cheapest home names the listing's configuration too.
    const page = await searchSocieties(parseSearchParams({ type: 'filtered', listing: 'sale', bhk: '3' }));
    expect(page.results.map((result) => [result.name, result.homeMatch])).toEqual([['Bravo Heights', { listing: 'sale', amount: 10_000_000, bhk: '3 BHK' }]]);
  });
});

// Last too: thousands of listings of one configuration, so that a choice of it is no longer rare.
describe('/search by a common bedroom choice: the probe per society gives what the rare form gives', () => {
  it('finds the same societies in the same order once 2,000 listings match', async () => {
    const before = await names({ bhk: '1', maxBudget: '15000' }); // Charlie's 1 RK, in the rare form
    expect(before).toEqual(['Charlie Greens']);
    const foxtrot = await insertSociety({ name: 'Foxtrot Park', status: 'verified' });
    const [home] = await getDb().insert(properties).values({ society_id: foxtrot, bedroom_configuration_id: BEDROOM['1 RK'] }).returning({ id: properties.id });
    // 2,000 listings of 1 RK in Foxtrot Park, all above the budget: the choice is common, Foxtrot is still not found.
    await getDb().execute(
      `insert into property_rent_listings (property_id, society_id, expected_rent, bedroom_configuration_id) select '${home!.id}', '${foxtrot}', 20000 + n, ${BEDROOM['1 RK']} from generate_series(1, 2000) n`,
    );
    expect(await names({ bhk: '1', maxBudget: '15000' })).toEqual(['Charlie Greens']);
    expect(await names({ bhk: '1', maxBudget: '25000', sort: 'price' })).toEqual(['Charlie Greens', 'Foxtrot Park']);
    expect(await names({ bhk: '1' })).toEqual(['Charlie Greens', 'Foxtrot Park']);
  });
});
