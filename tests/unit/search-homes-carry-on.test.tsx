// The homes a search asked for carry on to the society (lib/search/homes-link.ts): the card's link, the society
// page's 'View Properties' completed from the browser's URL, and the card's line saying how a society matched
// 'Pets allowed' or 'Bachelors allowed' (lib/search/rule-notes.ts).
import { render, screen } from '@testing-library/react';
import { SocietyCard } from '@/components/search/society-card';
import type { SocietyCardData } from '@/components/search/society-card-data';
import { ViewPropertiesLink } from '@/components/society/view-properties-link';
import { parseListingFilters } from '@/lib/listings/filters';
import { carriedPropertiesQuery, propertiesQueryForHomes, withQuery } from '@/lib/search/homes-link';
import { ruleMatchText } from '@/lib/search/rule-notes';
import { NO_HOME_FILTER } from '@/lib/search/types';

// Server components read next-intl's useTranslations and useLocale; here they read the English messages.

const society: SocietyCardData = {
  id: 's1',
  name: 'Prestige Lakeside Habitat',
  photoUrl: null,
  category: null,
  projectType: 'Apartment',
  projectStatus: 'Ready to Move-in',
  bedroomConfigurations: ['2 BHK', '3 BHK'],
  location: 'Whitefield',
  subLocation: null,
  builderName: null,
  rent: { min: 45_000, max: 120_000 },
  sale: null,
  homeMatch: null,
};

describe("a search's budget and bedrooms as the properties page's filters", () => {
  it('writes a rent budget and bedrooms with the properties keys, which the properties page reads back', () => {
    const query = propertiesQueryForHomes({ listing: 'rent', minBudget: 20_000, maxBudget: 40_000, bhk: [3, 2] });
    expect(query).toBe('rent_min=20000&rent_max=40000&bhk=2%2C3');
    const filters = parseListingFilters(query);
    expect(filters.rent).toEqual({ min: 20_000, max: 40_000 });
    expect(filters.bhk).toEqual([2, 3]);
    expect(filters.sale).toEqual({ min: undefined, max: undefined });
  });

  it('writes a sale budget as the price keys and opens the Buy tab', () => {
    const query = propertiesQueryForHomes({ listing: 'sale', minBudget: null, maxBudget: 12_000_000, bhk: [5] });
    expect(new URLSearchParams(query).get('tab')).toBe('buy');
    expect(parseListingFilters(query)).toMatchObject({ sale: { max: 12_000_000 }, rent: { max: undefined }, bhk: [5] });
  });

  it('writes nothing without a budget or bedrooms (a sale search by name alone opens the page as it is)', () => {
    expect(propertiesQueryForHomes(NO_HOME_FILTER)).toBe('');
    expect(propertiesQueryForHomes({ ...NO_HOME_FILTER, listing: 'sale' })).toBe('');
    expect(withQuery('/society/A', '')).toBe('/society/A');
    expect(withQuery('/society/A', 'bhk=2')).toBe('/society/A?bhk=2');
  });

  it("hands on only the properties page's keys of a society page's URL", () => {
    expect(carriedPropertiesQuery('?returnTo=%2Fsearch&bhk=2&utm_source=x&rent_max=40000&tab=rent&sort=price-asc')).toBe(
      'rent_max=40000&bhk=2&sort=price-asc&tab=rent',
    );
    expect(carriedPropertiesQuery('')).toBe('');
    expect(carriedPropertiesQuery('?q=2bhk')).toBe('');
  });
});

describe('the result card and the society page carry the homes on', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("links the card to the society page with the search's filters, and without them when there are none", () => {
    const { unmount } = render(<SocietyCard society={society} homesQuery="rent_max=40000&bhk=2" />);
    expect(screen.getByRole('link', { name: society.name })).toHaveAttribute('href', '/society/Prestige-Lakeside-Habitat?rent_max=40000&bhk=2');
    unmount();
    render(<SocietyCard society={society} />);
    expect(screen.getByRole('link', { name: society.name })).toHaveAttribute('href', '/society/Prestige-Lakeside-Habitat');
  });

  it("completes 'View Properties' from the society page's URL", () => {
    window.history.replaceState(null, '', '/society/Prestige-Lakeside-Habitat?price_max=12000000&bhk=3&tab=buy&returnTo=%2F');
    render(<ViewPropertiesLink societyId="s1">View Properties</ViewPropertiesLink>);
    expect(screen.getByRole('link', { name: 'View Properties' })).toHaveAttribute('href', '/society/s1/properties?price_max=12000000&bhk=3&tab=buy');
  });

  it("leaves 'View Properties' plain on a society page opened without filters", () => {
    window.history.replaceState(null, '', '/society/Prestige-Lakeside-Habitat');
    render(<ViewPropertiesLink societyId="s1">View Properties</ViewPropertiesLink>);
    expect(screen.getByRole('link', { name: 'View Properties' })).toHaveAttribute('href', '/society/s1/properties');
  });
});

describe('how a society matched the rules for tenants', () => {
  it('words the association and the homes plainly, one home or many', () => {
    expect(ruleMatchText({ rule: 'pets', by: 'society' })).toBe('The society allows pets');
    expect(ruleMatchText({ rule: 'pets', by: 'homes', homes: 3 })).toBe('3 homes here allow pets');
    expect(ruleMatchText({ rule: 'pets', by: 'homes', homes: 1 })).toBe('1 home here allows pets');
    expect(ruleMatchText({ rule: 'bachelors', by: 'society' })).toBe('The society allows bachelors');
    expect(ruleMatchText({ rule: 'bachelors', by: 'homes', homes: 2 })).toBe('2 homes here welcome bachelors');
    expect(ruleMatchText({ rule: 'bachelors', by: 'homes', homes: 1 })).toBe('1 home here welcomes bachelors');
    expect(ruleMatchText({ rule: 'pets', by: 'homes', homes: 0 })).toBeNull();
  });

  it('shows one line per rule on the card, none without rules', () => {
    const { unmount } = render(
      <SocietyCard society={{ ...society, ruleMatches: [{ rule: 'bachelors', by: 'society' }, { rule: 'pets', by: 'homes', homes: 3 }] }} />,
    );
    const notes = screen.getByTestId('rule-match-notes');
    expect([...notes.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['The society allows bachelors', '3 homes here allow pets']);
    unmount();
    render(<SocietyCard society={society} />);
    expect(screen.queryByTestId('rule-match-notes')).not.toBeInTheDocument();
  });
});
