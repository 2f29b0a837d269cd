// The error codes the booking sheet reacts to, apart from the schemas (lib/validation/visits.ts re-exports them):
// the visit cards' texts read them, and a module of schemas would bring zod into every page with a card.
export const BOOKING_ERROR_CODES = {
  slotTaken: 'slot_taken',
  visitExists: 'visit_exists',
  creditsUsedUp: 'credits_used_up',
  tooManyBookings: 'too_many_bookings',
} as const;
