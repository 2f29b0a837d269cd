// The Doors Unlocked tab's lists (spec 2.7): a person's visits grouped per society into upcoming, past and
// cancelled. Pure code: the server runs it on the visits query's rows, the unit tests on plain objects.
import { isUpcomingVisit } from './format';
import type { MyVisits, VisitSocietyGroup } from './types';

/** One row of the visits query; `Photo` is whatever the caller's photo reference is (it turns it into a URL). */
export interface VisitRow<Photo = string | null> {
  status: string;
  visitStart: Date;
  visitEnd: Date;
  propertyId: string;
  societyId: string;
  name: string;
  photo: Photo;
  latitude: number | null;
  longitude: number | null;
}

const isCancelled = (row: { status: string }) => row.status === 'cancelled';

interface SocietyCounts {
  upcoming: number;
  cancelled: number;
  /** Properties of the visits that were not cancelled: a cancelled visit gave its unlock back. */
  properties: Set<string>;
}

function countPerSociety(rows: readonly VisitRow<unknown>[], now: Date): Map<string, SocietyCounts> {
  const counts = new Map<string, SocietyCounts>();
  for (const row of rows) {
    let society = counts.get(row.societyId);
    if (!society) counts.set(row.societyId, (society = { upcoming: 0, cancelled: 0, properties: new Set() }));
    if (isCancelled(row)) {
      society.cancelled += 1;
      continue;
    }
    society.properties.add(row.propertyId);
    if (isUpcomingVisit(row, now)) society.upcoming += 1;
  }
  return counts;
}

/**
 * Rows must run newest start first (the visits query's order). An upcoming group shows its soonest upcoming
 * visit, a past group its latest past visit, a cancelled group its latest cancelled visit. A cancelled visit is
 * never upcoming or past, whatever its time: it sits under 'Cancelled Visits', and no count includes it.
 * `doorsUnlocked` counts the distinct properties of the visits not cancelled (the tab's count).
 */
export function groupMyVisits<Photo>(rows: readonly VisitRow<Photo>[], now: Date, photoUrl: (photo: Photo) => string | null): MyVisits {
  const counts = countPerSociety(rows, now);
  const group = (row: VisitRow<Photo>): VisitSocietyGroup => {
    const society = counts.get(row.societyId)!;
    return {
      societyId: row.societyId,
      name: row.name,
      photo: photoUrl(row.photo),
      latitude: row.latitude,
      longitude: row.longitude,
      visitStart: row.visitStart.toISOString(),
      visitEnd: row.visitEnd.toISOString(),
      cancelled: isCancelled(row),
      upcomingCount: society.upcoming,
      propertyCount: society.properties.size,
      cancelledCount: society.cancelled,
    };
  };
  const upcoming = new Map<string, VisitSocietyGroup>();
  const past = new Map<string, VisitSocietyGroup>();
  const cancelled = new Map<string, VisitSocietyGroup>();
  for (const row of rows) {
    if (isCancelled(row)) {
      if (!cancelled.has(row.societyId)) cancelled.set(row.societyId, group(row));
    } else if (isUpcomingVisit(row, now)) {
      // The last one seen is the soonest.
      upcoming.set(row.societyId, group(row));
    } else if (!past.has(row.societyId)) {
      past.set(row.societyId, group(row));
    }
  }
  const doors = new Set(rows.filter((row) => !isCancelled(row)).map((row) => row.propertyId));
  return {
    upcoming: [...upcoming.values()].sort((a, b) => a.visitStart.localeCompare(b.visitStart)),
    past: [...past.values()],
    cancelled: [...cancelled.values()],
    doorsUnlocked: doors.size,
  };
}
