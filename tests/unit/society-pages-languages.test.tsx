// The society page and its properties page in Kannada and Hindi: the texts lib/ builds (fact and amenity labels,
// stored values, availability lines, dates, filter chips) and the amount words beside the ₹ figures, which
// English leaves out. Server components read the mocked next-intl (setTestLocale), client islands the copy
// their server parent hands them (withCopy).
jest.mock('@/components/hearts/heart-button', () => ({ HeartButton: () => null }));
jest.mock('@/components/visits/unlock-door-button', () => ({ UnlockDoorButton: () => null }));
jest.mock('@/components/visits/door-unlocked-badge', () => ({ DoorUnlockedBadge: () => null }));
jest.mock('@/components/listings/media-carousel', () => ({ MediaCarousel: () => null }));
jest.mock('@/components/saved-searches/save-search-button', () => ({ SaveSearchButton: () => null }));
import { render, screen } from '@testing-library/react';
import { AmountSelect } from '@/components/listings/amount-select';
import { ListingFilterBar } from '@/components/listings/filter-bar';
import { FilteredListings } from '@/components/listings/filtered-listings';
import { PropertyCard } from '@/components/listings/property-card';
import { AmenitiesSummary } from '@/components/society/amenities-summary';
import { FactGrid } from '@/components/society/fact-grid';
import { RentListingCard, SaleListingCard } from '@/components/society/listing-card';
import { RentChart } from '@/components/society/rent-chart';
import { SocietyFacts } from '@/components/society/society-facts';
import { SocietyHeader } from '@/components/society/society-header';
import { UnitConfigurations } from '@/components/society/unit-configurations';
import { UtilitiesCard } from '@/components/society/utilities-card';
import { AMENITY_KEYS, UTILITY_KEYS, type AmenityKey, type UtilityKey } from '@/lib/amenities';
import { readContactPrefill } from '@/lib/contact/prefill';
import type { FilterableListing } from '@/lib/listings/filters';
import { CopyScope } from '@/components/i18n/copy-scope';
import { messagesFor } from '@/server/i18n/messages';
import { withCopy } from '@/tests/helpers/copy';
import { setTestLocale } from '@/tests/helpers/server-translations';
import type { RentListingDetail, SaleListingDetail } from '@/server/listings/service';
import type { RentListingSummary, SaleListingSummary } from '@/server/societies/service';

const home = { propertyId: 'p1', bedroom: '3 BHK', bedroomSortOrder: 5, sqft: 1500, facing: 'North-East', floor: 4, furnishing: 'Semi-Furnished' };
const rentSummary: RentListingSummary = {
  ...home,
  id: 'l1',
  photo: null,
  rent: 35_000,
  deposit: 1_50_000,
  maintenanceIncluded: false,
  maintenance: 3_500,
  immediate: false,
  availableFrom: '2099-12-20',
  lastConfirmedAt: '2026-11-22T20:00:00.000Z',
  petsAllowed: true,
  preferredTenants: [],
};
const saleSummary: SaleListingSummary = { ...home, id: 's1', photo: null, price: 1_20_00_000, title: null, monthlyRent: null, lastConfirmedAt: '2026-11-22T20:00:00.000Z' };
const rentDetail: RentListingDetail = {
  ...home,
  kind: 'rent',
  id: 'l1',
  societyId: 'soc',
  parking: '2 Covered',
  photos: [],
  video: null,
  listedAt: '2026-11-01T00:00:00.000Z',
  rent: 35_000,
  deposit: 1_00_000,
  maintenanceIncluded: false,
  maintenance: 3_500,
  immediate: true,
  availableFrom: null,
  negotiable: false,
  petsAllowed: false,
  foodPreference: 'veg_only',
  serviceFee: null,
  preferredTenants: ['Family', 'Company'],
};
const saleDetail: SaleListingDetail = {
  ...home,
  kind: 'sale',
  id: 's1',
  societyId: 'soc',
  parking: 'Open',
  photos: [],
  video: null,
  listedAt: '2026-11-01T00:00:00.000Z',
  price: 2_45_00_000,
  title: null,
  highlights: ['Corner unit, lake view'],
  documentVerified: true,
  occupancy: 'Tenant Occupied',
  monthlyRent: null,
  bookingAmount: 5_00_000,
  serviceFee: null,
  houseNumber: 'B-402',
};

