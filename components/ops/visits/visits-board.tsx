'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import { Badge } from '@/components/ui/badge';
import { tableHref, type SortDirection, type TablePage } from '@/lib/ops/table-query';
import { homeAndUnit } from '@/lib/ops/home-name';
import { calendarDayParts, formatIndiaTime } from '@/lib/time/india';
import { BOARD_STATUS_LABELS, GATE_STATE_LABELS, type BoardStatus, type BoardVisit, type GateState } from '@/lib/visits/desk-marks';
import { VisitMarkButtons } from './visit-mark-buttons';
import { VisitNotes } from './visit-notes';

/** 'Ravi’s visit, Sun 29 Nov 11:00 AM – 11:30 AM, Banyan Heights': a visit as its notes name it. */
const visitAbout = (visit: BoardVisit) => `${visit.firstName}’s visit, ${dayLabel(visit.day)} ${visit.slot}, ${visit.societyName}`;

const STATUS_TONE: Record<BoardStatus, 'blue' | 'yellow' | 'grey'> = { booked: 'blue', rescheduled: 'yellow', cancelled: 'grey' };
const GATE_TONE: Record<GateState, 'grey' | 'green' | 'yellow' | 'outline'> = { not_yet: 'outline', checked_in: 'green', door_unlocked: 'green', no_show: 'yellow' };

/** '2 BHK · Semi-Furnished for rent · Unit B-1204': the unit is the door staff open. */
function homeLine(visit: BoardVisit): string {
  return homeAndUnit(`${visit.home} ${visit.kind === 'rent' ? 'for rent' : 'for sale'}`, visit.houseNumber);
}

/** 'Sun 29 Nov': a visit's day, when the board spans several. */
function dayLabel(date: string): string {
  const { weekday, day, month } = calendarDayParts(date);
  return `${weekday} ${day} ${month}`;
}

/** The day above the slot, when the board spans several days. */
function Slot({ visit, showDay }: { visit: BoardVisit; showDay: boolean }) {
  return (
    <span className="whitespace-nowrap">
      {showDay ? <span className="block text-xs font-medium text-muted-foreground" data-testid="board-day">{dayLabel(visit.day)}</span> : null}
      <span className="font-semibold">{visit.slot}</span>
    </span>
  );
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
export function VisitsBoard({ page, sort, caption, showDay = false }: { page: TablePage<BoardVisit>; sort: { key: string; dir: SortDirection }; caption: string; showDay?: boolean }) {
  const columns = useMemo<DeskColumn<BoardVisit>[]>(
    () => [
      { id: 'slot', header: showDay ? 'Day and slot' : 'Slot', sortKey: 'slot', cell: (visit) => <Slot visit={visit} showDay={showDay} /> },
      { id: 'visitor', header: 'Visitor', cell: (visit) => <span data-testid="board-first-name">{visit.firstName}</span> },
      { id: 'home', header: 'Home', cell: (visit) => homeLine(visit) },
      { id: 'society', header: 'Society', cell: (visit) => <SocietyLink visit={visit} /> },
      { id: 'status', header: 'Booking', cell: (visit) => <StatusBadge visit={visit} /> },
      { id: 'gate', header: 'Gate', cell: (visit) => <GateBadge visit={visit} /> },
      {
        id: 'actions',
        header: 'Actions',
        className: 'text-right',
        cell: (visit) => (
          <div className="flex flex-wrap items-center justify-end gap-2">
            <VisitMarkButtons visit={visit} layout="row" />
            <VisitNotes visit={visit} about={visitAbout(visit)} />
          </div>
        ),
      },
    ],
    [showDay],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      page={page}
      rowKey={(visit) => visit.visitId}
      sort={sort}
      empty="No visits match these filters."
      mobileCard={(visit) => <VisitCard visit={visit} showDay={showDay} />}
    />
  );
}

function VisitCard({ visit, showDay }: { visit: BoardVisit; showDay: boolean }) {
  return (
    <article className="space-y-3" data-testid="board-card" data-visit-id={visit.visitId} aria-label={`${visit.firstName}, ${showDay ? `${dayLabel(visit.day)}, ` : ''}${visit.slot}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="whitespace-nowrap text-lg font-bold leading-tight">
          {showDay ? <span className="block text-sm font-medium text-muted-foreground" data-testid="board-day">{dayLabel(visit.day)}</span> : null}
          {visit.slot}
        </p>
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
      <VisitNotes visit={visit} about={visitAbout(visit)} />
    </article>
  );
}
