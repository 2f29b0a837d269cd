// When a visit can take feedback ('How was the visit?'): only a visit that happened. Never a cancelled one;
// in a society with a security desk a visit happened when the desk checked the visitor in; in a
// society without one (the desk could not check anybody) once it has started. Notes alone may be written any
// time before (server/visits/service.ts). The server refuses the rest with 409 and these messages; the visit
// cards use the same rule to decide whether to ask at all.

export const VISIT_FEEDBACK_REFUSALS = {
  cancelled: { code: 'visit_cancelled', message: 'This visit was cancelled, so it cannot take feedback.' },
  notStarted: { code: 'visit_not_started', message: 'You can update this visit once it has started.' },
  notCheckedIn: { code: 'visit_not_checked_in', message: 'You can rate this visit once the security desk has checked you in.' },
} as const;

export type VisitFeedbackRefusal = (typeof VISIT_FEEDBACK_REFUSALS)[keyof typeof VISIT_FEEDBACK_REFUSALS];

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export interface FeedbackFacts {
  status: string;
  visitStart: Date | string;
  /** When the society's desk let the visitor in (null or absent: never). */
  checkedInAt?: Date | string | null;
  /** The society has a security desk (a desk PIN is set). */
  hasDesk?: boolean;
}

/** Null when feedback may be given now, else why not. A visit starting exactly now has started. */
export function visitFeedbackRefusal(visit: FeedbackFacts, now: Date): VisitFeedbackRefusal | null {
  if (visit.status === 'cancelled') return VISIT_FEEDBACK_REFUSALS.cancelled;
  if (visit.checkedInAt) return null;
  const started = toDate(visit.visitStart).getTime() <= now.getTime();
  if (!started) return VISIT_FEEDBACK_REFUSALS.notStarted;
  return visit.hasDesk ? VISIT_FEEDBACK_REFUSALS.notCheckedIn : null;
}

export function canGiveVisitFeedback(visit: FeedbackFacts, now: Date): boolean {
  return visitFeedbackRefusal(visit, now) === null;
}
