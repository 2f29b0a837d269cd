// The owner's offer page: the unit, the offered rent and deposit beside the asking ones, what the tenant wrote,
// the counter without saying whose it was.
import { withCopy } from '@/tests/helpers/copy';
import { render, screen, within } from '@testing-library/react';
import { OwnerOfferSummary } from '@/components/owners/offers/owner-offer-summary';
import type { OwnerOfferView } from '@/lib/owners/answers';

const view: OwnerOfferView = {
  status: 'Pending',
  societyName: 'Acme Lakeside',
  propertyTitle: '2 BHK · Semi-Furnished',
  unit: 'B-1204',
  askingRent: 42000,
  askingDeposit: null,
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
  extraFittings: 'Curtain rods',
  message: 'We are a family of three.',
  counter: null,
  tenant: { firstName: 'Asha', summary: null },
};

test('the home with its unit, and each term offered beside what the owner asks', () => {
  render(withCopy(<OwnerOfferSummary view={view} />, ['owners']));
  expect(screen.getByText('B-1204 (2 BHK · Semi-Furnished), Acme Lakeside')).toBeInTheDocument();
  const terms = screen.getByRole('table', { name: 'The offer beside what you ask' });
  const rent = within(terms).getByRole('row', { name: /Rent \/ month/ });
  expect(within(rent).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['₹40,000', '₹42,000']);
  const deposit = within(terms).getByRole('row', { name: /Security deposit/ });
  expect(within(deposit).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['₹1,20,000', 'Not set']);
  expect(within(terms).getByRole('columnheader', { name: 'You ask' })).toBeInTheDocument();
});

test('what the tenant wrote is shown under its labels, and nothing when they wrote nothing', () => {
  const { unmount } = render(withCopy(<OwnerOfferSummary view={view} />, ['owners']));
  expect(screen.getByText('Extra fittings asked for').nextSibling).toHaveTextContent('Curtain rods');
  expect(screen.getByText('Message from the tenant').nextSibling).toHaveTextContent('We are a family of three.');
  unmount();
  render(withCopy(<OwnerOfferSummary view={{ ...view, message: null, extraFittings: null, unit: null }} />, ['owners']));
  expect(screen.queryByText('What the tenant wrote')).not.toBeInTheDocument();
  expect(screen.getByText('2 BHK · Semi-Furnished, Acme Lakeside')).toBeInTheDocument();
});

test('a counter is named as the counter offer, not as the owner’s own', () => {
  render(withCopy(<OwnerOfferSummary view={{ ...view, counter: { rent: 41000, deposit: 130000, moveinDate: '2026-12-10' } }} />, ['owners']));
  expect(screen.getByText(/^The counter offer: ₹41,000 \/ month/)).toBeInTheDocument();
});

test('on a Kannada page the labels are Kannada and the figures stay as they are', () => {
  render(withCopy(<OwnerOfferSummary view={view} />, ['owners'], 'kn'));
  const terms = screen.getByRole('table', { name: 'ನೀವು ಕೇಳಿದ್ದರ ಪಕ್ಕದಲ್ಲಿ ಆಫರ್' });
  const rent = within(terms).getByRole('row', { name: /ಬಾಡಿಗೆ \/ ತಿಂಗಳು/ });
  expect(within(rent).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['₹40,000', '₹42,000']);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ನಿಮ್ಮ ಮನೆಗೆ ಒಂದು ಆಫರ್');
});
