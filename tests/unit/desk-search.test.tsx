// The desk search's reading of what was typed (lib/ops/desk-search.ts), its results page (grouped by kind, each
// result a link to its record, people's links never prefetched) and the box in the desk's frame.
import { render, screen, within } from '@testing-library/react';
import { DeskSearchBox } from '@/components/ops/search/desk-search-box';
import { SearchResults } from '@/components/ops/search/search-results';
import { compactUnit, homeTerms, parseDeskSearch, phoneCandidates, searchPlaceholder } from '@/lib/ops/desk-search';
import type { DeskSearchResults } from '@/lib/ops/desk-search-results';

let pathname = '/ops/search';
let query = new URLSearchParams();
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useSearchParams: () => query }));

describe('what was typed', () => {
  test.each([
    ['+91 98450 12345', [{ countryCode: '+9', phone: '19845012345' }, { countryCode: '+91', phone: '9845012345' }, { countryCode: '+919', phone: '845012345' }]],
    ['98450 12345', [{ countryCode: '+91', phone: '9845012345' }]],
    ['098450-12345', [{ countryCode: '+91', phone: '9845012345' }]],
    ['919845012345', [{ countryCode: '+91', phone: '9845012345' }, { countryCode: '+91', phone: '919845012345' }]],
    ['(+91) 98450-12345', [{ countryCode: '+9', phone: '19845012345' }, { countryCode: '+91', phone: '9845012345' }, { countryCode: '+919', phone: '845012345' }]],
  ])('the phone %s is the numbers the records can hold', (typed, numbers) => {
    expect(phoneCandidates(typed)).toEqual(numbers);
  });

  test('words, short numbers and e-mail addresses are no phone', () => {
    expect(phoneCandidates('Kavya Nair')).toEqual([]);
    expect(phoneCandidates('12345')).toEqual([]);
    expect(phoneCandidates('kavya@example.com')).toEqual([]);
  });

  test('a unit is compared without case, spaces or dashes; a block letter before it belongs to it', () => {
    expect(compactUnit('A-1204')).toBe('a1204');
    expect(homeTerms('Divyasree Cypress A 1204')).toEqual({ units: ['a1204'], society: 'divyasree cypress' });
    expect(homeTerms('1204 cypress gardens')).toEqual({ units: ['1204'], society: 'cypress gardens' });
    expect(homeTerms('Flat No. B-302, Purva Palm')).toEqual({ units: ['b302'], society: 'purva palm' });
    expect(homeTerms('Sobha Lotus')).toEqual({ units: [], society: 'sobha lotus' });
  });

  test('the query: nothing typed is no query; a pass code reads through dashes and look-alike letters; a phone is no home', () => {
    expect(parseDeskSearch('   ')).toBeNull();
    expect(parseDeskSearch('hjkm-2345')?.passCode).toBe('HJKM2345');
    expect(parseDeskSearch('0BCD-EFGH')?.passCode).toBe('0BCDEFGH');
    expect(parseDeskSearch('Kavya')?.passCode).toBeNull();
    expect(parseDeskSearch('98450 12345')?.home).toBeNull();
    expect(parseDeskSearch('ab')).toMatchObject({ searchable: false, phones: [], passCode: null });
    expect(parseDeskSearch(`${'x'.repeat(150)}`)?.text).toHaveLength(100);
  });

  test('the box says what a role can find', () => {
    expect(searchPlaceholder('agent')).toBe('Gate pass code');
    expect(searchPlaceholder('manager')).toBe('Name, phone, e-mail, unit or pass code');
  });
});

const empty = { rows: [], more: false };
const results = (changes: Partial<DeskSearchResults>): DeskSearchResults => ({
  query: 'kavya',
  kinds: ['tenants', 'owners', 'homes', 'visits', 'offers'],
  tenants: empty,
  owners: empty,
  homes: empty,
  visits: empty,
  offers: empty,
  ...changes,
});

