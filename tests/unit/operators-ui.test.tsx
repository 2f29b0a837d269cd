import { render, screen } from '@testing-library/react';

// The heart on the card reads the signed-in person (the auth context); these tests are about the card's lines.
jest.mock('@/components/hearts/heart-button', () => ({ HeartButton: () => null }));
import { UnsubscribeView } from '@/components/alerts/unsubscribe-view';
import { RentListingCard, SaleListingCard } from '@/components/society/listing-card';
import { listingLine, newListingsAlertSubject, newListingsAlertWhatsApp } from '@/emails/new-listings-alert';
import type { RentListingSummary, SaleListingSummary } from '@/server/societies/service';
import { setTestLocale } from '@/tests/helpers/server-translations';

const base = { id: 'l1', propertyId: 'p1', bedroom: '3 BHK', bedroomSortOrder: 5, sqft: 1500, facing: 'East', floor: 7, furnishing: 'Semi-Furnished', photo: null };
const rent: RentListingSummary = {
  ...base,
  rent: 58_000,
  deposit: 290_000,
  maintenanceIncluded: false,
  maintenance: null,
  immediate: true,
  availableFrom: null,
  petsAllowed: true,
  preferredTenants: ['Any'],
  lastConfirmedAt: '2026-11-22T20:00:00.000Z',
};
const sale: SaleListingSummary = { ...base, price: 21_500_000, title: null, monthlyRent: null, lastConfirmedAt: '2026-11-01T04:00:00.000Z' };

test("listing cards say when the home is free and when that was last confirmed, in India time", () => {
  render(
    <>
      <RentListingCard listing={rent} href="/x" societyName="Acme" societyId="society-1" />
      <SaleListingCard listing={sale} href="/y" societyName="Acme" />
    </>,
  );
  const lines = screen.getAllByTestId('available-as-of').map((node) => node.textContent);
  expect(lines).toEqual(['Available now · checked 23 Nov 2026', 'Checked 1 Nov 2026']);
});

test('a card without a confirmation date says only when the home is free, or nothing', () => {
  render(<RentListingCard listing={{ ...rent, lastConfirmedAt: undefined as unknown as string }} href="/x" societyName="Acme" societyId="society-1" />);
  expect(screen.getByTestId('available-as-of')).toHaveTextContent(/^Available now$/);
  render(<SaleListingCard listing={{ ...sale, lastConfirmedAt: undefined as unknown as string }} href="/y" societyName="Acme" />);
  expect(screen.getAllByTestId('available-as-of')).toHaveLength(1);
});

test('the alert texts use the amount labels', () => {
  expect(listingLine({ kind: 'rent', configuration: '2 BHK', amount: 47_000 })).toBe('2 BHK for rent · ₹47 K/month');
  expect(listingLine({ kind: 'buy', configuration: null, amount: null })).toBe('Home for sale · Price on request');
  expect(listingLine({ kind: 'buy', configuration: '4 BHK', amount: 42_500_000 })).toBe('4 BHK for sale · ₹4.25 Cr');
  expect(newListingsAlertSubject({ societyName: 'Acme', listings: [{ kind: 'rent', configuration: null, amount: 1 }] })).toBe('New listing in Acme');
  const props = {
    firstName: 'Asha', societyName: 'Acme', brandName: 'GHomes', siteUrl: 'https://g.in', rentUrl: 'https://g.in/r', buyUrl: 'https://g.in/b', unsubscribeUrl: 'https://g.in/u',
    listings: [{ kind: 'buy' as const, configuration: '3 BHK', amount: 21_500_000 }, { kind: 'buy' as const, configuration: '4 BHK', amount: null }],
  };
  expect(newListingsAlertWhatsApp(props)).toBe('GHomes: new in Acme: 3 BHK for sale · ₹2.15 Cr and 1 more. https://g.in/b');
});

describe('the unsubscribe page', () => {
  test('asks first, with a form that posts the token back', () => {
    const { container } = render(<UnsubscribeView state="confirm" societyName="Acme" societyHref="/society/Acme" kinds={['rent', 'sale']} action="/api/alerts/unsubscribe?token=t.s" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stop alerts for Acme?');
    expect(screen.getByText(/new rent and sale listings in Acme/)).toBeInTheDocument();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/alerts/unsubscribe?token=t.s');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Keep my alerts' })).toHaveAttribute('href', '/society/Acme');
  });

  test('says when it is done, and when a link is not valid', () => {
    const { unmount } = render(<UnsubscribeView state="done" societyName="Acme" societyHref="/society/Acme" kinds={['rent']} action="" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("You're unsubscribed");
    expect(screen.getByRole('link', { name: 'Back to Acme' })).toHaveAttribute('href', '/society/Acme');
    unmount();
    render(<UnsubscribeView state="invalid" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link is not valid');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

test('the unsubscribe page in Hindi', () => {
  setTestLocale('hi');
  try {
    render(<UnsubscribeView state="confirm" societyName="Acme" societyHref="/hi/society/Acme" kinds={['rent', 'sale']} action="/api/alerts/unsubscribe?token=t.s" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme के अलर्ट बंद करें?');
    expect(screen.getByText(/Acme में नए किराये और बिक्री वाले घरों/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अनसब्सक्राइब करें' })).toHaveAttribute('type', 'submit');
  } finally {
    setTestLocale('en');
  }
});
