// Payloads of visit booking (spec 3 "Visit booking payload", 7 "book-visit") and the visit reads. One schema per
// payload, used by the booking sheet that sends it and by the route handler that reads it. The India-time
// rules themselves (lunch, past, window) live in lib/visits/slots.ts and are re-checked by the service.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import { isCalendarDate } from '@/lib/time/india';
import type { TimeSlot } from '@/lib/visits/slots';

const id = (what: string) => z.string({ error: `Missing ${what}` }).trim().refine(isUuid, `Missing ${what}`);
const instant = (what: string) =>
  z
    .string({ error: `Missing ${what}` })
    .max(40, `Invalid ${what}`)
    .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), `Invalid ${what}`);

export const SELECT_SLOT_MESSAGE = 'Please select a time slot';

export const bookVisitSchema = z.object({
  listing_id: id('listing'),
  property_id: id('property'),
  society_id: id('society'),
  visit_start: instant('visit start'),
  visit_end: instant('visit end'),
  at_the_society: z.boolean().default(false),
});
export type BookVisitInput = z.infer<typeof bookVisitSchema>;
/** What the booking sheet sends (the schema's input: `at_the_society` may be left out). */
export type BookVisitPayload = z.input<typeof bookVisitSchema>;
/** POST /api/book-visit: 201 for a new visit, 200 for the person's own repeat. */
export interface BookVisitAnswer {
  visit: Omit<OpenVisit, 'propertyId'>;
}

export const availabilityQuerySchema = z.object({
  property_id: id('property'),
  date: z.string({ error: 'Missing date' }).refine(isCalendarDate, 'Invalid date (yyyy-MM-dd)'),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
/** GET /api/visits/availability: the day's slots, each free or not. */
export interface AvailabilityAnswer {
  date: string;
  slots: TimeSlot[];
}

export const openVisitsQuerySchema = z.object({ society_id: id('society') });
/** GET /api/visits/open: the person's live visits in one society. */
export interface OpenVisitsAnswer {
  visits: OpenVisit[];
}

export { BOOKING_ERROR_CODES } from '@/lib/visits/booking-errors';

export const BOOKING_MESSAGES = {
  success: 'Visit booked successfully!',
  viewVisits: 'View Visits',
  visitExists: 'You already have a visit booked for this property today. Please check your existing bookings.',
  slotTaken: 'This slot was just taken by someone else. Please pick another time.',
  failedTitle: 'Booking failed',
  failed: 'Failed to book visit. Please try again.',
  slotsFailed: 'Failed to generate time slots',
  noSlotsTitle: 'No available slots',
  noSlots: 'Business hours have ended. Please select a future date.',
  selectSlot: SELECT_SLOT_MESSAGE,
  tooManyBookings: 'You have booked visits to this home too many times today. Please try again tomorrow.',
  creditsUsedUp: (kind: 'rental' | 'buyer') =>
    `You have used all your free ${kind} unlocks. More unlocks are coming soon.`,
} as const;

/** A visit as the client needs it for 'Door unlocked'. */
export interface OpenVisit {
  id: string;
  propertyId: string;
  visitStart: string;
  visitEnd: string;
  visitType: 'rental' | 'buyer';
}