afterEach(() => setTestLocale('en'));

describe("the society page's cards", () => {
  test('in Kannada: stored values, the availability line with its date, words beside each ₹ figure', () => {
    setTestLocale('kn');
    const { container } = render(<RentListingCard listing={rentSummary} href="/kn/x" societyName="Sobha Silicon Oasis" societyId="soc" />);
    expect(screen.getByText('ಈಶಾನ್ಯ ಮುಖ')).toBeInTheDocument();
    expect(screen.getByText('ಭಾಗಶಃ ಪೀಠೋಪಕರಣ')).toBeInTheDocument();
    expect(screen.getByText('(35 ಸಾವಿರ)', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('ಠೇವಣಿ ₹1.50 L (1.5 ಲಕ್ಷ) · + ₹3.50 K (3.5 ಸಾವಿರ) ನಿರ್ವಹಣಾ ಶುಲ್ಕ')).toBeInTheDocument();
    expect(screen.getByTestId('available-as-of')).toHaveTextContent('ಡಿಸೆಂಬರ್ 20, 2099 ರಿಂದ ಲಭ್ಯ · ನವೆಂಬರ್ 23, 2026 ರಂದು ಪರಿಶೀಲಿಸಲಾಗಿದೆ');
    expect(container).not.toHaveTextContent(/Available|checked|facing|sqft/);
  });

  test('in Hindi: a sale card', () => {
    setTestLocale('hi');
    render(<SaleListingCard listing={saleSummary} href="/hi/x" societyName="Sobha Silicon Oasis" />);
    expect(screen.getByText('₹1.20 Cr', { exact: false })).toHaveTextContent('₹1.20 Cr (1.2 करोड़)');
    expect(screen.getByText('उत्तर-पूर्व मुखी')).toBeInTheDocument();
    expect(screen.getByTestId('available-as-of')).toHaveTextContent('23 नवंबर 2026 को जाँचा गया');
    expect(screen.getByText(/₹8 K\/वर्ग फ़ुट/)).toBeInTheDocument();
  });

  test('in English exactly as before: no words beside the figures', () => {
    render(<RentListingCard listing={rentSummary} href="/x" societyName="Sobha Silicon Oasis" societyId="soc" />);
    expect(screen.getByText('North-East facing')).toBeInTheDocument();
    expect(screen.getByText('Deposit ₹1.50 L · + ₹3.50 K maintenance')).toBeInTheDocument();
    expect(screen.getByTestId('available-as-of')).toHaveTextContent(/^Available from 20 Dec 2099 · checked 23 Nov 2026$/);
    expect(screen.getByText('₹35 K', { exact: false }).textContent).toBe('₹35 K /month');
  });
});

describe("the properties page's card", () => {
  test('a rent home in Kannada: its facts, the details behind See more', () => {
    setTestLocale('kn');
    const { container } = render(<PropertyCard listing={rentDetail} societyName="Sobha Silicon Oasis" playerUrlTemplate="" />);
    const facts = container.querySelector('dl.listing-facts')!;
    expect(facts).toHaveTextContent('4ನೇ ಮಹಡಿ');
    expect(facts).toHaveTextContent('ಈಶಾನ್ಯ');
    expect(facts).toHaveTextContent('2 ಮುಚ್ಚಿದ ಪಾರ್ಕಿಂಗ್');
    expect(facts).toHaveTextContent('ಈಗಲೇ ಲಭ್ಯ');
    expect(facts).toHaveTextContent('ಕುಟುಂಬ, ಕಂಪನಿ');
    const details = container.querySelector('dl.listing-details')!;
    expect(details).toHaveTextContent('₹1 L (1 ಲಕ್ಷ)');
    expect(details).toHaveTextContent('+ ₹3.50 K (3.5 ಸಾವಿರ)/ತಿಂಗಳು');
    expect(details).toHaveTextContent('ಸಸ್ಯಾಹಾರಿಗಳಿಗೆ ಮಾತ್ರ');
    expect(screen.getByText('₹35 K', { exact: false })).toHaveTextContent('₹35 K (35 ಸಾವಿರ)');
  });

  test('a sale home in Hindi: occupancy by its message, typed highlights as typed', () => {
    setTestLocale('hi');
    const { container } = render(<PropertyCard listing={saleDetail} societyName="Sobha Silicon Oasis" playerUrlTemplate="" />);
    expect(screen.getByText('किरायेदार रह रहे हैं')).toBeInTheDocument();
    expect(screen.getByText('₹2.45 Cr', { exact: false })).toHaveTextContent('₹2.45 Cr (2.45 करोड़)');
    expect(container.querySelector('dl.listing-facts')).toHaveTextContent('खुली पार्किंग');
    expect(container.querySelector('dl.listing-details')).toHaveTextContent('₹5 L (5 लाख)');
    expect(screen.getByText('Corner unit, lake view')).toBeInTheDocument();
  });

  test('in English as before', () => {
    const { container } = render(<PropertyCard listing={rentDetail} societyName="Sobha Silicon Oasis" playerUrlTemplate="" />);
    expect(container.querySelector('dl.listing-facts')).toHaveTextContent('Floor 4');
    expect(container.querySelector('dl.listing-facts')).toHaveTextContent('Family, Company');
    expect(container.querySelector('dl.listing-details')).toHaveTextContent('+ ₹3.50 K/month');
    expect(container).not.toHaveTextContent('ಸಾವಿರ');
  });
});

describe('the society page body', () => {
  const amenities = Object.fromEntries(AMENITY_KEYS.map((key) => [key, key === 'swimming_pool' || key === 'gym'])) as Record<AmenityKey, boolean>;
  const utilities = Object.fromEntries(UTILITY_KEYS.map((key) => [key, key === 'ev_charging'])) as Record<UtilityKey, boolean>;

  test('facts, header, configurations, amenities and utilities in Kannada', () => {
    setTestLocale('kn');
    const { container } = render(
      withCopy(
        <>
          <SocietyHeader name="Sobha Silicon Oasis" category="Luxury" projectStatus="Ready to Move-in" builder={{ name: 'Sobha' }} place="Hosa Road" crumbs={[{ name: 'Home', path: '/' }, { name: 'Sobha Silicon Oasis', path: '/society/x' }]} />
          <UnitConfigurations configurations={['2 BHK', 'Penthouse']} />
          <FactGrid projectType="Apartment" projectStatus="Under Construction" projectSize="12 Acres" totalUnits={800} completionDate={null} numberOfFloors={20} />
          <AmenitiesSummary societyName="Sobha Silicon Oasis" amenities={amenities} />
          <UtilitiesCard utilities={utilities} />
        </>,
        ['society'],
        'kn',
      ),
    );
    for (const text of ['ಐಷಾರಾಮಿ', 'ತಕ್ಷಣ ವಾಸಕ್ಕೆ ಸಿದ್ಧ', 'ಪೆಂಟ್‌ಹೌಸ್', 'ಅಪಾರ್ಟ್‌ಮೆಂಟ್', 'ನಿರ್ಮಾಣ ಹಂತದಲ್ಲಿ', '12 ಎಕರೆ', 'ಈಜುಕೊಳ', 'ಜಿಮ್', 'EV ಚಾರ್ಜಿಂಗ್', 'ಕಸ ವಿಲೇವಾರಿ']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    // The society's age, unknown: in Kannada too.
    expect(screen.getByText('ಸೊಸೈಟಿಯ ವಯಸ್ಸು').closest('div')).toHaveTextContent(/ಸೊಸೈಟಿಯ ವಯಸ್ಸುಲಭ್ಯವಿಲ್ಲ$/);
    expect(container).not.toHaveTextContent(/Swimming|Waste|Acres|Penthouse|Luxury/);
  });

  test("facts and rules in Hindi; the question to the association stays English, the desk's language", () => {
    setTestLocale('hi');
    render(<SocietyFacts facts={[{ key: 'pets', value: 'allowed', source: 'owner', checkedOn: '2026-11-12' }]} societyName="Sobha Silicon Oasis" />);
    const row = document.querySelector('[data-fact="pets"]')!;
    expect(row).toHaveTextContent('पालतू जानवर');
    expect(row).toHaveTextContent('अनुमति है');
    expect(row).toHaveTextContent('12 नवंबर 2026 को मालिक से जाँचा गया');
    expect(screen.getByTestId('unstated-facts').querySelector('summary')).toHaveTextContent('अभी नहीं बताया गया: RERA, पानी, कौन किराये पर ले सकता है और 13 और');
    const link = screen.getByTestId('unstated-facts').querySelector('a')!;
    expect(readContactPrefill(new URL(link.getAttribute('href')!, 'https://ghomes.test').search)?.message).toMatch(/about: RERA, water, who may rent/);
  });

  test('the rent chart names its months in Hindi', () => {
    setTestLocale('hi');
    render(<RentChart months={[{ month: '2026-10', median: 27, listings: 3 }, { month: '2026-11', median: 28, listings: 4 }]} />);
    expect(screen.getAllByText('नव॰ 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('अक्टू॰ 2026: ₹27 प्रति वर्ग फ़ुट, 3 घरों से')).toBeInTheDocument();
  });
});

describe("the properties page's filters", () => {
  const listings: FilterableListing[] = [{ kind: 'rent', amount: 35_000, bedroom: '3 BHK', furnishing: 'Semi-Furnished', immediate: true, availableFrom: null, listedAt: null }];
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('chips and sorts in Kannada', () => {
    window.history.replaceState(null, '', '/kn/society/soc/properties?rent_max=40000&furnishing=Semi-Furnished');
    render(withCopy(<ListingFilterBar societyId="soc" listings={{ rent: listings, buy: [] }} />, ['listings', 'facts'], 'kn'));
    expect(screen.getByRole('button', { name: /₹40 K ಒಳಗೆ/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ಭಾಗಶಃ ಪೀಠೋಪಕರಣ/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ಕಡಿಮೆ ಬೆಲೆ' })).toBeInTheDocument();
  });

  test("the islands need only the filter words of `facts` (all the properties page hands them)", () => {
    window.history.replaceState(null, '', '/kn/society/soc/properties?rent_max=40000&bhk=2&furnishing=Semi-Furnished&available=now&sort=soonest');
    const facts = messagesFor('kn').facts;
    const copy = { locale: 'kn' as const, messages: { listings: messagesFor('kn').listings, facts: { filters: facts.filters, stored: { furnishing: facts.stored.furnishing } } as unknown as typeof facts } };
    const { container } = render(
      <CopyScope copy={copy}>
        <ListingFilterBar societyId="soc" listings={{ rent: listings, buy: [] }} />
        <FilteredListings kind="rent" items={[{ id: 'l1', facts: { ...listings[0]!, bedroom: '3 BHK' }, card: <p>card</p> }]} />
      </CopyScope>,
    );
    expect(container).not.toHaveTextContent('facts.');
    expect(screen.getByRole('button', { name: /ತಕ್ಷಣ ಲಭ್ಯ/ })).toBeInTheDocument();
  });

  test('the filter to loosen, named in Hindi', () => {
    window.history.replaceState(null, '', '/hi/society/soc/properties?rent_max=20000');
    render(withCopy(<FilteredListings kind="rent" items={[{ id: 'l1', facts: listings[0]!, card: <p>card</p> }]} />, ['listings', 'facts'], 'hi'));
    expect(screen.getByTestId('filters-no-match')).toHaveTextContent('₹20 K से कम');
  });

  test('budget steps with their words in Kannada, the figure alone in English', () => {
    const { rerender } = render(<AmountSelect label="Max" value={undefined} steps={[35_000, 1_50_000]} onChange={() => undefined} testId="max" locale="kn" />);
    expect(screen.getByRole('option', { name: '₹1.50 L (1.5 ಲಕ್ಷ)' })).toBeInTheDocument();
    rerender(<AmountSelect label="Max" value={undefined} steps={[35_000, 1_50_000]} onChange={() => undefined} testId="max" />);
    expect(screen.getByRole('option', { name: '₹35 K' })).toBeInTheDocument();
  });
});
