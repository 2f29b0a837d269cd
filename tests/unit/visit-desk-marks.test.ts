/** @jest-environment node */
// The visits board's rules (lib/visits/desk-marks.ts) at their edges: the visit's India day (not the UTC one),
// 'No-show' from the slot's start, the booking and gate columns.
import { boardStatus, gateState, markRefusal, undoRefusal, type MarkableVisit } from '@/lib/visits/desk-marks';

// 10:00 India time on Tue 24 Nov 2026.
const start = new Date('2026-11-24T04:30:00Z');
const visit = (values: Partial<MarkableVisit> = {}): MarkableVisit => ({ status: 'confirmed', visitStart: start, checkedInAt: null, doorUnlockedAt: null, noShowAt: null, ...values });
const code = (refusal: { code: string } | null) => refusal?.code ?? null;

test.each([
  // The India day starts at 18:30 UTC the evening before.
  ['door unlocked, 00:00 India time of the day', 'door_unlocked', '2026-11-23T18:30:00Z', null],
  ['door unlocked, a minute before the India day', 'door_unlocked', '2026-11-23T18:29:00Z', 'visit_not_today'],
  ['door unlocked, 23:59 India time of the day', 'door_unlocked', '2026-11-24T18:29:00Z', null],
  ['door unlocked, the next India day', 'door_unlocked', '2026-11-24T18:30:00Z', 'visit_day_over'],
  ['no-show, a minute before the slot', 'no_show', '2026-11-24T04:29:00Z', 'visit_not_started'],
  ['no-show, at the slot start', 'no_show', '2026-11-24T04:30:00Z', null],
  ['no-show, late that evening', 'no_show', '2026-11-24T16:00:00Z', null],
] as const)('%s', (_name, mark, now, expected) => {
  expect(code(markRefusal(visit(), mark, new Date(now)))).toBe(expected);
});

test('cancelled, closed, marked and checked-in visits', () => {
  const now = new Date('2026-11-24T05:00:00Z');
  expect(code(markRefusal(visit({ status: 'cancelled' }), 'door_unlocked', now))).toBe('visit_cancelled');
  expect(code(markRefusal(visit({ status: 'expired' }), 'door_unlocked', now))).toBe('visit_not_live');
  expect(code(markRefusal(visit({ noShowAt: now }), 'door_unlocked', now))).toBe('visit_already_marked');
  expect(code(markRefusal(visit({ checkedInAt: now }), 'no_show', now))).toBe('visit_checked_in');
  expect(code(markRefusal(visit({ checkedInAt: now }), 'door_unlocked', now))).toBeNull();
  expect(markRefusal(visit(), 'door_unlocked', new Date('2026-11-22T05:00:00Z'))?.message).toBe('This visit is on Tue, 24 Nov 2026. Mark it on the day.');
});

test('undo: a mark, on its day', () => {
  expect(code(undoRefusal(visit(), new Date('2026-11-24T05:00:00Z')))).toBe('visit_not_marked');
  expect(code(undoRefusal(visit({ doorUnlockedAt: start }), new Date('2026-11-24T18:29:00Z')))).toBeNull();
  expect(code(undoRefusal(visit({ doorUnlockedAt: start }), new Date('2026-11-24T18:30:00Z')))).toBe('visit_day_over');
});

test('booking and gate columns', () => {
  expect(boardStatus({ status: 'confirmed', rescheduleCount: 0 })).toBe('booked');
  expect(boardStatus({ status: 'open', rescheduleCount: 2 })).toBe('rescheduled');
  expect(boardStatus({ status: 'cancelled', rescheduleCount: 1 })).toBe('cancelled');
  expect(gateState(visit())).toBe('not_yet');
  expect(gateState(visit({ checkedInAt: start }))).toBe('checked_in');
  expect(gateState(visit({ checkedInAt: start, doorUnlockedAt: start }))).toBe('door_unlocked');
  expect(gateState(visit({ noShowAt: start }))).toBe('no_show');
});
