// The words of the booking and reschedule sheets, in one place. The messages the server answers with too (a slot
// taken, a visit that exists) are defined once beside the rules they belong to and re-exported here, so a sheet
// takes every text from this file.
export { BOOKING_MESSAGES } from '@/lib/validation/visits';
export { RESCHEDULE_MESSAGES } from '@/lib/visits/reschedule';

export const BOOKING_SHEET_TEXTS = {
  title: 'Book a Visit',
  close: 'Close',
  checkingSession: 'Checking your session',
  loginRequired: 'Login Required',
  loginRequiredBody: 'Please log in to access property details',
  loggedInTitle: 'Welcome back!',
  loggedInBody: 'You are now logged in',
  registeredTitle: 'Welcome!',
  registeredBody: 'Registration completed successfully',
  haveAccount: 'Already have an account? Log in',
  atSociety: 'I am at the Society',
  // After a note on the owner's preferred tenant or pets (components/tenant/home-fit-note.tsx).
  fitStill: 'You can still book a visit; the owner decides.',
  cancel: 'Cancel',
  confirm: 'Confirm Visit',
  confirming: 'Booking...',
} as const;

export const RESCHEDULE_SHEET_TEXTS = {
  title: 'Reschedule Visit',
  currentTime: 'Current time:',
  sentNewTime: 'We have sent you the new time.',
  lastReschedule: 'This is the last time this visit can be rescheduled.',
  reschedulesLeft: (count: number) => `A visit can be rescheduled ${count} times.`,
  keep: 'Keep Time',
  confirm: 'Confirm Time',
  confirming: 'Saving...',
} as const;
