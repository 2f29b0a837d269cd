// The desk's lists built for work, in the browser: the pager ('N results', page of pages, 25/50/100), a page past the
// end, the filters folded on a phone, a row's menu (keyboard, names carrying the row), picking rows for a bulk
// action, the offers row (unit, wait against the service level, its menu), the board over several days, the
// listings' age since confirmed and 'Ask the owner now', and each list's CSV (formula-safe, India time).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FiltersDisclosure } from '@/components/ops/filters-disclosure';
import { ListingsTable } from '@/components/ops/listings/listings-table';
import { OffersTable } from '@/components/ops/offers/offers-table';
import { RowMenu } from '@/components/ops/row-menu';
import { BulkBar, PageCheckbox, RowCheckbox, useRowSelection } from '@/components/ops/row-selection';
import { TablePager } from '@/components/ops/table-pager';
import { VisitsBoard } from '@/components/ops/visits/visits-board';
import type { DeskOfferRow } from '@/lib/offers/desk';
import { csvHeader, csvRecords, LISTINGS_CSV, MESSAGES_CSV, OFFERS_CSV, VISITS_CSV } from '@/lib/ops/desk-csv';
import type { DeskListingRow } from '@/lib/ops/listings-table';
import { parseOffersView } from '@/lib/ops/offers-table';
import { lastPage, pastEndHref, resultsText, toTablePage } from '@/lib/ops/table-query';
import { offersBulkSchema } from '@/lib/validation/ops-lists';
import type { BoardVisit } from '@/lib/visits/desk-marks';

