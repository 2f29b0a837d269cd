import { groupMyVisits, type VisitRow } from '@/lib/visits/grouping';

const now = new Date('2030-03-10T06:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);

function row(societyId: string, propertyId: string, startInHours: number, status = 'open'): VisitRow {
  return {
    status,
    visitStart: hours(startInHours),
    visitEnd: new Date(hours(startInHours).getTime() + 30 * 60_000),
    propertyId,
    societyId,
    name: `Society ${societyId}`,
    photo: null,
    latitude: null,
    longitude: null,
  };
}

/** The visits query's order: newest start first. */
const newestFirst = (rows: VisitRow[]) => [...rows].sort((a, b) => b.visitStart.getTime() - a.visitStart.getTime());
const group = (rows: VisitRow[]) => groupMyVisits(newestFirst(rows), now, (photo) => photo);

describe('groupMyVisits', () => {
  test('a cancelled visit still ahead is neither upcoming nor past: it has its own list', () => {
    const result = group([row('s1', 'p1', 48, 'cancelled')]);
    expect(result.upcoming).toEqual([]);
    expect(result.past).toEqual([]);
    expect(result.cancelled).toHaveLength(1);
    expect(result.cancelled[0]).toMatchObject({ societyId: 's1', cancelled: true, cancelledCount: 1, upcomingCount: 0, propertyCount: 0 });
    expect(result.doorsUnlocked).toBe(0);
  });

  test('counts leave cancelled visits out: the society keeps its one live visit, and a cancelled card counts its own', () => {
    const result = group([row('s1', 'p1', 24), row('s1', 'p2', 48, 'cancelled'), row('s1', 'p3', -72, 'cancelled')]);
    expect(result.upcoming).toHaveLength(1);
    expect(result.upcoming[0]).toMatchObject({ upcomingCount: 1, propertyCount: 1, cancelledCount: 2, cancelled: false, visitStart: hours(24).toISOString() });
    expect(result.past).toEqual([]);
    // The latest cancelled visit is the one shown.
    expect(result.cancelled[0]).toMatchObject({ cancelled: true, cancelledCount: 2, visitStart: hours(48).toISOString() });
    expect(result.doorsUnlocked).toBe(1);
  });

  test('upcoming shows the soonest live visit, soonest society first; past the latest ended one', () => {
    const result = group([
      row('s1', 'p1', 96),
      row('s1', 'p2', 30),
      row('s2', 'p3', 5, 'confirmed'),
      row('s1', 'p1', -24, 'completed'),
      row('s1', 'p4', -2),
      row('s2', 'p5', 72, 'expired'),
    ]);
    expect(result.upcoming.map((item) => [item.societyId, item.visitStart])).toEqual([
      ['s2', hours(5).toISOString()],
      ['s1', hours(30).toISOString()],
    ]);
    expect(result.upcoming[1]).toMatchObject({ upcomingCount: 2, propertyCount: 3 });
    // A visit ended two hours ago is past, and so is an expired one whatever its time.
    expect(Object.fromEntries(result.past.map((item) => [item.societyId, item.visitStart]))).toEqual({ s1: hours(-2).toISOString(), s2: hours(72).toISOString() });
    expect(result.cancelled).toEqual([]);
    expect(result.doorsUnlocked).toBe(5);
  });

  test('a property visited twice is one door; one cancelled and one kept visit of it is still one door', () => {
    const result = group([row('s1', 'p1', 24), row('s1', 'p1', -48, 'completed'), row('s1', 'p1', 72, 'cancelled')]);
    expect(result.doorsUnlocked).toBe(1);
    expect(result.upcoming[0]).toMatchObject({ propertyCount: 1, upcomingCount: 1 });
  });

  test('a visit ending exactly now is past', () => {
    const result = group([row('s1', 'p1', -0.5)]);
    expect(result.upcoming).toEqual([]);
    expect(result.past).toHaveLength(1);
  });
});
