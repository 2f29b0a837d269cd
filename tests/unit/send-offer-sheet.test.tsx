// The 'Send an Offer' button and sheet (spec 2.12) with our API answered from a table (a stand-in for the
// server inside the test only): the steps with and without a tenant profile, the spec's messages, 'Offer Sent'.
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { AuthProvider } from '@/components/auth/auth-provider';
import { SendOfferButton, type SendOfferButtonProps } from '@/components/offers/send-offer-button';
import { draftKey } from '@/components/tenant/profile-draft';
import { indiaToday } from '@/lib/time/india';
import { mockApi, person, type Routes } from './auth-test-utils';
import { installDrawerShims } from '../helpers/drawer-in-jsdom';
import { withCopy } from '../helpers/copy';

// Long flows (three profile steps) on a busy machine.
jest.setTimeout(30_000);

beforeAll(installDrawerShims);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

const listing: Omit<SendOfferButtonProps, 'offerSent'> = {
  rentListingId: '7c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  propertyId: '8d2e3b4c-5e6f-4a71-9b8c-0d1e2f3a4b5c',
  societyId: '9e3f4c5d-6f70-4b82-8c9d-1e2f3a4b5c6d',
  societyName: 'Prestige Lakeside Habitat',
  title: '2 BHK · Semi-Furnished',
  askingRent: 42000,
  askingDeposit: 150000,
};
const credits = { used: 0, total: 3, left: 3 };
const storedProfile = { id: 'p1', first_name: 'Asha', occupation: 'Employed (Salaried)' };

function offersRoute(post: { status?: number; body: unknown }): Routes[string] {
  return (body) => (body.rent_listing_id ? post : { body: { offers: [], credits } });
}

function renderButton(props: Partial<SendOfferButtonProps> = {}) {
  const onOfferSent = jest.fn();
  render(
    withCopy(
      <AuthProvider initialUser={person}>
        <SendOfferButton {...listing} offerSent={false} onOfferSent={onOfferSent} {...props} />
      </AuthProvider>,
      ['offers', 'tenant'],
    ),
  );
  return { onOfferSent };
}

const sheet = () => screen.findByTestId('offer-sheet');

test("'Offer Sent' when a live offer exists: disabled", () => {
  renderButton({ offerSent: true });
  expect(screen.getByRole('button', { name: /Offer Sent/ })).toBeDisabled();
});

test('with a profile: guidelines, the offer form with its messages, done, and the button reads Offer Sent', async () => {
  const user = userEvent.setup();
  const calls = mockApi({
    '/api/tenant-profile': { body: { profile: storedProfile } },
    '/api/offers': offersRoute({ status: 201, body: { offer: { id: 'o1', property_id: listing.propertyId, offer_status: 'Pending' }, credits: { used: 1, total: 3, left: 2 } } }),
  });
  const { onOfferSent } = renderButton();
  await user.click(screen.getByRole('button', { name: /Send an Offer/ }));

  const drawer = await sheet();
  expect(await within(drawer).findByRole('heading', { name: 'Before you send an offer' })).toBeInTheDocument();
  expect(within(drawer).getAllByRole('listitem')).toHaveLength(4);
  expect(within(drawer).getByText('Offers are final and cannot be changed once sent.')).toBeInTheDocument();
  expect(within(drawer).getByTestId('offer-credits-note')).toHaveTextContent('This offer uses 1 of your 3 free offer credits (3 left).');
  await user.click(within(drawer).getByRole('button', { name: 'Continue' }));

  // The asking amounts sit beside the inputs.
  expect(within(drawer).getByText('₹42,000')).toBeInTheDocument();
  expect(within(drawer).getByText('₹1,50,000')).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: 'Review Offer' }));
  expect(within(drawer).getByText('Please enter both rent and security deposit amounts.')).toBeInTheDocument();
  expect(within(drawer).getByText('Please select a preferred move-in date.')).toBeInTheDocument();
  expect(calls.filter((call) => call.body.rent_listing_id)).toHaveLength(0);

  await user.type(within(drawer).getByLabelText('Monthly rent (₹)'), '40,000');
  await user.type(within(drawer).getByLabelText('Security deposit (₹)'), '120000');
  expect(within(drawer).getByLabelText('Preferred move-in date')).toHaveAttribute('min', indiaToday());
  await user.type(within(drawer).getByLabelText('Preferred move-in date'), indiaToday());
  await user.type(within(drawer).getByLabelText(/Message to the owner/), 'Quiet couple');
  // Offers are final: read back first, then sent.
  await user.click(within(drawer).getByRole('button', { name: 'Review Offer' }));
  expect(within(drawer).getByTestId('offer-summary')).toHaveTextContent('You offer ₹40,000 a month, ₹1,20,000 deposit, moving in');
  await user.click(within(drawer).getByRole('button', { name: 'Send Offer' }));

  expect(await within(drawer).findByRole('heading', { name: 'Offer Sent' })).toBeInTheDocument();
  // The toast says it; the done screen does not say it again.
  expect(toast.success).toHaveBeenCalledWith('Your expression of interest has been sent to the property owner!');
  expect(within(drawer).queryByText('Your expression of interest has been sent to the property owner!')).toBeNull();
  expect(within(drawer).getByRole('button', { name: 'See your offers' })).toBeInTheDocument();
  const sent = calls.find((call) => call.body.rent_listing_id)!;
  expect(sent.body).toMatchObject({
    rent_listing_id: listing.rentListingId,
    property_id: listing.propertyId,
    society_id: listing.societyId,
    offered_rent: '40,000',
    offered_security_deposit: '120000',
    movein_date: indiaToday(),
    message: 'Quiet couple',
  });
  expect(onOfferSent).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: /Offer Sent/, hidden: true })).toBeDisabled();
});

