// The words of the booking and reschedule sheets are messages of the `visits` namespace (lib/i18n/messages), read
// with `useCopy('visits')`. The server answers some refusals with English words of its own (lib/validation/visits.ts);
// those it names by a code are read here in the page's language instead.
import type { useCopy } from '@/components/i18n/copy-scope';
import { BOOKING_ERROR_CODES } from '@/lib/visits/booking-errors';

export type VisitsCopy = ReturnType<typeof useCopy<'visits'>>;

/** A refusal the server named by its code, in the page's language; any other keeps the server's words. */
export function refusalText(refusal: { code?: string; message: string }, t: VisitsCopy): string {
  if (refusal.code === BOOKING_ERROR_CODES.slotTaken) return t('booking.slotTaken');
  if (refusal.code === BOOKING_ERROR_CODES.visitExists) return t('booking.visitExists');
  if (refusal.code === BOOKING_ERROR_CODES.tooManyBookings) return t('booking.tooManyBookings');
  if (refusal.code === BOOKING_ERROR_CODES.creditsUsedUp) return t(refusal.message.includes(' buyer ') ? 'booking.creditsUsedUpBuyer' : 'booking.creditsUsedUpRental');
  return refusal.message;
}

const DAY_NAME = /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g;
const WEEKDAY_NAMES = new Set(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);

/** A date of lib/time/india.ts ('5 Dec 2026', 'Sat 28 Nov, 11:00 AM'), whose weekday and month names are English,
 *  with the names of the page's language. */
export function localDate(text: string, t: VisitsCopy): string {
  return text.replace(DAY_NAME, (name) => t((WEEKDAY_NAMES.has(name) ? `weekdays.${name}` : `months.${name}`) as Parameters<VisitsCopy>[0]));
}

const FEEDBACK_KEY = { shortlisted: 'feedback.shortlisted', hold: 'feedback.hold', dropped: 'feedback.dropped', 'need to visit again': 'feedback.visitAgain' } as const;
const DROP_REASON_KEY = {
  vastu: 'dropReasons.vastu',
  'value for money': 'dropReasons.valueForMoney',
  'ventilation/sunlight': 'dropReasons.ventilation',
  balcony_view: 'dropReasons.balconyView',
  'woodwork/furniture': 'dropReasons.woodwork',
  other: 'dropReasons.other',
} as const;

/** A stored feedback ('need to visit again') as people read it ('Visit Again'); none or an unknown one is null. */
export function feedbackText(feedback: string | null | undefined, t: VisitsCopy): string | null {
  const key = feedback ? FEEDBACK_KEY[feedback as keyof typeof FEEDBACK_KEY] : undefined;
  return key ? t(key) : null;
}

/** A stored drop reason ('balcony_view') as people read it ('Balcony view'); an unknown one as it is stored. */
export function dropReasonText(reason: string, t: VisitsCopy): string {
  const key = DROP_REASON_KEY[reason as keyof typeof DROP_REASON_KEY];
  return key ? t(key) : reason;
}
