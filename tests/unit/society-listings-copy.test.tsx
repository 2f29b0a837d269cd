// The society and properties pages in Kannada and Hindi: server cards read the language's messages (next-intl,
// mocked here with the same messages) and client islands the copy their server parent hands them.
jest.mock('@/components/hearts/heart-button', () => ({ HeartButton: () => null }));
jest.mock('@/components/visits/unlock-door-button', () => ({ UnlockDoorButton: () => null }));
jest.mock('@/components/listings/media-carousel', () => ({ MediaCarousel: () => null }));
import { render, screen } from '@testing-library/react';
import { PropertiesTabs } from '@/components/listings/properties-tabs';
import { RentListingCard } from '@/components/society/listing-card';
import { setTestLocale } from '@/tests/helpers/server-translations';
import { withCopy } from '@/tests/helpers/copy';
import type { RentListingSummary } from '@/server/societies/service';

const listing: RentListingSummary = {
  propertyId: 'p1',
  bedroom: '3 BHK',
  bedroomSortOrder: 5,
  sqft: 1000,
  facing: 'East',
  floor: 0,
  furnishing: 'Semi-Furnished',
  id: 'l1',
  photo: null,
  rent: 30_000,
  deposit: null,
  maintenanceIncluded: false,
  maintenance: null,
  immediate: true,
  availableFrom: null,
  lastConfirmedAt: '2026-11-22T20:00:00.000Z',
  petsAllowed: true,
  preferredTenants: [],
};

afterEach(() => setTestLocale('en'));

test('a rent card in Kannada keeps BHK and the ₹ figure and says the rest in Kannada', () => {
  setTestLocale('kn');
  render(<RentListingCard listing={listing} href="/kn/society/s1/properties?tab=rent" societyName="Prestige Lakeside Habitat" societyId="s1" />);
  expect(screen.getByText('ನೆಲ ಮಹಡಿ')).toBeInTheDocument();
  expect(screen.getByText('ಪೂರ್ವ ಮುಖ')).toBeInTheDocument();
  expect(screen.getByText(/ಠೇವಣಿ ಕೇಳಿದರೆ ತಿಳಿಸಲಾಗುವುದು · ನಿರ್ವಹಣಾ ಶುಲ್ಕ ಹೆಚ್ಚುವರಿ/)).toBeInTheDocument();
  expect(screen.getByText('/ತಿಂಗಳು', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('3 BHK')).toBeInTheDocument();
  expect(screen.getByText(/^₹/)).toBeInTheDocument();
});

test('the same card in English reads exactly as before', () => {
  render(<RentListingCard listing={listing} href="/society/s1/properties?tab=rent" societyName="Prestige Lakeside Habitat" societyId="s1" />);
  expect(screen.getByText('Ground floor')).toBeInTheDocument();
  expect(screen.getByText('East facing')).toBeInTheDocument();
  expect(screen.getByText('Deposit on request · Maintenance extra')).toBeInTheDocument();
  expect(screen.getByText('/month', { exact: false }).textContent).toBe(' /month');
});

test.each([
  ['kn', 'ಬಾಡಿಗೆ', 'ಖರೀದಿ', 'ಮನೆಯ ಪ್ರಕಾರ'],
  ['hi', 'किराया', 'ख़रीद', 'घर का प्रकार'],
  ['en', 'Rent', 'Buy', 'Listing type'],
] as const)('the properties tabs in %s', (locale, rent, buy, label) => {
  render(withCopy(<PropertiesTabs counts={{ rent: 2, buy: 1 }} />, ['listings'], locale));
  expect(screen.getByRole('tablist', { name: label })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: `${rent} (2)` })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: `${buy} (1)` })).toBeInTheDocument();
});