test('without a profile: info, then the three profile steps (draft kept), then the guidelines', async () => {
  const user = userEvent.setup();
  const calls = mockApi({
    '/api/tenant-profile': (body) => (body.home_state ? { status: 201, body: { profile: storedProfile } } : { body: { profile: null } }),
    '/api/offers': offersRoute({ status: 500, body: {} }),
  });
  renderButton();
  await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
  const drawer = await sheet();
  await user.click(await within(drawer).findByRole('button', { name: 'Create Tenant Profile' }));

  expect(within(drawer).getByRole('heading', { name: 'Personal & Contact' })).toBeInTheDocument();
  expect(within(drawer).getByLabelText('Email')).toHaveValue(person.email);
  expect(within(drawer).getByLabelText('Email')).toHaveAttribute('readonly');
  await user.type(within(drawer).getByLabelText(/Current city/), 'Bangalore');
  expect(JSON.parse(window.localStorage.getItem(draftKey(person.id))!).values.current_residing_city).toBe('Bangalore');
  await user.click(within(drawer).getByRole('button', { name: /Next/ }));

  expect(within(drawer).getByRole('heading', { name: 'Occupation' })).toBeInTheDocument();
  const next = within(drawer).getByRole('button', { name: /Next/ });
  // Greyed and read as disabled (aria-disabled) until the step is valid; a tap shows what blocks.
  expect(next).toHaveAttribute('aria-disabled', 'true');
  await user.type(within(drawer).getByLabelText('Employer name'), 'Infosys');
  await user.selectOptions(within(drawer).getByLabelText('Home state'), 'Kerala');
  await user.type(within(drawer).getByLabelText(/LinkedIn profile/), 'linkedin');
  await user.tab();
  expect(within(drawer).getByText('Please enter a valid LinkedIn URL')).toBeInTheDocument();
  expect(next).toHaveAttribute('aria-disabled', 'true');
  await user.clear(within(drawer).getByLabelText(/LinkedIn profile/));
  expect(next).not.toHaveAttribute('aria-disabled');
  await user.click(next);

  expect(within(drawer).getByRole('heading', { name: 'Household & Lifestyle' })).toBeInTheDocument();
  await user.click(within(drawer).getByRole('radio', { name: 'Family' }));
  await user.click(within(drawer).getByRole('radio', { name: 'No' }));
  expect(within(drawer).getByRole('button', { name: 'Create Profile' })).toHaveAttribute('aria-disabled', 'true');
  await user.type(within(drawer).getByLabelText('Adults'), '2');
  await user.click(within(drawer).getByRole('button', { name: 'Create Profile' }));

  expect(await within(drawer).findByRole('heading', { name: 'Before you send an offer' })).toBeInTheDocument();
  const created = calls.find((call) => call.path === '/api/tenant-profile' && call.body.home_state);
  expect(created?.body).toMatchObject({ occupation: 'Employed (Salaried)', employer_name: 'Infosys', home_state: 'Kerala', tenant_type: 'Family', number_of_adults: '2', has_pet: false });
  expect(window.localStorage.getItem(draftKey(person.id))).toBeNull();
});

