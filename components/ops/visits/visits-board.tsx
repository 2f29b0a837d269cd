'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import { Badge } from '@/components/ui/badge';
import { tableHref, type SortDirection, type TablePage } from '@/lib/ops/table-query';
import { formatIndiaTime } from '@/lib/time/india';
import { BOARD_STATUS_LABELS, GATE_STATE_LABELS, type BoardStatus, type BoardVisit, type GateState } from '@/lib/visits/desk-marks';
import { VisitMarkButtons } from './visit-mark-buttons';

const STATUS_TONE: Record<BoardStatus, 'blue' | 'yellow' | 'grey'> = { booked: 'blue', rescheduled: 'yellow', cancelled: 'grey' };
const GATE_TONE: Record<GateState, 'grey' | 'green' | 'yellow' | 'outline'> = { not_yet: 'outline', checked_in: 'green', door_unlocked: 'green', no_show: 'yellow' };

function homeLine(visit: BoardVisit): string {
  const what = `${visit.home} ${visit.kind === 'rent' ? 'for rent' : 'for sale'}`;
  return visit.houseNumber ? `${what}, house ${visit.houseNumber}` : what;
}

function StatusBadge({ visit }: { visit: BoardVisit }) {
  return (
    <Badge variant={STATUS_TONE[visit.status]} className="whitespace-nowrap" data-testid="board-status">
      {BOARD_STATUS_LABELS[visit.status]}
    </Badge>
  );
}

function GateBadge({ visit }: { visit: BoardVisit }) {
  if (visit.status === 'cancelled' && visit.gate === 'not_yet') return <span className="text-muted-foreground">—</span>;
  return (
    <Badge variant={GATE_TONE[visit.gate]} className="whitespace-nowrap" data-testid="board-gate">
      {GATE_STATE_LABELS[visit.gate]}
      {visit.gateAt ? <span className="font-normal">· {formatIndiaTime(visit.gateAt)}</span> : null}
    </Badge>
  );
}

function SocietyLink({ visit }: { visit: BoardVisit }) {
  const pathname = usePathname() ?? '/ops/visits';
  const params = useSearchParams();
  return (
    <Link
      href={tableHref(pathname, new URLSearchParams(params?.toString()), { society: visit.societyId, q: null })}
      className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
      title={`Only ${visit.societyName}`}
    >
      {visit.societyName}
    </Link>
  );
}

/** The visits of one day as a table from 768 px, and as one card per visit on a phone at the gate. */
export function VisitsBoard({ page, sort, caption }: { page: TablePage<BoardVisit>; sort: { key: string; dir: SortDirection }; caption: string }) {
  const columns = useMemo<DeskColumn<BoardVisit>[]>(
    () => [
      { id: 'slot', header: 'Slot', sortKey: 'slot', cell: (visit) => <span className="whitespace-nowrap font-semibold">{visit.slot}</span> },
      { id: 'visitor', header: 'Visitor', cell: (visit) => <span data-testid="board-first-name">{visit.firstName}</span> },
      { id: 'home', header: 'Home', cell: (visit) => homeLine(visit) },
      { id: 'society', header: 'Society', cell: (visit) => <SocietyLink visit={visit} /> },
      { id: 'status', header: 'Booking', cell: (visit) => <StatusBadge visit={visit} /> },
      { id: 'gate', header: 'Gate', cell: (visit) => <GateBadge visit={visit} /> },
      { id: 'actions', header: 'Actions', className: 'text-right', cell: (visit) => <VisitMarkButtons visit={visit} layout="row" /> },
    ],
    [],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      page={page}
      rowKey={(visit) => visit.visitId}
      sort={sort}
      empty="No visits match these filters."
      mobileCard={(visit) => <VisitCard visit={visit} />}
    />
  );
}

function VisitCard({ visit }: { visit: BoardVisit }) {
  return (
    <article className="space-y-3" data-testid="board-card" data-visit-id={visit.visitId} aria-label={`${visit.firstName}, ${visit.slot}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="whitespace-nowrap text-lg font-bold leading-tight">{visit.slot}</p>
        <GateBadge visit={visit} />
      </div>
      <div className="space-y-1">
        <p className="text-base font-semibold" data-testid="board-first-name">
          {visit.firstName}
        </p>
        <p className="text-sm text-foreground/80">{homeLine(visit)}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <SocietyLink visit={visit} />
          <StatusBadge visit={visit} />
        </div>
      </div>
      <VisitMarkButtons visit={visit} layout="card" />
    </article>
  );
}
