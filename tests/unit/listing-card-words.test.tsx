// The cards of the society and properties pages say a thing once and in one way: availability as 'Available now'
// (never 'Immediate' on one page and 'Available as of' a past day on the other), the price per sq ft once (the
// fair-rent line states it when there is one), and an amount never split before its 'K'.
import { render, screen, within } from '@testing-library/react';

jest.mock('@/components/hearts/heart-button', () => ({ HeartButton: () => null }));
jest.mock('@/components/visits/unlock-door-button', () => ({ UnlockDoorButton: () => null }));
jest.mock('@/components/listings/media-carousel', () => ({ MediaCarousel: () => null }));
import { PropertyCard } from '@/components/listings/property-card';
import { RentListingCard } from '@/components/society/listing-card';
import { AMOUNT_UNIT_WORDS, unbreakableAmounts } from '@/lib/amounts';
import { availabilityLabel } from '@/lib/listings/display';
import { availabilityLine } from '@/lib/listings/freshness';
import type { RentListingDetail } from '@/server/listings/service';
import type { RentListingSummary } from '@/server/societies/service';

const home = { propertyId: 'p1', bedroom: '3 BHK', bedroomSortOrder: 5, sqft: 1000, facing: 'East', floor: 7, furnishing: 'Semi-Furnished' };
const detail: RentListingDetail = {
  ...home,
  kind: 'rent',
  id: 'l1',
  societyId: 's1',
  parking: null,
  photos: [],
  video: null,
  listedAt: '2026-11-01T00:00:00.000Z',
  rent: 30_000,
  deposit: null,
  maintenanceIncluded: true,
  maintenance: null,
  immediate: true,
  availableFrom: null,
  negotiable: false,
  petsAllowed: false,
  foodPreference: null,
  serviceFee: null,
  preferredTenants: [],
};
const summary: RentListingSummary = {
  ...home,
  id: 'l1',
  photo: null,
  rent: 30_000,
  deposit: null,
  maintenanceIncluded: true,
  maintenance: null,
  immediate: true,
  availableFrom: null,
  lastConfirmedAt: '2026-11-22T20:00:00.000Z',
  petsAllowed: true,
  preferredTenants: [],
};

describe('availability, one wording', () => {
  test("'Available now' when immediate or from a day that has come in India; else the day; nothing when unsaid", () => {
    expect(availabilityLabel(true, null, '2026-12-02')).toBe('Available now');
    expect(availabilityLabel(false, '2026-12-02', '2026-12-02')).toBe('Available now');
    expect(availabilityLabel(false, '2026-11-20', '2026-12-02')).toBe('Available now');
    expect(availabilityLabel(false, '2026-12-05', '2026-12-02')).toBe('Available from 5 Dec 2026');
    expect(availabilityLabel(false, null, '2026-12-02')).toBeNull();
  });

  test("the society page's card: when it is free and when that was checked, in India time", () => {
    expect(availabilityLine('Available now', '2026-11-22T20:00:00Z')).toBe('Available now · checked 23 Nov 2026');
    expect(availabilityLine(null, '2026-11-01T04:00:00Z')).toBe('Checked 1 Nov 2026');
    expect(availabilityLine('Available from 5 Dec 2026', undefined)).toBe('Available from 5 Dec 2026');
    render(<RentListingCard listing={summary} href="/x" societyName="Acme" societyId="s1" />);
    expect(screen.getByTestId('available-as-of')).toHaveTextContent(/^Available now · checked 23 Nov 2026$/);
  });

  test("the properties page's card says it the same way", () => {
    render(<PropertyCard listing={detail} societyName="Acme" playerUrlTemplate="" />);
    const card = screen.getByTestId('property-card');
    expect(card).toHaveTextContent('AvailabilityAvailable now');
    expect(card).not.toHaveTextContent(/Immediate|Available as of/);
  });
});

describe('the price per sq ft, once on a card', () => {
  test('with a fair-rent line, the area goes without its own per sq ft', () => {
    render(<PropertyCard listing={detail} societyName="Acme" playerUrlTemplate="" median={32} />);
    const card = screen.getByTestId('property-card');
    expect(within(card).getByTestId('fair-rent')).toHaveTextContent('₹30/sq ft · 6% below the usual rent here for a 3 BHK');
    expect(card.textContent!.match(/\/sq ?ft/g)).toHaveLength(1);
  });

  test('without one (too few listings here), the area says it', () => {
    render(<PropertyCard listing={detail} societyName="Acme" playerUrlTemplate="" />);
    const card = screen.getByTestId('property-card');
    expect(within(card).queryByTestId('fair-rent')).toBeNull();
    expect(card).toHaveTextContent('1,000 sqft · ₹30/sqft');
    expect(card.textContent!.match(/\/sq ?ft/g)).toHaveLength(1);
  });
});

test("an amount keeps its 'K', 'L' or 'Cr' on its line; the range may wrap between its amounts", () => {
  expect(unbreakableAmounts('₹15 K – ₹48.50 K')).toBe('₹15\u00A0K – ₹48.50\u00A0K');
  expect(unbreakableAmounts('From ₹1.20 L for 3 BHK')).toBe('From ₹1.20\u00A0L for 3 BHK');
  expect(unbreakableAmounts('₹2 Cr')).toBe('₹2\u00A0Cr');
  expect(unbreakableAmounts('3 BHK · East')).toBe('3 BHK · East');
  // A Kannada or Hindi page's amount words stay together too; they may go to the next line after their figure.
  expect(unbreakableAmounts('₹15 K (15 ಸಾವಿರ) – ₹1.25 Cr (1.25 करोड़)')).toBe('₹15\u00A0K (15\u00A0ಸಾವಿರ) – ₹1.25\u00A0Cr (1.25\u00A0करोड़)');
  expect(unbreakableAmounts('2 BHK (3 homes)')).toBe('2 BHK (3 homes)');
  for (const word of Object.values(AMOUNT_UNIT_WORDS).flat()) expect(unbreakableAmounts(`₹2 K (2 ${word})`)).toBe(`₹2\u00A0K (2\u00A0${word})`);
});