test("a failed profile check closes the sheet with 'Failed to check tenant profile. Please try again.'", async () => {
  const user = userEvent.setup();
  mockApi({ '/api/tenant-profile': { status: 500, body: { error: { code: 'tenant_profile_load_failed', message: 'Failed to load tenant profile' } } }, '/api/offers': offersRoute({ body: {} }) });
  renderButton();
  await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to check tenant profile. Please try again.'));
  await waitFor(() => expect(screen.queryByTestId('offer-sheet')).not.toBeInTheDocument());
});

test('the fourth offer: the plan message is shown and Continue is disabled', async () => {
  const user = userEvent.setup();
  mockApi({ '/api/tenant-profile': { body: { profile: storedProfile } }, '/api/offers': () => ({ body: { offers: [], credits: { used: 3, total: 3, left: 0 } } }) });
  renderButton();
  await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
  const drawer = await sheet();
  expect(await within(drawer).findByTestId('offer-credits-note')).toHaveTextContent('You have used your 3 free offers. More offers need a plan, which is coming soon.');
  expect(within(drawer).getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('a server failure while sending keeps the form and says so', async () => {
  const user = userEvent.setup();
  mockApi({
    '/api/tenant-profile': { body: { profile: storedProfile } },
    '/api/offers': offersRoute({ status: 500, body: { error: { code: 'offer_failed', message: 'Failed to send offer. Please try again.' } } }),
  });
  const { onOfferSent } = renderButton();
  await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
  const drawer = await sheet();
  await user.click(await within(drawer).findByRole('button', { name: 'Continue' }));
  await user.type(within(drawer).getByLabelText('Monthly rent (₹)'), '40000');
  await user.type(within(drawer).getByLabelText('Security deposit (₹)'), '1');
  await user.type(within(drawer).getByLabelText('Preferred move-in date'), indiaToday());
  await user.click(within(drawer).getByRole('button', { name: 'Review Offer' }));
  await user.click(within(drawer).getByRole('button', { name: 'Send Offer' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send offer. Please try again.'));
  expect(within(drawer).getByRole('button', { name: 'Send Offer' })).toBeEnabled();
  expect(onOfferSent).not.toHaveBeenCalled();
});

test('closed and reopened, the sheet is back at the offer form with what was typed', async () => {
  const user = userEvent.setup();
  mockApi({
    '/api/tenant-profile': { body: { profile: storedProfile } },
    '/api/offers': offersRoute({ status: 500, body: {} }),
  });
  renderButton();
  await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
  let drawer = await sheet();
  await user.click(await within(drawer).findByRole('button', { name: 'Continue' }));
  await user.type(within(drawer).getByLabelText('Monthly rent (₹)'), '39,000');
  await user.type(within(drawer).getByLabelText(/Message to the owner/), 'Quiet couple');

  await user.click(within(drawer).getAllByRole('button', { name: 'Close' })[0]!);
  await waitFor(() => expect(screen.queryByTestId('offer-sheet')).toBeNull());

  await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
  drawer = await sheet();
  expect(await within(drawer).findByLabelText('Monthly rent (₹)')).toHaveValue('39,000');
  expect(within(drawer).getByLabelText(/Message to the owner/)).toHaveValue('Quiet couple');
});

describe("the owner's preferred tenant and pets rule against the tenant profile", () => {
  const bachelorsNoPets = { ownerPreferences: { preferredTenants: ['Bachelors'], petsAllowed: false } };

  test('a family is told the owner prefers bachelors on the guidelines and the offer form, and can still send', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/tenant-profile': { body: { profile: { ...storedProfile, tenant_type: 'Family', has_pet: false } } },
      '/api/offers': offersRoute({ status: 201, body: { offer: { id: 'o1', property_id: listing.propertyId, offer_status: 'Pending' }, credits: { used: 1, total: 3, left: 2 } } }),
    });
    renderButton(bachelorsNoPets);
    await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
    const drawer = await sheet();
    await within(drawer).findByRole('heading', { name: 'Before you send an offer' });
    const note = within(drawer).getByTestId('home-fit-note');
    expect(note).toHaveTextContent('The owner prefers bachelors; your tenant profile says Family.');
    expect(note).toHaveTextContent('You can still send an offer; the owner decides.');
    // No pet in the profile: the pets rule is not a mismatch.
    expect(note).not.toHaveTextContent('pets');
    await user.click(within(drawer).getByRole('button', { name: 'Continue' }));
    expect(within(drawer).getByTestId('home-fit-note')).toHaveTextContent('The owner prefers bachelors; your tenant profile says Family.');
    await user.type(within(drawer).getByLabelText('Monthly rent (₹)'), '40000');
    await user.type(within(drawer).getByLabelText('Security deposit (₹)'), '100000');
    await user.type(within(drawer).getByLabelText('Preferred move-in date'), indiaToday());
    await user.click(within(drawer).getByRole('button', { name: 'Review Offer' }));
    await user.click(within(drawer).getByRole('button', { name: 'Send Offer' }));
    expect(await within(drawer).findByRole('heading', { name: 'Offer Sent' })).toBeInTheDocument();
    expect(within(drawer).queryByTestId('home-fit-note')).toBeNull();
  });

  test('a bachelor with a pet is told only about the pets rule', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/tenant-profile': { body: { profile: { ...storedProfile, tenant_type: 'Bachelors-Girls', has_pet: true } } },
      '/api/offers': offersRoute({ status: 500, body: {} }),
    });
    renderButton(bachelorsNoPets);
    await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
    const drawer = await sheet();
    await within(drawer).findByRole('heading', { name: 'Before you send an offer' });
    const note = within(drawer).getByTestId('home-fit-note');
    expect(note).toHaveTextContent('The owner does not allow pets; your tenant profile says you have one.');
    expect(note).not.toHaveTextContent('prefers');
  });

  test('a tenant who fits reads no note', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/tenant-profile': { body: { profile: { ...storedProfile, tenant_type: 'Single', has_pet: false } } },
      '/api/offers': offersRoute({ status: 500, body: {} }),
    });
    renderButton(bachelorsNoPets);
    await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
    const drawer = await sheet();
    await within(drawer).findByRole('heading', { name: 'Before you send an offer' });
    expect(within(drawer).queryByTestId('home-fit-note')).toBeNull();
  });
});

