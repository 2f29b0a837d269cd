// The counter message's link, '/profile?offers=<property id>', opens 'Your offers' on arrival with that home's offer
// first; closing it takes the parameter off the address.
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace, push: jest.fn() }), usePathname: () => '/profile' }));
jest.mock('next/dynamic', () => () => {
  // The sheet as a stand-in that shows what it was given (the real one is a drawer that fetches the offers).
  return function SentOffersSheet({ open, onOpenChange, firstPropertyId }: { open: boolean; onOpenChange(open: boolean): void; firstPropertyId?: string }) {
    return open ? (
      <div role="dialog" aria-label="Your offers" data-first={firstPropertyId}>
        <button type="button" onClick={() => onOpenChange(false)}>
          Close
        </button>
      </div>
    ) : null;
  };
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpenSentOffers } from '@/components/offers/open-sent-offers';
import { withCopy } from '@/tests/helpers/copy';

test('opens at once with the home first, and closing it leaves the profile without the parameter', async () => {
  render(withCopy(<OpenSentOffers firstPropertyId="8d2e3b4c-5e6f-4a71-9b8c-0d1e2f3a4b5c" />, ['offers']));
  expect(screen.getByRole('dialog', { name: 'Your offers' })).toHaveAttribute('data-first', '8d2e3b4c-5e6f-4a71-9b8c-0d1e2f3a4b5c');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(replace).toHaveBeenCalledWith('/profile', { scroll: false });
});