describe('the results', () => {
  test('grouped by kind, each opening its record', () => {
    render(
      <SearchResults
        results={results({
          tenants: { rows: [{ id: 't1', name: 'Kavya Nair', email: 'kavya@example.com', phoneHint: '••••••2345', matched: 'phone' }], more: false },
          owners: { rows: [{ id: 'o1', name: 'Ramesh Kumar', phoneHint: '••••••2233', matched: 'name' }], more: false },
          homes: {
            rows: [{ propertyId: 'p1', unit: 'A-1204', furnishing: 'Semi-Furnished', bedroom: '2 BHK', societyId: 's1', societyName: 'Cypress Gardens', listingId: 'l1', listingStatus: 'Active', rent: 45000, ownerId: 'o1' }],
            more: false,
          },
          visits: {
            rows: [{ id: 'v1', userId: 't1', start: '2026-11-28T05:30:00.000Z', day: '2026-11-28', societyId: 's1', societyName: 'Cypress Gardens', firstName: 'Kavya', unit: 'A-1204', furnishing: null, bedroom: '2 BHK', status: 'booked', gate: 'not_yet' }],
            more: false,
          },
          offers: {
            rows: [{ id: 'f1', userId: 't1', firstName: 'Kavya', status: 'Pending', offeredRent: 40000, sentAt: '2026-11-27T05:30:00.000Z', societyName: 'Cypress Gardens', unit: 'A-1204', furnishing: null, bedroom: '2 BHK' }],
            more: true,
          },
        })}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Tenants (1)', 'Owners (1)', 'Homes (1)', 'Visits (1)', 'Offers (1+)']);
    const tenant = screen.getByTestId('search-tenant');
    expect(tenant).toHaveAttribute('href', '/ops/people/t1');
    expect(tenant).toHaveTextContent('Kavya Nair');
    expect(tenant).toHaveTextContent('Phone matches');
    expect(tenant).toHaveTextContent('kavya@example.com · ••••••2345');
    expect(screen.getByTestId('search-owner')).toHaveAttribute('href', '/ops/owners/o1');
    expect(screen.getByTestId('search-home')).toHaveAttribute('href', '/ops/listings?society=Cypress+Gardens&home=A-1204');
    expect(screen.getByTestId('search-home')).toHaveTextContent('2 BHK · Semi-Furnished · A-1204');
    expect(screen.getByRole('link', { name: 'Owner of 2 BHK · Semi-Furnished · A-1204, Cypress Gardens' })).toHaveAttribute('href', '/ops/owners/o1');
    expect(screen.getByTestId('search-visit')).toHaveAttribute('href', '/ops/visits?date=2026-11-28&society=s1');
    expect(screen.getByTestId('search-visit')).toHaveTextContent('Sat 28 Nov, 11:00 AM · Kavya');
    expect(screen.getByTestId('search-offer')).toHaveAttribute('href', '/ops/offers?offer=f1');
    expect(within(screen.getByTestId('search-offers')).getByText('More than 10 match: type more to narrow it.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: "Kavya's page" })).toHaveLength(2);
  });

  test('nothing found says what can be typed, an agent only pass codes', () => {
    const { rerender } = render(<SearchResults results={results({})} />);
    expect(screen.getByTestId('search-nothing')).toHaveTextContent('Nothing found for “kavya”.');
    expect(screen.getByTestId('search-nothing')).toHaveTextContent('a phone number (any way you write it)');
    rerender(<SearchResults results={results({ kinds: ['visits'] })} />);
    expect(screen.getByTestId('search-nothing')).toHaveTextContent('Type the gate pass code of a visit to one of your societies');
  });

  test("an agent's visit links to the board only, not to the tenant", () => {
    render(
      <SearchResults
        results={results({
          kinds: ['visits'],
          visits: { rows: [{ id: 'v1', userId: 't1', start: '2026-11-28T05:30:00.000Z', day: '2026-11-28', societyId: 's1', societyName: 'Cypress Gardens', firstName: 'Kavya', unit: null, furnishing: null, bedroom: null, status: 'booked', gate: 'checked_in' }], more: false },
        })}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByTestId('search-visit')).toHaveTextContent('Checked in');
  });
});

describe('the box in the desk frame', () => {
  test('a GET form to /ops/search with a labelled field; it holds the query on the results page only', () => {
    pathname = '/ops/search';
    query = new URLSearchParams({ q: '98450 12345' });
    const { unmount } = render(<DeskSearchBox placeholder="Name, phone, e-mail, unit or pass code" />);
    const form = screen.getByRole('search', { name: 'Desk search' });
    expect(form).toHaveAttribute('action', '/ops/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search the desk' })).toHaveValue('98450 12345');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    unmount();
    pathname = '/ops/offers';
    render(<DeskSearchBox placeholder="Gate pass code" />);
    expect(screen.getByRole('searchbox', { name: 'Search the desk' })).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Gate pass code');
  });
});
