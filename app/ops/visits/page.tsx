import type { Metadata } from 'next';
import { DeskPage } from '@/components/ops/desk-page';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { VisitsBoard } from '@/components/ops/visits/visits-board';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import type { SearchParams } from '@/lib/ops/table-query';
import { formatCalendarDay } from '@/lib/time/india';
import { BOARD_STATUS_LABELS, BOARD_STATUSES, GATE_STATE_LABELS, GATE_STATES } from '@/lib/visits/desk-marks';
import { requireStaffPage } from '@/server/staff/access';
import { boardView } from '@/server/visits/desk-board';

export const metadata: Metadata = { title: 'Visits · Desk', robots: { index: false } };

const STATUS_OPTIONS = BOARD_STATUSES.map((value) => ({ value, label: BOARD_STATUS_LABELS[value] }));
const GATE_OPTIONS = GATE_STATES.map((value) => ({ value, label: GATE_STATE_LABELS[value] }));

export default async function OpsVisitsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.visits.role);
  const view = await boardView(staff, await searchParams);
  const { filters, query } = view;
  const day = formatCalendarDay(filters.date);
  return (
    <DeskPage title="Visits" description={`${day}${view.society ? ` · ${view.society.name}` : ''}, by slot (India time). Mark doors unlocked and no-shows on the day.`}>
      <TableFilters action="/ops/visits" sort={query.sort} dir={query.dir}>
        <FilterInput id="date" label="Date" type="date" value={filters.date} />
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
      </TableFilters>
      {view.societyOptions?.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No society is assigned to you yet. Ask a manager to add one.</p>
      ) : (
        <VisitsBoard page={view.page} sort={{ key: query.sort, dir: query.dir }} caption={`Visits on ${day}`} />
      )}
    </DeskPage>
  );
}
