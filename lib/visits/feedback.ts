// When a visit can take feedback ('Update Visit Status'): once it has started, and never when it was cancelled
// (there was no visit to judge). The server refuses the rest with 409 and these messages; the visit cards use the
// same rule to decide whether to offer the sheet at all.

export const VISIT_FEEDBACK_REFUSALS = {
  cancelled: { code: 'visit_cancelled', message: 'This visit was cancelled, so it cannot take feedback.' },
  notStarted: { code: 'visit_not_started', message: 'You can update this visit once it has started.' },
} as const;

export type VisitFeedbackRefusal = (typeof VISIT_FEEDBACK_REFUSALS)[keyof typeof VISIT_FEEDBACK_REFUSALS];

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Null when feedback may be given now, else why not. A visit starting exactly now has started. */
export function visitFeedbackRefusal(visit: { status: string; visitStart: Date | string }, now: Date): VisitFeedbackRefusal | null {
  if (visit.status === 'cancelled') return VISIT_FEEDBACK_REFUSALS.cancelled;
  if (toDate(visit.visitStart).getTime() > now.getTime()) return VISIT_FEEDBACK_REFUSALS.notStarted;
  return null;
}

export function canGiveVisitFeedback(visit: { status: string; visitStart: Date | string }, now: Date): boolean {
  return visitFeedbackRefusal(visit, now) === null;
}
