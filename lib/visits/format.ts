// Display and classification rules of a person's visits (spec 2.7, 2.8, 4): every time is shown in India time,
// whatever the server's or the phone's zone (the date and time labels are lib/time/india.ts). Pure code, used by
// the server (grouping) and the cards.
import { LIVE_VISIT_STATUSES, VISIT_FEEDBACK, type VisitFeedback } from '@/lib/catalog';
import { formatIndiaDate, formatIndiaTimeRange } from '@/lib/time/india';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A visit has started once its start time has passed (feedback on it makes sense from then on). */
export function hasVisitStarted(visit: { visitStart: Date | string }, now: Date): boolean {
  return toDate(visit.visitStart).getTime() <= now.getTime();
}

/** e.g. 'Tue, 24 Nov 2026 · 10:00 AM – 10:30 AM'. */
export function formatVisitWhen(start: Date | string, end: Date | string): string {
  return `${formatIndiaDate(start)} · ${formatIndiaTimeRange(start, end)}`;
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
