// Rescheduling rules: a visit moves at most twice, only while it has not started and was not checked in.

export const MAX_RESCHEDULES = 2;

export const RESCHEDULE_REFUSALS = {
  limit: { code: 'reschedule_limit', message: 'This visit has already been rescheduled twice. Cancel it and book again instead.' },
  notReschedulable: { code: 'visit_not_reschedulable', message: 'Only a visit that has not started yet can be rescheduled.' },
  sameSlot: { code: 'same_slot', message: 'Your visit is already at that time. Pick another slot.' },
} as const;

export const RESCHEDULE_MESSAGES = {
  success: 'Visit rescheduled',
  failed: 'Failed to reschedule the visit. Please try again.',
} as const;

export function reschedulesLeft(visit: { rescheduleCount: number }): number {
  return Math.max(0, MAX_RESCHEDULES - visit.rescheduleCount);
}
