// The words of the booking and reschedule sheets are messages of the `visits` namespace (lib/i18n/messages), read
// with `useCopy('visits')`. The server answers some refusals with English words of its own (lib/validation/visits.ts);
// those it names by a code are read here in the page's language instead.
import type { useCopy } from '@/components/i18n/copy-scope';
import { BOOKING_ERROR_CODES } from '@/lib/validation/visits';

export type VisitsCopy = ReturnType<typeof useCopy<'visits'>>;

/** A refusal the server named by its code, in the page's language; any other keeps the server's words. */
export function refusalText(refusal: { code?: string; message: string }, t: VisitsCopy): string {
  if (refusal.code === BOOKING_ERROR_CODES.slotTaken) return t('booking.slotTaken');
  if (refusal.code === BOOKING_ERROR_CODES.visitExists) return t('booking.visitExists');
  if (refusal.code === BOOKING_ERROR_CODES.tooManyBookings) return t('booking.tooManyBookings');
  if (refusal.code === BOOKING_ERROR_CODES.creditsUsedUp) return t(refusal.message.includes(' buyer ') ? 'booking.creditsUsedUpBuyer' : 'booking.creditsUsedUpRental');
  return refusal.message;
}
