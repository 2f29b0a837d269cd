// The desk's Today as it renders (components/ops/today/today-figures.tsx) and its service-level tones (lib/ops/sla.ts).
import { render, screen, within } from '@testing-library/react';
import { TodayFigures, type TodayLinks } from '@/components/ops/today/today-figures';
import type { DeskToday } from '@/lib/ops/today';
import { slaTone, waitedText } from '@/lib/ops/sla';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 11, 2, 6, 0);

const links: TodayLinks = {
  offers: '/ops/offers?status=Pending&sort=age&dir=desc',
  messages: '/ops/messages?state=open&sort=received&dir=asc',
  unconfirmed: '/ops/listings?status=Unconfirmed',
  withoutOwner: '/ops/listings?status=Active&owner=missing',
  rentChanges: '/ops/owners?waiting=rent',
  newHomes: '/ops/new-homes',
  brokerReports: '/ops/listings/broker-reports',
  queue: '/ops/queue',
  visits: (date, society) => `/ops/visits?date=${date}&society=${society}`,
  tenancy: (id) => `/ops/tenancies#tenancy-${id}`,
};

const base: DeskToday = {
  today: '2026-12-02',
  tomorrow: '2026-12-03',
  visits: [{ societyId: 's1', societyName: 'Today Gardens', today: 2, tomorrow: 1 }],
  offers: { count: 3, oldestAt: new Date(NOW - 30 * HOUR) },
  messages: { count: 1, oldestAt: new Date(NOW - 3 * HOUR) },
  listings: { unconfirmed: 4, withoutOwner: 0 },
  brokerReports: { count: 2, oldestAt: new Date(NOW - 13 * HOUR) },
  rentChanges: { count: 1, oldestAt: new Date(NOW - 2 * HOUR) },
  newHomes: { count: 2, oldestAt: new Date(NOW - 13 * HOUR) },
  failedJobs: 2,
  depositsOverdue: null,
};

const show = (today: DeskToday) => render(<TodayFigures today={today} links={links} sla={{ offerHours: 24, messageHours: 4 }} now={NOW} />);

test('tones: on track within half the target, amber past half, red past it', () => {
  expect(slaTone(11 * HOUR, 24)).toBe('ok');
  expect(slaTone(12 * HOUR, 24)).toBe('amber');
  expect(slaTone(24 * HOUR, 24)).toBe('red');
  expect([waitedText(45 * 60_000), waitedText(3 * HOUR + 59 * 60_000), waitedText(52 * HOUR), waitedText(48 * HOUR)]).toEqual(['45 min', '3 h', '2 d 4 h', '2 d']);
});

test('each figure links to its filtered list and says how long the oldest waited, in words as well as colour', () => {
  show(base);
  const offers = screen.getByTestId('today-offers');
  expect(offers).toHaveAttribute('href', links.offers);
  expect(offers).toHaveTextContent('Offers waiting for an answer3Oldest waiting 1 d 6 h: past the 24 h target');
  expect(offers.className).toContain('bg-red-50');
  const messages = screen.getByTestId('today-messages');
  expect(messages).toHaveTextContent('Oldest waiting 3 h of 4 h');
  expect(messages.className).toContain('bg-amber-50');
  expect(screen.getByTestId('today-unconfirmed')).toHaveAttribute('href', links.unconfirmed);
  expect(screen.getByTestId('today-failed-jobs')).toHaveTextContent('Jobs failed for good2Fix the cause, then retry');
  expect(screen.getByTestId('today-rent-changes')).toHaveAttribute('href', links.rentChanges);
  expect(screen.getByTestId('today-rent-changes')).toHaveTextContent('New rents to check1Owners asked more than 30% away from the listed rent');
  const newHomes = screen.getByTestId('today-new-homes');
  expect(newHomes).toHaveAttribute('href', links.newHomes);
  expect(newHomes).toHaveTextContent('New homes to check2Oldest waiting 13 h of 24 h');
  expect(newHomes.className).toContain('bg-amber-50');
  const brokerReports = screen.getByTestId('today-broker-reports');
  expect(brokerReports).toHaveAttribute('href', links.brokerReports);
  expect(brokerReports).toHaveTextContent('Broker reports2Oldest waiting 13 h of 24 h');
  expect(brokerReports.className).toContain('bg-amber-50');
});

test("visits per society link to that society's day, each link named with its row", () => {
  show(base);
  const table = screen.getByTestId('today-visits');
  expect(within(table).getByRole('columnheader', { name: 'Today, Wed 2 Dec' })).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: '2 visits today at Today Gardens' })).toHaveAttribute('href', '/ops/visits?date=2026-12-02&society=s1');
  expect(within(table).getByRole('link', { name: '1 visit tomorrow at Today Gardens' })).toHaveAttribute('href', '/ops/visits?date=2026-12-03&society=s1');
});

test("an agent's Today: no figures of other sections, and a plain line when no visits are booked", () => {
  show({ ...base, visits: [], offers: null, messages: null, listings: null, brokerReports: null, rentChanges: null, newHomes: null, failedJobs: null });
  expect(screen.queryByRole('heading', { name: 'What waits' })).toBeNull();
  expect(screen.getByTestId('today-no-visits')).toHaveTextContent('No visits booked for today or tomorrow.');
});
