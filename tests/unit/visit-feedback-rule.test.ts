/** @jest-environment node */
// Feedback only once a visit has started, never on a cancelled one (the server's 409 and the cards share this rule).
import { canGiveVisitFeedback, VISIT_FEEDBACK_REFUSALS, visitFeedbackRefusal } from '@/lib/visits/feedback';

const now = new Date('2026-11-24T06:00:00Z');

test.each([
  ['completed, in the past', 'completed', '2026-11-23T05:00:00Z', null],
  ['confirmed, started now', 'confirmed', '2026-11-24T06:00:00Z', null],
  ['open, started ten minutes ago', 'open', '2026-11-24T05:50:00Z', null],
  ['expired, in the past', 'expired', '2026-11-20T05:00:00Z', null],
  ['open, a minute from now', 'open', '2026-11-24T06:01:00Z', VISIT_FEEDBACK_REFUSALS.notStarted],
  ['cancelled, in the past', 'cancelled', '2026-11-20T05:00:00Z', VISIT_FEEDBACK_REFUSALS.cancelled],
  ['cancelled, in the future', 'cancelled', '2026-11-30T05:00:00Z', VISIT_FEEDBACK_REFUSALS.cancelled],
])('%s', (_, status, visitStart, refusal) => {
  expect(visitFeedbackRefusal({ status, visitStart }, now)).toEqual(refusal);
  expect(canGiveVisitFeedback({ status, visitStart: new Date(visitStart) }, now)).toBe(refusal === null);
});

// In a society with a security desk a visit happened when the desk checked the visitor in.
test.each([
  ['desk, started, never checked in', { hasDesk: true, visitStart: '2026-11-24T05:00:00Z', checkedInAt: null }, VISIT_FEEDBACK_REFUSALS.notCheckedIn],
  ['desk, checked in', { hasDesk: true, visitStart: '2026-11-24T05:00:00Z', checkedInAt: '2026-11-24T04:45:00Z' }, null],
  ['desk, checked in early, not started yet', { hasDesk: true, visitStart: '2026-11-24T06:20:00Z', checkedInAt: '2026-11-24T05:55:00Z' }, null],
  ['desk, not started', { hasDesk: true, visitStart: '2026-11-24T07:00:00Z', checkedInAt: null }, VISIT_FEEDBACK_REFUSALS.notStarted],
  ['no desk, started', { hasDesk: false, visitStart: '2026-11-24T05:00:00Z', checkedInAt: null }, null],
])('%s', (_, facts, refusal) => {
  expect(visitFeedbackRefusal({ status: 'open', ...facts }, now)).toEqual(refusal);
});

test('a cancelled visit takes no feedback even if it was checked in', () => {
  expect(visitFeedbackRefusal({ status: 'cancelled', visitStart: '2026-11-24T05:00:00Z', checkedInAt: '2026-11-24T05:00:00Z', hasDesk: true }, now)).toEqual(VISIT_FEEDBACK_REFUSALS.cancelled);
});
