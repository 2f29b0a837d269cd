// Every India-time rule of visit booking (spec 2.4, 5 and 9) in one place, shared by the booking sheet, the
// availability route and the booking service. Each rule takes the current instant (`now`) as a parameter, so
// tests (and the sheet's fixed clock) decide what time it is; nothing here reads the device's time zone. The
// India-time arithmetic itself is lib/time/india.ts.
import { addCalendarDays, indiaDate, indiaInstant, indiaTime, isCalendarDate } from '@/lib/time/india';

export const SLOT_MINUTES = 30;
export const BUSINESS_START = '09:00';
export const BUSINESS_END = '19:00';
/** 13:00-14:00 is lunch: the 13:00 and 13:30 slots are never offered. */
export const LUNCH_SLOTS: readonly string[] = ['13:00', '13:30'];
/** Today plus 30 days ahead. */
export const BOOKING_WINDOW_DAYS = 30;

export type SlotUnavailableReason = 'lunch' | 'past' | 'taken';

export interface TimeSlot {
  /** HH:mm India time. */
  start: string;
  end: string;
  available: boolean;
  reason: SlotUnavailableReason | null;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** True while India time is within business hours (09:00 inclusive to 19:00 exclusive). */
export function withinBusinessHours(now: Date): boolean {
  const minutes = toMinutes(indiaTime(now));
  return minutes >= toMinutes(BUSINESS_START) && minutes < toMinutes(BUSINESS_END);
}

/** Selectable dates: today (India) to 30 days ahead. */
export function bookingWindow(now: Date): { first: string; last: string } {
  const first = indiaDate(now);
  return { first, last: addCalendarDays(first, BOOKING_WINDOW_DAYS) };
}

export function isDateInWindow(date: string, now: Date): boolean {
  const { first, last } = bookingWindow(now);
  return isCalendarDate(date) && date >= first && date <= last;
}

/** Spec 5: the default date is today, or tomorrow once India time is 19:00 or later. */
export function defaultBookingDate(now: Date): string {
  const today = indiaDate(now);
  return toMinutes(indiaTime(now)) >= toMinutes(BUSINESS_END) ? addCalendarDays(today, 1) : today;
}

/** The 30-minute slot starts of a day, 09:00 to 18:30. */
export const SLOT_STARTS: readonly string[] = Array.from(
  { length: (toMinutes(BUSINESS_END) - toMinutes(BUSINESS_START)) / SLOT_MINUTES },
  (_, index) => toHhmm(toMinutes(BUSINESS_START) + index * SLOT_MINUTES),
);

/**
 * The day's grid: lunch first, then past (a slot of today that has started), then taken by anyone.
 * `taken` holds slot starts (HH:mm) already held by a live visit.
 */
export function generateSlots(date: string, now: Date, taken: Iterable<string> = []): TimeSlot[] {
  const takenSet = new Set(taken);
  return SLOT_STARTS.map((start) => {
    const reason: SlotUnavailableReason | null = LUNCH_SLOTS.includes(start)
      ? 'lunch'
      : indiaInstant(date, start).getTime() <= now.getTime()
        ? 'past'
        : takenSet.has(start)
          ? 'taken'
          : null;
    return { start, end: toHhmm(toMinutes(start) + SLOT_MINUTES), available: reason === null, reason };
  });
}

/** Spec 5: 'I am at the Society' is offered only for today, between 09:00 and 19:00 India time. */
export function atTheSocietyOffered(date: string, now: Date): boolean {
  return date === indiaDate(now) && withinBusinessHours(now);
}

/**
 * Spec 9: the next half-hour slot after now (14:00 when that falls in lunch), skipping slots someone holds.
 * Null from 19:00, or when no slot is left today ('No available slots').
 */
export function atTheSocietySlot(now: Date, slots: readonly TimeSlot[]): TimeSlot | null {
  if (!withinBusinessHours(now)) return null;
  const minutes = toMinutes(indiaTime(now));
  const nextHalfHour = Math.floor(minutes / SLOT_MINUTES) * SLOT_MINUTES + SLOT_MINUTES;
  return slots.find((slot) => toMinutes(slot.start) >= nextHalfHour && slot.available) ?? null;
}

export type SlotRuleViolation = 'invalid_time' | 'unaligned' | 'wrong_length' | 'outside_hours' | 'lunch' | 'past' | 'outside_window';

export const SLOT_RULE_MESSAGES: Record<SlotRuleViolation, string> = {
  invalid_time: 'The visit time is not valid.',
  unaligned: 'Visits start on the hour or the half hour.',
  wrong_length: 'A visit lasts 30 minutes.',
  outside_hours: 'Visits run from 09:00 to 19:00 India time.',
  lunch: 'That slot is during the lunch break (13:00-14:00).',
  past: 'That slot has already started. Please pick a later one.',
  outside_window: `Visits can be booked from today up to ${BOOKING_WINDOW_DAYS} days ahead.`,
};

/** The server's re-check of a requested slot; null when every rule holds. */
export function checkVisitSlot(start: Date, end: Date, now: Date): SlotRuleViolation | null {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'invalid_time';
  if (start.getTime() % (SLOT_MINUTES * 60_000) !== 0) return 'unaligned'; // IST is UTC+05:30: :00/:30 align in both
  if (end.getTime() - start.getTime() !== SLOT_MINUTES * 60_000) return 'wrong_length';
  const time = indiaTime(start);
  if (!SLOT_STARTS.includes(time)) return 'outside_hours';
  if (LUNCH_SLOTS.includes(time)) return 'lunch';
  if (start.getTime() <= now.getTime()) return 'past';
  if (!isDateInWindow(indiaDate(start), now)) return 'outside_window';
  return null;
}
