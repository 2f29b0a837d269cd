import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CsvDownload } from '@/components/ops/csv-download';
import { DeskPage } from '@/components/ops/desk-page';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { VisitsBoard } from '@/components/ops/visits/visits-board';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { pastEndHref, tableHref, type SearchParams } from '@/lib/ops/table-query';
import { addCalendarDays, formatCalendarDay } from '@/lib/time/india';
import { cn } from '@/lib/utils';
import { BOARD_STATUS_LABELS, BOARD_STATUSES, GATE_STATE_LABELS, GATE_STATES } from '@/lib/visits/desk-marks';
import { requireStaffPage } from '@/server/staff/access';
import { boardView, recordBoardSearchViews, type BoardView } from '@/server/visits/desk-board';

export const metadata: Metadata = { title: 'Visits · Desk', robots: { index: false } };

const STATUS_OPTIONS = BOARD_STATUSES.map((value) => ({ value, label: BOARD_STATUS_LABELS[value] }));
const GATE_OPTIONS = GATE_STATES.map((value) => ({ value, label: GATE_STATE_LABELS[value] }));
const SPAN_OPTIONS = [
  { value: '1', label: 'That day' },
  { value: '7', label: '7 days from it' },
];
const PATH = DESK_SECTIONS.visits.href;

/** 'Today / Tomorrow / Next 7 days': links that keep the other filters and change the days shown. */
function DayRanges({ view, params }: { view: BoardView; params: SearchParams }) {
  const { date, days } = view.filters;
  const ranges = [
    { label: 'Today', date: view.today, days: '1' },
    { label: 'Tomorrow', date: view.tomorrow, days: '1' },
    { label: 'Next 7 days', date: view.today, days: '7' },
  ];
  return (
    <nav aria-label="Days" className="flex flex-wrap gap-2">
      {ranges.map((range) => {
        const current = range.date === date && range.days === days;
        return (
          <Link
            key={range.label}
            href={tableHref(PATH, params, { date: range.date, days: range.days === '1' ? null : range.days })}
            aria-current={current ? 'page' : undefined}
            className={cn('inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium hover:bg-muted', current && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90')}
          >
            {range.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The board's own search, outside the folded filters: at the gate the visitor says their name, number or code. */
function BoardSearch({ view }: { view: BoardView }) {
  const { find, ...rest } = view.filters;
  return (
    <form method="get" action={PATH} role="search" aria-label="Find a visitor" className="flex flex-wrap items-end gap-2">
      {Object.entries(rest).map(([key, value]) => (value && !(key === 'days' && value === '1') ? <input key={key} type="hidden" name={key} value={value} /> : null))}
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-md">
        <label htmlFor="find" className="text-xs font-medium text-muted-foreground">
          Tenant name, phone or pass code
        </label>
        <input id="find" name="find" type="search" defaultValue={find ?? ''} placeholder="Kavya, 98450 12345 or a pass code" className="h-11 rounded-lg border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring" />
      </div>
      <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90">
        Find
      </button>
      {find ? (
        <Link href={tableHref(PATH, Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => Boolean(entry[1]))), {})} className="inline-flex min-h-11 items-center px-2 text-sm text-primary underline-offset-4 hover:underline">
          Show everyone
        </Link>
      ) : null}
    </form>
  );
}

function describe(view: BoardView): string {
  const { date, days } = view.filters;
  const when = days === '7' ? `${formatCalendarDay(date)} to ${formatCalendarDay(addCalendarDays(date, 6))}` : formatCalendarDay(date);
  return `${when}${view.society ? ` · ${view.society.name}` : ''}, by slot (India time). Mark doors unlocked and no-shows on the day.`;
}

export default async function OpsVisitsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.visits.role);
  const params = await searchParams;
  const view = await boardView(staff, params);
  const pastEnd = pastEndHref(PATH, params, view.page);
  if (pastEnd) redirect(pastEnd);
  if (view.filters.find) await recordBoardSearchViews(staff.actor, view.visitorIds);
  const { filters, query } = view;
  const caption = filters.days === '7' ? `Visits from ${formatCalendarDay(filters.date)}, 7 days` : `Visits on ${formatCalendarDay(filters.date)}`;
  return (
    <DeskPage title="Visits" description={describe(view)} actions={<CsvDownload action="/api/ops/visits/export" params={params} />}>
      <DayRanges view={view} params={params} />
      <BoardSearch view={view} />
      <TableFilters action={PATH} sort={query.sort} dir={query.dir} size={query.size}>
        <FilterInput id="date" label="Date" type="date" value={filters.date} />
        <FilterSelect id="days" label="Days" value={filters.days} options={SPAN_OPTIONS} anyLabel={null} />
        {view.societyOptions ? (
          <FilterSelect id="society" label="Society" value={filters.society} options={view.societyOptions.map((society) => ({ value: society.id, label: society.name }))} anyLabel="All my societies" />
        ) : (
          <>
            {filters.society ? <input type="hidden" name="society" value={filters.society} /> : null}
            <FilterInput id="q" label="Society name" type="search" value={filters.q} placeholder={view.society?.name ?? 'Any society'} />
          </>
        )}
        <FilterSelect id="status" label="Booking" value={filters.status} options={STATUS_OPTIONS} />
        <FilterSelect id="gate" label="Gate" value={filters.gate} options={GATE_OPTIONS} />
        {filters.find ? <input type="hidden" name="find" value={filters.find} /> : null}
      </TableFilters>
      {view.societyOptions?.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No society is assigned to you yet. Ask a manager to add one.</p>
      ) : (
        <VisitsBoard page={view.page} sort={{ key: query.sort, dir: query.dir }} caption={caption} showDay={filters.days !== '1'} />
      )}
    </DeskPage>
  );
}
