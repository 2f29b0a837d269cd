// The desk's answer to an owner's waiting rent in the browser: Refuse carries the optional reason the owner reads in
// their message; Approve carries none.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ownersApi } from '@/components/ops/owners/owners-api';
import { RentChangeDecision } from '@/components/ops/owners/rent-change-decision';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }), usePathname: () => '/ops/owners', useSearchParams: () => new URLSearchParams() }));
jest.mock('@/components/ops/owners/owners-api', () => ({ ownersApi: { decideRentChange: jest.fn() } }));
const desk = ownersApi as jest.Mocked<typeof ownersApi>;

test("the desk's Refuse sends the reason for the owner; Approve sends none", async () => {
  const user = userEvent.setup();
  desk.decideRentChange.mockResolvedValue({ listingId: 'l1' });
  render(<RentChangeDecision change={{ id: 'c1', newRent: 99000 }} />);
  await user.type(screen.getByLabelText(/^Reason for the owner, if you refuse/), 'Homes like this rent for less');
  await user.click(screen.getByRole('button', { name: 'Refuse' }));
  await waitFor(() => expect(desk.decideRentChange).toHaveBeenCalledWith('c1', { decision: 'refuse', reason: 'Homes like this rent for less' }));
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(desk.decideRentChange).toHaveBeenLastCalledWith('c1', { decision: 'approve' }));
});
