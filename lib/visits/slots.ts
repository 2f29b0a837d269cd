// Every India-time rule of visit booking (spec 2.4, 5 and 9) in one place, shared by the booking sheet, the
// availability route and the booking service. Each rule takes the current instant (`now`) as a parameter, so
// tests (and the sheet's fixed clock) decide what time it is; nothing here reads the device's time zone.
import { formatInTimeZone } from 'date-fns-tz';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
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

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * India has kept UTC+05:30 without daylight saving since 1945, so every date the booking window can reach maps to
 * India time by a fixed offset. Plain arithmetic here instead of a time-zone database lookup per call: the
 * availability route builds 20 slots per request and this was its hot spot (docs/benchmarks.md).
 * Labels shown to people still go through date-fns-tz with INDIA_TIME_ZONE (formatVisitDate and friends).
 */
const INDIA_OFFSET_MS = 330 * 60_000;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** The instant shifted so that its UTC fields read India's wall clock. */
const indiaWallClock = (instant: Date) => new Date(instant.getTime() + INDIA_OFFSET_MS);

/** The India-time calendar date (yyyy-MM-dd) of an instant. */
export function indiaDate(instant: Date): string {
  return indiaWallClock(instant).toISOString().slice(0, 10);
}

/** The India-time clock (HH:mm) of an instant. */
export function indiaTime(instant: Date): string {
  const wall = indiaWallClock(instant);
  return `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`;
}

/** A calendar date plus whole days, as a date string (no time zone involved: noon UTC never crosses a day). */
export function addCalendarDays(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** The instant at which an India-time date and HH:mm occur (Invalid Date for a malformed date or time). */
export function indiaInstant(date: string, hhmm: string): Date {
  const wall = Date.parse(`${date}T${hhmm}:00Z`);
  return new Date(Number.isNaN(wall) ? Number.NaN : wall - INDIA_OFFSET_MS);
}

export function isValidDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const parsed = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

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
  return isValidDate(date) && date >= first && date <= last;
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

/** 'Mon, 24 Nov 2026' and '10:30 AM - 11:00 AM', India time, for messages and the confirmation. */
export function formatVisitDate(start: Date): string {
  return formatInTimeZone(start, INDIA_TIME_ZONE, 'EEE, d MMM yyyy');
}

export function formatVisitTimeRange(start: Date, end: Date): string {
  return `${formatInTimeZone(start, INDIA_TIME_ZONE, 'h:mm a')} - ${formatInTimeZone(end, INDIA_TIME_ZONE, 'h:mm a')} IST`;
}

/** '09:30' -> '9:30 AM' for the slot grid. */
export function formatSlotLabel(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const hours = Math.floor(minutes / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
