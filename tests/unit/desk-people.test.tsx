// A person in one place on the desk: the tenant's and the owner's pages (components/ops/people/*) show each list
// with its rows opening their records, and the offers and listings rows link to both pages.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingsTable } from '@/components/ops/listings/listings-table';
import { OffersTable } from '@/components/ops/offers/offers-table';
import { OwnerRecordView } from '@/components/ops/people/owner-record';
import { TenantRecord } from '@/components/ops/people/tenant-record';
import type { DeskOfferRow } from '@/lib/offers/desk';
import type { DeskListingRow } from '@/lib/ops/listings-table';
import type { DeskOwnerRecord, DeskPerson } from '@/lib/ops/people';

// TanStack Table ships ES modules only, which the unit project does not compile: the tables' own cells are
// rendered through a stand-in that lays each row's cells out as the table would.
jest.mock('@/components/ops/data-table', () => ({
  DataTable: ({ columns, page }: { columns: { id: string; cell: (row: unknown) => unknown }[]; page: { rows: unknown[] } }) => (
    <table>
      <tbody>
        {page.rows.map((row, index) => (
          <tr key={index}>
            {columns.map((column) => (
              <td key={column.id}>{column.cell(row) as never}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
}));
jest.mock('next/navigation', () => ({
  usePathname: () => '/ops/offers',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

const home = { bedroom: '2 BHK', furnishing: 'Semi-Furnished', unit: 'C-703', societyId: 's1', societyName: 'Sobha Lotus Residency' };

const person: DeskPerson = {
  id: 'u1',
  name: 'Kavya Nair',
  email: 'kavya@example.com',
  phone: '+91 9845012345',
  emailVerified: true,
  phoneVerified: false,
  registeredAt: '2026-10-01T04:30:00.000Z',
  profile: { occupation: 'Employed (Salaried)', workplace: 'Infosys', tenantType: 'Family', adults: 2, children: 1, hasPet: false, homeState: 'Kerala', currentCity: 'Bangalore' },
  visits: [{ ...home, id: 'v1', start: '2026-11-28T05:30:00.000Z', day: '2026-11-28', kind: 'rental', status: 'booked', gate: 'not_yet' }],
  offers: [{ ...home, id: 'f1', status: 'Pending', offeredRent: 40000, offeredDeposit: 100000, moveinDate: '2026-12-15', sentAt: '2026-11-27T05:30:00.000Z' }],
  messages: [{ id: 'm1', subject: 'Parking', receivedAt: '2026-11-20T05:30:00.000Z', handledAt: null }],
  hearts: [{ ...home, id: 'h1', kind: 'rent', listingStatus: 'Active', heartedAt: '2026-11-19T05:30:00.000Z' }],
  consents: [
    { purpose: 'whatsapp_updates', granted: false, changedAt: null, waiting: true },
    { purpose: 'email_alerts', granted: true, changedAt: null, waiting: false },
    { purpose: 'share_tenant_profile', granted: false, changedAt: '2026-11-21T05:30:00.000Z', waiting: false },
  ],
  audit: null,
};

describe("a tenant's page", () => {
  test('the summary and each list, every row opening its record', () => {
    render(<TenantRecord person={person} />);
    const summary = screen.getByRole('region', { name: 'Account and profile' });
    expect(summary).toHaveTextContent('kavya@example.com');
    expect(summary).toHaveTextContent('Employed (Salaried), Infosys');
    expect(summary).toHaveTextContent('2 adults, 1 children');
    const visit = screen.getByTestId('person-visit');
    expect(within(visit).getByRole('link')).toHaveAttribute('href', '/ops/visits?date=2026-11-28&society=s1');
    expect(visit).toHaveTextContent('Sat 28 Nov, 11:00 AM · 2 BHK · Semi-Furnished · C-703');
    expect(visit).toHaveTextContent('Sobha Lotus Residency · to rent · Booked · Not yet');
    expect(within(screen.getByTestId('person-offer')).getByRole('link')).toHaveAttribute('href', '/ops/offers?offer=f1');
    expect(screen.getByTestId('person-offer')).toHaveTextContent('Pending');
    expect(within(screen.getByTestId('person-messages')).getByRole('link')).toHaveAttribute('href', '/ops/messages/m1');
    expect(screen.getByTestId('person-hearts')).toHaveTextContent('To rent · Active');
    const consents = screen.getByTestId('person-consents');
    expect(consents).toHaveTextContent('Off until the WhatsApp number is verified');
    expect(consents).toHaveTextContent('Given where the data was collected');
    expect(consents).toHaveTextContent('Withdrawn');
    expect(screen.getByText('Who looked at this person is in the audit log (admins).')).toBeInTheDocument();
  });

  test('an admin sees who looked; empty lists say so', () => {
    render(<TenantRecord person={{ ...person, profile: null, visits: [], offers: [], audit: [{ id: 9, at: '2026-11-28T05:30:00.000Z', actor: 'desk@example.com', action: 'view', table: 'profiles', fields: ['first_name', 'phone'] }] }} />);
    expect(screen.getByTestId('person-audit')).toHaveTextContent('desk@example.com');
    expect(screen.getByTestId('person-audit')).toHaveTextContent('Viewed account: first_name, phone');
    expect(screen.getByTestId('person-visits')).toHaveTextContent('No visits booked.');
    expect(screen.getByTestId('person-offers')).toHaveTextContent('No offers sent.');
    expect(screen.getByRole('region', { name: 'Account and profile' })).toHaveTextContent('Not made yet');
  });
});

const owner: DeskOwnerRecord = {
  id: 'o1',
  name: 'Ramesh Kumar',
  phoneHint: '••••••2233',
  hasEmail: true,
  channel: 'whatsapp',
  phoneVerified: false,
  accountLinkedAt: null,
  since: '2026-09-01T04:30:00.000Z',
  homes: [{ ...home, propertyId: 'p1', listingId: 'l1', listingStatus: 'Active', rent: 45000, lastConfirmedAt: '2026-11-01T04:30:00.000Z', rentChange: null }],
  links: [
    { id: 'k1', purpose: 'offer', sentAt: '2026-11-27T05:30:00.000Z', expiresAt: '2026-11-30T05:30:00.000Z', outcome: 'open', decision: null, decidedAt: null, home },
    { id: 'k2', purpose: 'availability', sentAt: '2026-11-20T05:30:00.000Z', expiresAt: '2026-11-23T05:30:00.000Z', outcome: 'answered', decision: 'rented', decidedAt: '2026-11-21T05:30:00.000Z', home },
  ],
  offers: [{ ...home, id: 'f1', userId: 'u1', firstName: 'Kavya', status: 'Pending', offeredRent: 40000, sentAt: '2026-11-27T05:30:00.000Z' }],
  answers: [{ ...home, id: 'a1', askedAt: '2026-11-20T05:30:00.000Z', remindedAt: null, closedAt: '2026-11-21T05:30:00.000Z', outcome: 'rented' }],
};

test("an owner's page: contact behind 'Show contact', homes, links with how each ended, offers, answers", () => {
  render(<OwnerRecordView owner={owner} />);
  expect(screen.getByRole('button', { name: 'Show Ramesh Kumar’s contact details' })).toBeInTheDocument();
  expect(screen.getByText('••••••2233')).toBeInTheDocument();
  expect(screen.queryByText('9811122233')).not.toBeInTheDocument();
  expect(within(screen.getByTestId('owner-home')).getByRole('link')).toHaveAttribute('href', '/ops/listings?society=Sobha+Lotus+Residency&home=C-703');
  const [open, answered] = screen.getAllByTestId('owner-link');
  expect(open).toHaveTextContent('An offer to answer');
  expect(open).toHaveTextContent('Open until');
  expect(answered).toHaveTextContent('Is your home still available?');
  expect(answered).toHaveTextContent('It’s rented');
  expect(within(screen.getByTestId('owner-offer')).getByRole('link')).toHaveAttribute('href', '/ops/offers?offer=f1');
  expect(screen.getByTestId('owner-answer')).toHaveTextContent('It’s rented');
});

const offerRow: DeskOfferRow = {
  id: 'f1',
  status: 'Pending',
  sentAt: '2026-11-27T05:30:00.000Z',
  societyName: 'Sobha Lotus Residency',
  homeTitle: '2 BHK · Semi-Furnished',
  unit: null,
  homeName: '2 BHK · Semi-Furnished',
  listingStatus: 'Active',
  askingRent: 45000,
  askingDeposit: 150000,
  offeredRent: 40000,
  offeredDeposit: 100000,
  moveinDate: '2026-12-15',
  counter: null,
  declineReason: null,
  withdrawReason: null,
  firstName: 'Kavya',
  occupation: 'Employed (Salaried)',
  tenantType: 'Family',
  userId: 'u1',
  ownerId: 'o1',
  message: null,
  extraFittings: null,
  ownerLink: null,
  ownerReachable: true,
  assignee: null,
  notes: 0,
  actions: { accept: true, decline: true, counter: true, withdraw: false, forward: true, revokeLink: false },
};

test("an offers row's tenant links to their page, and the home's owner to theirs (in the row's menu)", async () => {
  const user = userEvent.setup();
  render(<OffersTable page={{ rows: [offerRow, { ...offerRow, id: 'f2', ownerId: null }], page: 1, size: 25, hasNext: false, total: 2 }} sort={{ key: 'age', dir: 'asc' }} now={Date.parse('2026-11-28T05:30:00.000Z')} />);
  const [first, second] = screen.getAllByRole('row');
  expect(within(first!).getByRole('link', { name: "Kavya's page (offer on 2 BHK · Semi-Furnished, Sobha Lotus Residency)" })).toHaveAttribute('href', '/ops/people/u1');
  await user.click(within(first!).getByRole('button', { name: /^Answer: Kavya’s offer/ }));
  expect(screen.getByRole('menuitem', { name: 'Owner of 2 BHK · Semi-Furnished, Sobha Lotus Residency' })).toHaveAttribute('href', '/ops/owners/o1');
  await user.keyboard('{Escape}');
  // The second offer's home has no owner record: no owner link.
  expect(within(second!).getByRole('link', { name: "Kavya's page (offer on 2 BHK · Semi-Furnished, Sobha Lotus Residency)" })).toBeInTheDocument();
  await user.click(within(second!).getByRole('button', { name: /^Answer: Kavya’s offer/ }));
  expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0);
  expect(screen.queryByRole('menuitem', { name: /^Owner of / })).not.toBeInTheDocument();
});

const listingRow: DeskListingRow = {
  id: 'l1',
  propertyId: 'p1',
  societyId: 's1',
  societyName: 'Sobha Lotus Residency',
  bedroom: '2 BHK',
  furnishing: 'Semi-Furnished',
  houseNumber: 'C-703',
  floor: 7,
  rent: 45000,
  deposit: 150000,
  immediate: true,
  availableFrom: null,
  status: 'Active',
  lastConfirmedAt: '2026-11-01T04:30:00.000Z',
  key: null,
  hasOwner: true,
  ownerId: 'o1',
  ownerQuestion: null,
  canAskOwner: false,
  assignee: null,
  notes: 0,
  openBrokerReports: 0,
};

test("a listings row links to its owner's page; one without an owner record still needs one", () => {
  render(<ListingsTable page={{ rows: [listingRow, { ...listingRow, id: 'l2', hasOwner: false, ownerId: null }], page: 1, size: 25, hasNext: false, total: 2 }} sort={{ key: 'confirmed', dir: 'desc' }} />);
  const [first, second] = screen.getAllByRole('row');
  expect(within(first!).getByRole('link', { name: 'Owner of 2 BHK · Semi-Furnished · Unit C-703, Sobha Lotus Residency' })).toHaveAttribute('href', '/ops/owners/o1');
  expect(within(second!).queryByRole('link', { name: /^Owner of / })).not.toBeInTheDocument();
  expect(within(second!).getByTestId('listing-needs-owner')).toHaveTextContent('Needs an owner');
});
