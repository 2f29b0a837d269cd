// Display and classification rules of a person's visits (spec 2.7, 2.8, 4): every time is shown in India time,
// whatever the server's or the phone's zone. Pure code, used by the server (grouping) and the cards.
import { LIVE_VISIT_STATUSES, VISIT_FEEDBACK, type VisitFeedback } from '@/lib/catalog';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** e.g. 'Tue, 24 Nov 2026' (built from parts: ICU versions differ on the comma before the year). */
export function formatVisitDate(start: Date | string): string {
  const parts = Object.fromEntries(dateFormat.formatToParts(toDate(start)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** e.g. '10:00 AM' (India time): one format everywhere, the same as the booking sheet's slots. */
export function formatVisitTime(at: Date | string): string {
  const parts = Object.fromEntries(timeFormat.formatToParts(toDate(at)).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toUpperCase()}`;
}

/** e.g. '10:00 AM – 10:30 AM' (India time). */
export function formatVisitTimeRange(start: Date | string, end: Date | string): string {
  return `${formatVisitTime(start)} – ${formatVisitTime(end)}`;
}

/** e.g. 'Sat 28 Nov, 11:00 AM' (India time): when a booked door opens. */
export function formatVisitMoment(start: Date | string): string {
  const parts = Object.fromEntries(dateFormat.formatToParts(toDate(start)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}, ${formatVisitTime(start)}`;
}

/** A visit has started once its start time has passed (feedback on it makes sense from then on). */
export function hasVisitStarted(visit: { visitStart: Date | string }, now: Date): boolean {
  return toDate(visit.visitStart).getTime() <= now.getTime();
}

/** e.g. 'Tue, 24 Nov 2026 · 10:00 AM – 10:30 AM'. */
export function formatVisitWhen(start: Date | string, end: Date | string): string {
  return `${formatVisitDate(start)} · ${formatVisitTimeRange(start, end)}`;
}

/**
 * Spec 4: upcoming = the end is in the future and the status is open, upcoming or confirmed; everything else
 * (end passed, or completed, cancelled, expired) is past. A visit ending exactly now is past.
 */
export function isUpcomingVisit(visit: { status: string; visitEnd: Date | string }, now: Date): boolean {
  return (LIVE_VISIT_STATUSES as readonly string[]).includes(visit.status) && toDate(visit.visitEnd).getTime() > now.getTime();
}

/** Directions: by coordinates when the society has them, else a search for its name in Bangalore (spec 2.7). */
export function directionsUrl(society: { name: string; latitude: number | null; longitude: number | null }): string {
  if (society.latitude !== null && society.longitude !== null) {
    return `https://www.google.com/maps/dir/?api=1&destination=${society.latitude},${society.longitude}`;
  }
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${society.name}, Bangalore`)}`;
}

export function floorLabel(floor: number | null | undefined): string | null {
  if (floor === null || floor === undefined) return null;
  return floor === 0 ? 'Ground floor' : `Floor ${floor}`;
}

export function feedbackLabel(feedback: string | null | undefined): string | null {
  if (!feedback) return null;
  return VISIT_FEEDBACK[feedback as VisitFeedback] ?? null;
}

/** Spec 3: drop_reason is a list, and a single stored value is read as a one-item list. */
export function normalizeDropReasons(value: readonly string[] | string | null | undefined): string[] {
  if (value === null || value === undefined || value === '') return [];
  return typeof value === 'string' ? [value] : value.filter((reason) => reason !== '');
}

const DROP_REASON_LABELS: Record<string, string> = {
  vastu: 'Vastu',
  'value for money': 'Value for money',
  'ventilation/sunlight': 'Ventilation / Sunlight',
  balcony_view: 'Balcony view',
  'woodwork/furniture': 'Woodwork / Furniture',
  other: 'Other',
};

export function dropReasonLabel(reason: string): string {
  return DROP_REASON_LABELS[reason] ?? reason;
}