test("the done screen's 'See your offers' closes the sheet and opens 'Your offers', this offer first with the message sent", async () => {
  const user = userEvent.setup();
  const sentOffer = (id: string, property_id: string, message: string | null) => ({
    id, property_id, society_name: 'Prestige Lakeside Habitat', property_title: '2 BHK · Semi-Furnished', offered_rent: 40000, offered_security_deposit: 100000,
    movein_date: indiaToday(), extra_fittings_requested: null, message, offer_status: 'Pending', created_at: '2026-12-01T04:30:00.000Z', answered_at: null, counter: null, decline_reason: null, withdraw_reason: null,
  });
  mockApi({
    '/api/tenant-profile': { body: { profile: storedProfile } },
    '/api/offers': offersRoute({ status: 201, body: { offer: { id: 'o1', property_id: listing.propertyId, offer_status: 'Pending' }, credits: { used: 2, total: 3, left: 1 } } }),
    '/api/offers/sent': { body: { offers: [sentOffer('o0', 'another-home', null), sentOffer('o1', listing.propertyId, 'Quiet couple, no pets')] } },
  });
  renderButton();
  await user.click(screen.getByRole('button', { name: /Send an Offer/ }));
  const drawer = await sheet();
  await user.click(await within(drawer).findByRole('button', { name: 'Continue' }));
  await user.type(within(drawer).getByLabelText('Monthly rent (₹)'), '40000');
  await user.type(within(drawer).getByLabelText('Security deposit (₹)'), '100000');
  await user.type(within(drawer).getByLabelText('Preferred move-in date'), indiaToday());
  await user.type(within(drawer).getByLabelText(/Message to the owner/), 'Quiet couple, no pets');
  await user.click(within(drawer).getByRole('button', { name: 'Review Offer' }));
  await user.click(within(drawer).getByRole('button', { name: 'Send Offer' }));
  await user.click(await within(drawer).findByRole('button', { name: 'See your offers' }));

  const offers = await screen.findByTestId('sent-offers-sheet');
  await waitFor(() => expect(screen.queryByTestId('offer-sheet')).toBeNull());
  const listed = await within(offers).findAllByTestId('sent-offer');
  expect(listed.map((item) => item.getAttribute('data-property-id'))).toEqual([listing.propertyId, 'another-home']);
  expect(within(listed[0]!).getByTestId('sent-offer-message')).toHaveTextContent('Quiet couple, no pets');
  expect(within(listed[1]!).queryByTestId('sent-offer-message')).toBeNull();
});

test("'View your offer' on a card whose offer went out is a full-size control that opens 'Your offers'", async () => {
  const user = userEvent.setup();
  mockApi({ '/api/offers/sent': { body: { offers: [] } } });
  renderButton({ offerSent: true });
  const view = screen.getByRole('button', { name: 'View your offer' });
  // 44 px: the button's default height, not a smaller size.
  expect(view).toHaveClass('h-11');
  await user.click(view);
  expect(await screen.findByTestId('sent-offers-sheet')).toBeInTheDocument();
});
