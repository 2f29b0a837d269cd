// The chips under a /search heading (lib/search/filter-chips.ts): one per chosen filter, each the search without it.
import { FILTER_BUILDERS } from '@/lib/catalog';
import { budgetLabel, searchFilterChips } from '@/lib/search/filter-chips';
import { parseSearchParams } from '@/lib/search/query';

const prestige = FILTER_BUILDERS.find((builder) => builder.name === 'Prestige')!.id;

test('a chip per filter, each linking to the search without only that filter', () => {
  const params = parseSearchParams({
    type: 'filtered', q: 'hebbal', zone: 'Bengaluru North', maxBudget: '35000', bhk: '2,3', projectTypes: 'Apartment',
    statuses: 'New Launch', projectStatuses: 'Ready to Move-in', amenities: 'gym', rules: 'pets', builders: prestige, sort: 'price', page: '2',
  });
  const chips = searchFilterChips(params);
  expect(chips.map((chip) => chip.label)).toEqual(['Rent under ₹35 K', '2 BHK', '3 BHK', 'Apartment', 'New Launch', 'Ready to Move-in', 'Gym', 'Pets allowed', 'Prestige']);
  const href = (key: string) => chips.find((chip) => chip.key === key)!.href;
  expect(href('budget')).toBe(`/search?type=filtered&q=hebbal&zone=Bengaluru+North&builders=${prestige}&statuses=New+Launch&projectTypes=Apartment&projectStatuses=Ready+to+Move-in&amenities=gym&rules=pets&bhk=2%2C3&sort=price`);
  expect(href('bhk-2')).toContain('maxBudget=35000&bhk=3&sort=price');
  expect(href('status-Ready to Move-in')).not.toContain('projectStatuses');
  expect(href('status-Ready to Move-in')).toContain('statuses=New+Launch');
  expect(href('builder-' + prestige)).not.toContain('builders=');
  // Removing a filter starts again at page 1; the text, zone and order stay.
  for (const chip of chips) {
    expect(chip.href).not.toContain('page=');
    expect(chip.href).toContain('q=hebbal');
    expect(chip.href).toContain('zone=Bengaluru+North');
  }
});

test('budget labels say rent or price and the bounds', () => {
  expect(budgetLabel({ listing: 'rent', minBudget: 20_000, maxBudget: 30_000 })).toBe('Rent ₹20 K to ₹30 K');
  expect(budgetLabel({ listing: 'sale', minBudget: 10_000_000, maxBudget: null })).toBe('Price over ₹1 Cr');
  expect(budgetLabel({ listing: 'sale', minBudget: 5_000_000, maxBudget: 5_000_000 })).toBe('Price ₹50 L');
  expect(budgetLabel({ listing: 'rent', minBudget: null, maxBudget: null })).toBeNull();
});

test('a search by a picked name carries only budget and bedrooms; no filter, no chip', () => {
  expect(searchFilterChips(parseSearchParams({ type: 'Location', q: 'Whitefield', bhk: '5', amenities: 'gym' })).map((chip) => chip.label)).toEqual(['5+ BHK']);
  expect(searchFilterChips(parseSearchParams({ type: 'filtered', zone: 'Bengaluru East' }))).toEqual([]);
});