let query = new URLSearchParams();
jest.mock('next/navigation', () => ({
  usePathname: () => '/ops/offers',
  useSearchParams: () => query,
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

// TanStack Table ships ES modules only, which the unit project does not compile: the tables' cells are rendered
// through a stand-in that lays each row's cells out (and its selection checkbox) as the table would.
jest.mock('@/components/ops/data-table', () => {
  const { RowCheckbox: Checkbox } = jest.requireActual('@/components/ops/row-selection');
  return {
    DataTable: ({ columns, page, rowKey, selection }: { columns: { id: string; cell: (row: unknown) => unknown }[]; page: { rows: unknown[] }; rowKey: (row: unknown) => string; selection?: unknown }) => (
      <table>
        <tbody>
          {page.rows.map((row, index) => (
            <tr key={index}>
              {selection ? (
                <td>
                  <Checkbox selection={selection} row={row} rowKey={rowKey} />
                </td>
              ) : null}
              {columns.map((column) => (
                <td key={column.id}>{column.cell(row) as never}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    ),
  };
});

beforeEach(() => {
  query = new URLSearchParams();
});

describe('pages of a list', () => {
  test("'N results', the page of pages, the page sizes and the next page, as links keeping the view", () => {
    query = new URLSearchParams('status=Pending&page=2');
    render(<TablePager page={{ page: 2, size: 25, hasNext: true, total: 1234 }} />);
    expect(screen.getByTestId('table-results')).toHaveTextContent('1,234 results · page 2 of 50');
    expect(screen.getByRole('link', { name: '50 rows a page' })).toHaveAttribute('href', '/ops/offers?status=Pending&size=50');
    expect(screen.getByText('25', { selector: '[aria-current]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/ops/offers?status=Pending');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/ops/offers?status=Pending&page=3');
  });

  test('one page says its count only; past the deepest page the filters narrow it', () => {
    const { rerender } = render(<TablePager page={{ page: 1, size: 25, hasNext: false, total: 1 }} />);
    expect(screen.getByTestId('table-results')).toHaveTextContent(/^1 result$/);
    expect(screen.queryByRole('group', { name: 'Rows a page' })).not.toBeInTheDocument();
    rerender(<TablePager page={{ page: 200, size: 25, hasNext: false, total: 9000 }} />);
    expect(screen.getByTestId('table-results')).toHaveTextContent('9,000 results · page 200 of 200 · narrow the filters to see more');
  });

  test('a page past the end goes to the last page of the same view, page 1 of an empty list', () => {
    const page = (total: number, at: number) => toTablePage([], { page: at, size: 25 }, total);
    expect(pastEndHref('/ops/offers', { status: 'all', page: '999' }, page(60, 999))).toBe('/ops/offers?status=all&page=3');
    expect(pastEndHref('/ops/offers', { page: '9' }, page(10, 9))).toBe('/ops/offers');
    expect(pastEndHref('/ops/offers', { status: 'all', page: '9' }, page(0, 9))).toBe('/ops/offers?status=all');
    expect(pastEndHref('/ops/offers', {}, toTablePage([{}], { page: 1, size: 25 }, 1))).toBeNull();
    expect(pastEndHref('/ops/offers', {}, page(0, 1))).toBeNull();
    expect(lastPage(0, 25)).toBe(1);
    expect(lastPage(1_000_000, 25)).toBe(200);
    expect(resultsText(0)).toBe('0 results');
  });
});

describe('filters on a phone', () => {
  test('folded in a disclosure whose summary counts the filters on; opened from 1024 px', () => {
    query = new URLSearchParams('status=Pending&society=cypress&page=2&sort=age');
    const matchMedia = jest.fn().mockReturnValue({ matches: false });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    const { unmount } = render(
      <FiltersDisclosure>
        <label>
          Society <input />
        </label>
      </FiltersDisclosure>,
    );
    const details = screen.getByTestId('table-filters') as HTMLDetailsElement;
    expect(details.tagName).toBe('DETAILS');
    expect(details.open).toBe(false);
    expect(within(details).getByText('Filters').closest('summary')).toHaveTextContent('Filters2 on');
    unmount();
    matchMedia.mockReturnValue({ matches: true });
    render(
      <FiltersDisclosure>
        <span>fields</span>
      </FiltersDisclosure>,
    );
    expect((screen.getByTestId('table-filters') as HTMLDetailsElement).open).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
  });
});

describe("a row's menu", () => {
  function Menu({ onAccept = jest.fn() }: { onAccept?: () => void }) {
    return (
      <>
        <button type="button">before</button>
        <RowMenu
          name="Answer: Asha’s offer on 2 BHK · Unit A-1204, Cypress"
          items={[
            { key: 'accept', label: 'Accept', name: 'Accept Asha’s offer on 2 BHK · Unit A-1204, Cypress', onSelect: onAccept },
            { key: 'decline', label: 'Decline', name: 'Decline Asha’s offer on 2 BHK · Unit A-1204, Cypress', onSelect: jest.fn() },
            { key: 'tenant', label: 'Asha’s page', name: 'Asha’s page (Asha’s offer on 2 BHK · Unit A-1204, Cypress)', href: '/ops/people/u1' },
          ]}
        >
          Answer
        </RowMenu>
      </>
    );
  }

  test('opens from the keyboard on its first item, moves round with the arrows, closes on Escape with focus back', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Answer: Asha’s offer on 2 BHK · Unit A-1204, Cypress' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Answer: Asha’s offer on 2 BHK · Unit A-1204, Cypress' });
    expect(within(menu).getByRole('menuitem', { name: 'Accept Asha’s offer on 2 BHK · Unit A-1204, Cypress' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^Decline Asha/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^Accept Asha/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: /^Asha’s page/ })).toHaveAttribute('href', '/ops/people/u1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  test('Arrow Up opens it on the last item; choosing an item closes it, focuses the button and runs the action', async () => {
    const user = userEvent.setup();
    const onAccept = jest.fn(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Answer: Asha/ })));
    render(<Menu onAccept={onAccept} />);
    const trigger = screen.getByRole('button', { name: /^Answer: Asha/ });
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: /^Asha’s page/ })).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // A click outside closes it too.
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'before' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('picking rows for a bulk action', () => {
  type Row = { id: string; open: boolean };
  const rows: Row[] = [
    { id: 'a', open: true },
    { id: 'b', open: false },
    { id: 'c', open: true },
  ];
  function Picker() {
    const rowKey = (row: Row) => row.id;
    const canSelect = (row: Row) => row.open;
    const { selected, toggle, clear, picked } = useRowSelection(rows, rowKey, canSelect);
    const selection = { selected, toggle, canSelect, label: (row: Row) => `message ${row.id}` };
    return (
      <>
        <BulkBar count={picked.length} noun={['message', 'messages']} onClear={clear}>
          <button type="button">Mark handled</button>
        </BulkBar>
        <PageCheckbox selection={selection} rows={rows} rowKey={rowKey} />
        {rows.map((row) => (
          <RowCheckbox key={row.id} selection={selection} row={row} rowKey={rowKey} />
        ))}
      </>
    );
  }

  test('only rows that can take it have a checkbox, named by the row; the page box picks them all; the bar counts', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('Select messages to act on several at once.');
    expect(screen.queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select message b' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select message a' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('1 message selected');
    expect((screen.getByRole('checkbox', { name: 'Select every row on this page that can be' }) as HTMLInputElement).indeterminate).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page that can be' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('2 messages selected');
    expect(screen.getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('Select messages');
  });

  test('a bulk payload is a page of ids at most, each once', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(offersBulkSchema.parse({ offerIds: [id, id] })).toEqual({ offerIds: [id] });
    expect(offersBulkSchema.safeParse({ offerIds: [] }).success).toBe(false);
    expect(offersBulkSchema.safeParse({ offerIds: Array.from({ length: 101 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`) }).success).toBe(false);
    expect(offersBulkSchema.safeParse({ offerIds: ['x'] }).success).toBe(false);
  });
});

const NOW = Date.parse('2026-11-28T06:30:00.000Z');
const offer: DeskOfferRow = {
  id: 'f1',
  status: 'Pending',
  sentAt: new Date(NOW - 30 * 3_600_000).toISOString(),
  societyName: 'Divyasree Cypress Gardens',
  homeTitle: '2 BHK · Fully Furnished',
  unit: 'A-1204',
  homeName: '2 BHK · Fully Furnished · Unit A-1204',
  listingStatus: 'Active',
  askingRent: 45000,
  askingDeposit: 150000,
  offeredRent: 40000,
  offeredDeposit: 100000,
  moveinDate: '2026-12-15',
  counter: null,
  message: 'Can we move in a week early?',
  extraFittings: null,
  declineReason: null,
  withdrawReason: null,
  firstName: 'Asha',
  occupation: 'Employed (Salaried)',
  tenantType: 'Family',
  userId: 'u1',
  ownerId: 'o1',
  ownerLink: null,
  ownerReachable: true,
  assignee: null,
  notes: 0,
  actions: { accept: true, decline: true, counter: true, withdraw: false, forward: true, revokeLink: false },
};

describe('the offers inbox', () => {
  test('opens on waiting offers, oldest first; every status on asking; one offer a search opens whatever its status', () => {
    expect(parseOffersView({})).toMatchObject({ filters: { status: 'Pending' }, query: { sort: 'age', dir: 'desc' }, statusChoice: 'Pending' });
    expect(parseOffersView({ status: 'all' }).filters.status).toBeUndefined();
    expect(parseOffersView({ offer: '00000000-0000-4000-8000-000000000001' }).filters).toEqual({ offerId: '00000000-0000-4000-8000-000000000001', status: undefined, society: undefined });
  });

  test('a row names the home with its unit, the wait in red past the target, and its answers in one menu', async () => {
    const user = userEvent.setup();
    render(<OffersTable page={{ rows: [offer, { ...offer, id: 'f2', sentAt: new Date(NOW - 3_600_000).toISOString(), firstName: 'Ravi' }], page: 1, size: 25, hasNext: false, total: 2 }} sort={{ key: 'age', dir: 'desc' }} now={NOW} slaHours={24} />);
    const [first, second] = screen.getAllByRole('row');
    expect(within(first!).getByTestId('desk-offer-home')).toHaveTextContent('2 BHK · Fully Furnished · Unit A-1204');
    expect(within(first!).getByTestId('desk-offer-age')).toHaveAttribute('data-tone', 'red');
    expect(within(first!).getByTestId('desk-offer-age')).toHaveTextContent('30 h, past the target');
    expect(within(second!).getByTestId('desk-offer-age')).toHaveAttribute('data-tone', 'ok');
    expect(within(first!).getByTestId('desk-offer-notes')).toHaveTextContent('Message: Can we move in a week early?');
    await user.click(within(first!).getByRole('button', { name: 'Answer: Asha’s offer on 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Accept Asha’s offer on 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens',
      'Decline Asha’s offer on 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens',
      'Counter Asha’s offer on 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens',
      'Forward to owner: Asha’s offer on 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens',
      'Notes: Asha’s offer on 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens',
      'Assign Asha’s offer on 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens',
      'Asha’s page (Asha’s offer on 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens)',
      'Owner of 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens',
    ]);
    // The accept dialog names the home with its unit.
    await user.click(screen.getByRole('menuitem', { name: /^Accept Asha/ }));
    expect(screen.getByRole('dialog', { name: 'Accept this offer?' })).toHaveTextContent('for 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens.');
  });

  test('waiting offers can be picked and forwarded to their owners together, after a confirmation', async () => {
    const user = userEvent.setup();
    render(<OffersTable page={{ rows: [offer, { ...offer, id: 'f2', status: 'Accepted', actions: { ...offer.actions, forward: false } }], page: 1, size: 25, hasNext: false, total: 2 }} sort={{ key: 'age', dir: 'desc' }} now={NOW} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha’s offer on 2 BHK · Fully Furnished · Unit A-1204, Divyasree Cypress Gardens' }));
    await user.click(screen.getByRole('button', { name: 'Forward to owners' }));
    expect(screen.getByRole('dialog', { name: 'Forward 1 offer to their owners?' })).toHaveTextContent('If any of them cannot be sent');
  });
});

const visit: BoardVisit = {
  visitId: 'v1',
  societyId: 's1',
  societyName: 'Banyan Heights',
  firstName: 'Ravi',
  home: '3 BHK · Semi-Furnished',
  houseNumber: 'C-701',
  kind: 'rent',
  visitStart: '2026-11-29T05:30:00.000Z',
  day: '2026-11-29',
  slot: '11:00 AM – 11:30 AM',
  status: 'booked',
  gate: 'not_yet',
  gateAt: null,
  notes: 0,
  canUnlock: false,
  canNoShow: false,
  canUndo: false,
};

test('the board over several days shows each visit’s day, and every home with its unit', () => {
  const { rerender } = render(<VisitsBoard page={{ rows: [visit], page: 1, size: 25, hasNext: false, total: 1 }} sort={{ key: 'slot', dir: 'asc' }} caption="Visits" showDay />);
  expect(screen.getByTestId('board-day')).toHaveTextContent('Sun 29 Nov');
  expect(screen.getByText('3 BHK · Semi-Furnished for rent · Unit C-701')).toBeInTheDocument();
  rerender(<VisitsBoard page={{ rows: [visit], page: 1, size: 25, hasNext: false, total: 1 }} sort={{ key: 'slot', dir: 'asc' }} caption="Visits" />);
  expect(screen.queryByTestId('board-day')).not.toBeInTheDocument();
});

const listing: DeskListingRow = {
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
  lastConfirmedAt: new Date(NOW - 20 * 86_400_000).toISOString(),
  key: null,
  hasOwner: true,
  ownerId: 'o1',
  ownerQuestion: null,
  canAskOwner: true,
  assignee: null,
  notes: 0,
  openBrokerReports: 0,
};

test('listings: the age since confirmed (amber when stale, red past the hiding bound), Ask the owner now and the broker reports waiting', () => {
  render(
    <ListingsTable
      page={{ rows: [listing, { ...listing, id: 'l2', lastConfirmedAt: new Date(NOW - 40 * 86_400_000).toISOString(), canAskOwner: false }, { ...listing, id: 'l3', lastConfirmedAt: new Date(NOW - 86_400_000).toISOString(), openBrokerReports: 2 }], page: 1, size: 25, hasNext: false, total: 3 }}
      sort={{ key: 'confirmed', dir: 'desc' }}
      now={NOW}
      askDays={14}
    />,
  );
  const ages = screen.getAllByTestId('listing-confirmed-age');
  expect(ages.map((age) => [age.textContent, age.getAttribute('data-tone')])).toEqual([
    ['20 d, stale', 'amber'],
    ['40 d, stale', 'red'],
    ['1 d', 'ok'],
  ]);
  expect(screen.getAllByRole('button', { name: 'Ask the owner now: is 2 BHK · Semi-Furnished · Unit C-703, Sobha Lotus Residency still available?' })).toHaveLength(2);
  expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  const reports = screen.getAllByRole('link', { name: /broker reports? waiting/ });
  expect(reports.map((link) => [link.textContent, link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
    ['2 broker reports waiting', '2 broker reports waiting on 2 BHK · Semi-Furnished · Unit C-703, Sobha Lotus Residency', '/ops/listings/broker-reports?listing=l3'],
  ]);
});

describe('CSV of each list', () => {
  test('formula-safe cells, quoted where needed, India time', () => {
    const text = csvHeader(OFFERS_CSV) + csvRecords(OFFERS_CSV, [{ ...offer, message: '=1+2', extraFittings: '@SUM(A1), "AC"' }]);
    const [header, row] = text.split('\r\n');
    expect(header!.split(',')).toHaveLength(OFFERS_CSV.header.length);
    expect(row!.startsWith('f1,')).toBe(true);
    expect(row).toContain('2026-11-27 06:00:00 IST,Pending,Divyasree Cypress Gardens,2 BHK · Fully Furnished,A-1204,45000,150000,40000,100000,2026-12-15');
    expect(row).toContain(`,"'@SUM(A1), ""AC""",'=1+2,`);
    expect(csvRecords(VISITS_CSV, [{ ...visit, firstName: '-Ravi' }])).toBe("v1,2026-11-29,11:00 AM – 11:30 AM,'-Ravi,3 BHK · Semi-Furnished,C-701,rent,Banyan Heights,Booked,Not yet,\r\n");
    expect(csvRecords(LISTINGS_CSV, [listing])).toContain(',Active,2026-11-08 12:00:00 IST,yes,,\r\n');
    expect(csvRecords(MESSAGES_CSV, [{ id: 'm1', firstName: 'Meera', subject: '+ parking', receivedAt: '2026-11-28T04:30:00.000Z', handledAt: null, handledBy: null, assignee: null, notes: 0 }])).toBe("m1,2026-11-28 10:00:00 IST,Meera,'+ parking,Not handled,,,\r\n");
  });
});

describe("a row's menu and scrolling", () => {
  const rectAt = (top: number) => ({ top, bottom: top + 44, left: 900, right: 1000, width: 100, height: 44, x: 900, y: top, toJSON: () => ({}) }) as DOMRect;
  const openMenu = async () => {
    const user = userEvent.setup();
    render(<RowMenu name="Actions: row" items={[{ key: 'a', label: 'A', name: 'A row', onSelect: jest.fn() }]} />);
    const button = screen.getByRole('button', { name: 'Actions: row' });
    let top = 300;
    jest.spyOn(button, 'getBoundingClientRect').mockImplementation(() => rectAt(top));
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    return { moveButtonTo: (next: number) => (top = next) };
  };

  test('a scroll that moves the button closes the menu rather than leave it floating apart', async () => {
    const { moveButtonTo } = await openMenu();
    moveButtonTo(120);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  test('a scroll inside the menu, or one that leaves the button in place, keeps it open', async () => {
    await openMenu();
    act(() => {
      fireEvent.scroll(screen.getByRole('menu'));
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  test('the menu is no taller than the room the window has below its button', async () => {
    await openMenu();
    expect(screen.getByRole('menu').style.maxHeight).toBe(`${window.innerHeight - 344 - 4 - 8}px`);
  });
});
