// The visits board's marks (docs/ops.md "Visits board"): an agent at the gate marks a visit 'Door unlocked' (the
// home was opened for the visitor) or 'No-show' (the visitor did not come; recorded only, it counts against
// nobody). Pure rules of `now`, shared by the server (which decides inside the write's transaction) and the board
// (which offers only the buttons the server would accept).
import { LIVE_VISIT_STATUSES } from '@/lib/catalog';
import { formatIndiaDate, indiaDate, indiaToday } from '@/lib/time/india';

export const VISIT_MARKS = ['door_unlocked', 'no_show'] as const;
export type VisitMark = (typeof VISIT_MARKS)[number];

export const VISIT_MARK_LABELS: Record<VisitMark, string> = {
  door_unlocked: 'Door unlocked',
  no_show: 'No-show',
};

/** What the rules read of a visit. */
export interface MarkableVisit {
  status: string;
  visitStart: Date | string;
  checkedInAt: Date | string | null;
  doorUnlockedAt: Date | string | null;
  noShowAt: Date | string | null;
}

export interface MarkRefusal {
  code: string;
  message: string;
}

export const MARK_REFUSALS = {
  cancelled: { code: 'visit_cancelled', message: 'This visit was cancelled.' },
  closed: { code: 'visit_not_live', message: 'This visit is closed.' },
  marked: { code: 'visit_already_marked', message: 'This visit is already marked. Undo the mark first.' },
  notMarked: { code: 'visit_not_marked', message: 'This visit has no mark to undo.' },
  dayOver: { code: 'visit_day_over', message: 'This visit’s day is over: its marks can no longer change.' },
  notStarted: { code: 'visit_not_started', message: 'A visitor can be marked a no-show once the slot has started.' },
  checkedIn: { code: 'visit_checked_in', message: 'The security desk checked this visitor in, so it is not a no-show.' },
} as const satisfies Record<string, MarkRefusal>;

/** A visit on a later day is refused with its day, so the agent sees it picked the wrong row. */
export function notTodayRefusal(visitStart: Date | string): MarkRefusal {
  return { code: 'visit_not_today', message: `This visit is on ${formatIndiaDate(visitStart)}. Mark it on the day.` };
}

const isLive = (status: string) => (LIVE_VISIT_STATUSES as readonly string[]).includes(status);
const toTime = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * Why `mark` cannot be set now, or null. Marks are set on the visit's own India day only (a later day has not
 * come; an earlier one is history), on a live visit without a mark. 'Door unlocked' may come before the slot (a
 * visitor early at the gate); 'No-show' only once the slot has started, and never for a visitor the security
 * desk checked in.
 */
export function markRefusal(visit: MarkableVisit, mark: VisitMark, now: Date): MarkRefusal | null {
  if (visit.status === 'cancelled') return MARK_REFUSALS.cancelled;
  if (!isLive(visit.status)) return MARK_REFUSALS.closed;
  if (visit.doorUnlockedAt || visit.noShowAt) return MARK_REFUSALS.marked;
  const day = indiaDate(visit.visitStart);
  const today = indiaToday(now);
  if (day > today) return notTodayRefusal(visit.visitStart);
  if (day < today) return MARK_REFUSALS.dayOver;
  if (mark === 'no_show' && toTime(visit.visitStart) > now.getTime()) return MARK_REFUSALS.notStarted;
  if (mark === 'no_show' && visit.checkedInAt) return MARK_REFUSALS.checkedIn;
  return null;
}

/** Why the visit's mark cannot be undone now, or null: only a mark, and only on the visit's day. */
export function undoRefusal(visit: MarkableVisit, now: Date): MarkRefusal | null {
  if (!visit.doorUnlockedAt && !visit.noShowAt) return MARK_REFUSALS.notMarked;
  if (indiaDate(visit.visitStart) !== indiaToday(now)) return MARK_REFUSALS.dayOver;
  return null;
}

/** The board's booking column: booked, rescheduled (moved at least once) or cancelled. */
export const BOARD_STATUSES = ['booked', 'rescheduled', 'cancelled'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];
export const BOARD_STATUS_LABELS: Record<BoardStatus, string> = { booked: 'Booked', rescheduled: 'Rescheduled', cancelled: 'Cancelled' };

export function boardStatus(visit: { status: string; rescheduleCount: number }): BoardStatus {
  if (visit.status === 'cancelled') return 'cancelled';
  return visit.rescheduleCount > 0 ? 'rescheduled' : 'booked';
}

/**
 * Where the visitor stands at the gate: checked in by the security desk, let in by an agent ('Door unlocked'),
 * recorded as a no-show, or not yet (cancelled visits have no gate state).
 */
export const GATE_STATES = ['not_yet', 'checked_in', 'door_unlocked', 'no_show'] as const;
export type GateState = (typeof GATE_STATES)[number];
export const GATE_STATE_LABELS: Record<GateState, string> = {
  not_yet: 'Not yet',
  checked_in: 'Checked in',
  door_unlocked: 'Door unlocked',
  no_show: 'No-show',
};

export function gateState(visit: Pick<MarkableVisit, 'checkedInAt' | 'doorUnlockedAt' | 'noShowAt'>): GateState {
  if (visit.noShowAt) return 'no_show';
  if (visit.doorUnlockedAt) return 'door_unlocked';
  if (visit.checkedInAt) return 'checked_in';
  return 'not_yet';
}

/** One row of the board: what an agent at the gate needs, and which buttons the server would accept now. */
export interface BoardVisit {
  visitId: string;
  societyId: string;
  societyName: string;
  firstName: string;
  home: string;
  houseNumber: string | null;
  kind: 'rent' | 'sale';
  visitStart: string;
  /** The visit's India day, yyyy-MM-dd (the board shows it when it spans several days). */
  day: string;
  /** '10:00 AM – 10:30 AM' (India time). */
  slot: string;
  status: BoardStatus;
  gate: GateState;
  /** When the gate state was set (check-in or mark), ISO; null for 'not yet'. */
  gateAt: string | null;
  /** How many desk notes the visit has. */
  notes: number;
  canUnlock: boolean;
  canNoShow: boolean;
  canUndo: boolean;
}
