// The three final one-tap answers ask once to confirm, in place: the owner's 'Accept', the owner's "It's rented"
// and the tenant's 'Accept counter'. Nothing is sent until the confirmation; 'Back' returns to the answers.
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/components/owners/offers/owner-api', () => ({ sendOwnerAnswer: jest.fn().mockResolvedValue({ offer: { id: 'o1', offer_status: 'Accepted' } }) }));
jest.mock('@/components/owners/availability/availability-api', () => ({ sendAvailabilityAnswer: jest.fn().mockResolvedValue({ answer: 'rented' }) }));
jest.mock('@/components/offers/offers-api', () => ({ offersApi: { answerCounter: jest.fn().mockResolvedValue({}) } }));

import { withCopy } from '@/tests/helpers/copy';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CounterAnswerButtons } from '@/components/offers/counter-answer';
import { OwnerOfferAnswer } from '@/components/owners/offers/owner-offer-answer';
import { sendOwnerAnswer } from '@/components/owners/offers/owner-api';
import { AvailabilityAnswer } from '@/components/owners/availability/availability-answer';
import { sendAvailabilityAnswer } from '@/components/owners/availability/availability-api';
import { offersApi } from '@/components/offers/offers-api';
import type { OwnerOfferView } from '@/lib/owners/answers';

beforeEach(() => jest.clearAllMocks());

const view: OwnerOfferView = {
  status: 'Pending',
  societyName: 'Acme Lakeside',
  propertyTitle: '2 BHK · Semi-Furnished',
  unit: 'B-1204',
  askingRent: 42000,
  askingDeposit: 150000,
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
  extraFittings: null,
  message: null,
  counter: null,
  tenant: { firstName: 'Asha', summary: null },
};

test("the owner's Accept says what it accepts and that it is final, and sends only on 'Yes'", async () => {
  const user = userEvent.setup();
  render(withCopy(<OwnerOfferAnswer target={{ token: 't' }} view={view} />, ['owners']));
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(sendOwnerAnswer).not.toHaveBeenCalled();
  expect(screen.getByTestId('owner-accept-confirm')).toHaveTextContent('Accept ₹40,000 a month and ₹1,20,000 deposit, moving in 5 Dec 2026? This is final');
  const yes = screen.getByRole('button', { name: 'Yes, accept the offer' });
  expect(yes).toHaveFocus();
  expect(yes).toHaveAccessibleDescription(/This is final/);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  expect(sendOwnerAnswer).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  await user.click(screen.getByRole('button', { name: 'Yes, accept the offer' }));
  expect(sendOwnerAnswer).toHaveBeenCalledWith({ token: 't' }, { action: 'accept' });
});

test("\"It's rented\" says what it does and sends only on 'Yes, it's rented'", async () => {
  const user = userEvent.setup();
  render(withCopy(<AvailabilityAnswer target={{ token: 't' }} question="Is your home still available?" availableAsOf={null} hidden={false} />, ['owners']));
  await user.click(screen.getByRole('button', { name: "It's rented" }));
  expect(sendAvailabilityAnswer).not.toHaveBeenCalled();
  expect(screen.getByTestId('rented-confirm')).toHaveTextContent('This is final: we take the listing off the site, cancel its upcoming visits with an apology');
  expect(screen.getByRole('button', { name: "Yes, it's rented" })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(sendAvailabilityAnswer).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: "It's rented" }));
  await user.click(screen.getByRole('button', { name: "Yes, it's rented" }));
  expect(sendAvailabilityAnswer).toHaveBeenCalledWith({ token: 't' }, 'rented');

});

test("'Yes, still available' stays one tap", async () => {
  const user = userEvent.setup();
  render(withCopy(<AvailabilityAnswer target={{ token: 'u' }} question="Is your home still available?" availableAsOf={null} hidden={false} />, ['owners']));
  await user.click(screen.getByRole('button', { name: 'Yes, still available' }));
  expect(sendAvailabilityAnswer).toHaveBeenCalledWith({ token: 'u' }, 'available');
});

test("the tenant's 'Accept counter' asks once; 'Back' returns the focus to it", async () => {
  const user = userEvent.setup();
  const answered = jest.fn();
  render(withCopy(<CounterAnswerButtons offerId="o1" onAnswered={answered} />, ['offers']));
  await user.click(screen.getByRole('button', { name: 'Accept counter' }));
  expect(offersApi.answerCounter).not.toHaveBeenCalled();
  expect(screen.getByTestId('accept-counter-confirm')).toHaveTextContent('This is final: you agree to these terms, the owner is told');
  expect(screen.getByRole('button', { name: 'Yes, accept' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Accept counter' })).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Accept counter' }));
  await user.click(screen.getByRole('button', { name: 'Yes, accept' }));
  expect(offersApi.answerCounter).toHaveBeenCalledWith('o1', 'accept');
  expect(answered).toHaveBeenCalled();
});

test("the tenant's 'Decline counter' stays one tap", async () => {
  const user = userEvent.setup();
  render(withCopy(<CounterAnswerButtons offerId="o2" onAnswered={jest.fn()} />, ['offers']));
  await user.click(screen.getByRole('button', { name: 'Decline counter' }));
  expect(offersApi.answerCounter).toHaveBeenCalledWith('o2', 'decline');
});
