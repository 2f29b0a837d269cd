// Every India-time rule of booking (lib/visits/slots.ts) with a fixed clock: midnight, 09:00, 12:55, 13:00,
// 13:40, 18:59, 19:00, the last day of the window, and instants built in another zone (UTC-5).
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import fc from 'fast-check';
import { addCalendarDays, indiaDate, indiaInstant, indiaTime } from '@/lib/time/india';
import { atTheSocietyOffered, atTheSocietySlot, bookingWindow, checkVisitSlot, defaultBookingDate, generateSlots, SLOT_STARTS } from '@/lib/visits/slots';

/** An instant given as India wall-clock time. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const free = (slots: ReturnType<typeof generateSlots>) => slots.filter((slot) => slot.available).map((slot) => slot.start);
const slotAt = (now: Date) => atTheSocietySlot(now, generateSlots(indiaDate(now), now))?.start ?? null;
const book = (date: string, start: string, now: Date) => {
  const from = indiaInstant(date, start);
  return checkVisitSlot(from, new Date(from.getTime() + 30 * 60_000), now);
};

describe('the day grid', () => {
  test('20 slots of 30 minutes from 09:00 to 19:00, 13:00 and 13:30 are Lunch Break', () => {
    const slots = generateSlots('2026-12-01', ist('2026-11-30', '10:00'));
    expect(slots).toHaveLength(20);
    expect(SLOT_STARTS[0]).toBe('09:00');
    expect(slots.at(-1)).toMatchObject({ start: '18:30', end: '19:00' });
    expect(slots.filter((slot) => slot.reason === 'lunch').map((slot) => slot.start)).toEqual(['13:00', '13:30']);
    expect(free(slots)).toHaveLength(18);
  });

  test('at 09:00 today the 09:00 slot has started (past); 09:30 is the first free one', () => {
    const now = ist('2026-12-01', '09:00');
    const slots = generateSlots('2026-12-01', now);
    expect(slots[0]).toMatchObject({ start: '09:00', available: false, reason: 'past' });
    expect(free(slots)[0]).toBe('09:30');
  });

  test('at 12:55 the morning is past, lunch stays lunch, 14:00 is free', () => {
    const slots = generateSlots('2026-12-01', ist('2026-12-01', '12:55'));
    expect(slots.find((slot) => slot.start === '12:30')?.reason).toBe('past');
    expect(slots.find((slot) => slot.start === '13:00')?.reason).toBe('lunch');
    expect(free(slots)[0]).toBe('14:00');
  });

  test('at 18:59 and 19:00 nothing is left today', () => {
    expect(free(generateSlots('2026-12-01', ist('2026-12-01', '18:59')))).toEqual([]);
    expect(free(generateSlots('2026-12-01', ist('2026-12-01', '19:00')))).toEqual([]);
  });

  test('slots held by anyone are taken', () => {
    const slots = generateSlots('2026-12-02', ist('2026-12-01', '10:00'), ['10:00', '15:30']);
    expect(slots.filter((slot) => slot.reason === 'taken').map((slot) => slot.start)).toEqual(['10:00', '15:30']);
  });

  test('just after midnight India time every slot of the new day is free', () => {
    const now = ist('2026-12-01', '00:05');
    expect(indiaDate(now)).toBe('2026-12-01');
    expect(free(generateSlots('2026-12-01', now))).toHaveLength(18);
  });
});

describe('default date and window', () => {
  test('today until 18:59, tomorrow from 19:00', () => {
    expect(defaultBookingDate(ist('2026-12-01', '18:59'))).toBe('2026-12-01');
    expect(defaultBookingDate(ist('2026-12-01', '19:00'))).toBe('2026-12-02');
    expect(defaultBookingDate(ist('2026-12-01', '23:59'))).toBe('2026-12-02');
    expect(defaultBookingDate(ist('2026-12-02', '00:00'))).toBe('2026-12-02');
  });

  test('the window runs from today to 30 days ahead, across a month end', () => {
    expect(bookingWindow(ist('2026-12-15', '10:00'))).toEqual({ first: '2026-12-15', last: '2027-01-14' });
  });

  test('the last day of the window can be booked, the day after cannot', () => {
    const now = ist('2026-12-01', '10:00');
    expect(book('2026-12-31', '10:00', now)).toBeNull();
    expect(book('2027-01-01', '10:00', now)).toBe('outside_window');
  });
});

describe("'I am at the Society'", () => {
  test('offered only for today between 09:00 and 19:00', () => {
    expect(atTheSocietyOffered('2026-12-01', ist('2026-12-01', '08:59'))).toBe(false);
    expect(atTheSocietyOffered('2026-12-01', ist('2026-12-01', '09:00'))).toBe(true);
    expect(atTheSocietyOffered('2026-12-01', ist('2026-12-01', '18:59'))).toBe(true);
    expect(atTheSocietyOffered('2026-12-01', ist('2026-12-01', '19:00'))).toBe(false);
    expect(atTheSocietyOffered('2026-12-02', ist('2026-12-01', '10:00'))).toBe(false);
  });

  test('picks the next half-hour slot, 14:00 when that falls in lunch', () => {
    expect(slotAt(ist('2026-12-01', '09:00'))).toBe('09:30');
    expect(slotAt(ist('2026-12-01', '10:10'))).toBe('10:30');
    expect(slotAt(ist('2026-12-01', '12:55'))).toBe('14:00');
    expect(slotAt(ist('2026-12-01', '13:00'))).toBe('14:00');
    expect(slotAt(ist('2026-12-01', '13:40'))).toBe('14:00');
  });

  test('skips a slot someone holds', () => {
    const now = ist('2026-12-01', '10:10');
    expect(atTheSocietySlot(now, generateSlots('2026-12-01', now, ['10:30']))?.start).toBe('11:00');
  });

  test('nothing at 18:30 or later (the next half hour is 19:00) and from 19:00', () => {
    expect(slotAt(ist('2026-12-01', '18:30'))).toBeNull();
    expect(slotAt(ist('2026-12-01', '18:59'))).toBeNull();
    expect(slotAt(ist('2026-12-01', '19:00'))).toBeNull();
  });
});

describe('the server re-check', () => {
  const now = ist('2026-12-01', '10:00');
  test('a valid slot passes', () => expect(book('2026-12-02', '09:00', now)).toBeNull());
  test('lunch', () => expect(book('2026-12-02', '13:30', now)).toBe('lunch'));
  test('past', () => expect(book('2026-12-01', '09:30', now)).toBe('past'));
  test('a slot that started at this very minute is past', () => expect(book('2026-12-01', '10:00', now)).toBe('past'));
  test('outside hours', () => {
    expect(book('2026-12-02', '08:30', now)).toBe('outside_hours');
    expect(book('2026-12-02', '19:00', now)).toBe('outside_hours');
  });
  test('unaligned and wrong length', () => {
    const start = indiaInstant('2026-12-02', '10:15');
    expect(checkVisitSlot(start, new Date(start.getTime() + 30 * 60_000), now)).toBe('unaligned');
    const aligned = indiaInstant('2026-12-02', '10:00');
    expect(checkVisitSlot(aligned, new Date(aligned.getTime() + 60 * 60_000), now)).toBe('wrong_length');
  });
  test('31 days ahead', () => expect(book('2027-01-01', '11:00', now)).toBe('outside_window'));
});

describe('a device in another time zone (UTC-5)', () => {
  test('an instant written in UTC-5 is judged by India time', () => {
    // 08:45 in New York on 1 Dec is 19:15 in India: the booking day has moved on to tomorrow.
    const now = new Date('2026-12-01T08:45:00-05:00');
    expect(indiaDate(now)).toBe('2026-12-01');
    expect(defaultBookingDate(now)).toBe('2026-12-02');
    expect(atTheSocietyOffered('2026-12-01', now)).toBe(false);
    // 23:00 on 30 Nov in New York is 09:30 on 1 Dec in India.
    const evening = new Date('2026-11-30T23:00:00-05:00');
    expect(indiaDate(evening)).toBe('2026-12-01');
    expect(slotAt(evening)).toBe('10:00');
  });

  test('the slot instants are the same whatever process.env.TZ says', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(indiaInstant('2026-12-02', '09:00').toISOString()).toBe('2026-12-02T03:30:00.000Z');
      expect(indiaDate(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
      expect(generateSlots('2026-12-02', new Date('2026-12-02T04:00:00Z'))[0]?.reason).toBe('past');
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('fixed +05:30 arithmetic agrees with the time-zone database', () => {
  // The helpers do plain offset arithmetic for speed; Asia/Kolkata has had no daylight saving since 1945.
  it('for any instant between 2000 and 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (millis) => {
        const instant = new Date(millis);
        expect(indiaDate(instant)).toBe(formatInTimeZone(instant, 'Asia/Kolkata', 'yyyy-MM-dd'));
        expect(indiaTime(instant)).toBe(formatInTimeZone(instant, 'Asia/Kolkata', 'HH:mm'));
      }),
      { numRuns: 2000 },
    );
  });

  it('and back: an India date and time give the instant date-fns-tz gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_500 }), fc.integer({ min: 0, max: 47 }), (dayOffset, halfHour) => {
        const date = addCalendarDays('2000-01-01', dayOffset);
        const hhmm = `${String(Math.floor(halfHour / 2)).padStart(2, '0')}:${halfHour % 2 ? '30' : '00'}`;
        expect(indiaInstant(date, hhmm).toISOString()).toBe(fromZonedTime(`${date}T${hhmm}:00`, 'Asia/Kolkata').toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it('malformed input stays invalid', () => {
    expect(Number.isNaN(indiaInstant('2026-02-30x', '10:00').getTime())).toBe(true);
    expect(Number.isNaN(indiaInstant('2026-11-24', '25:99').getTime())).toBe(true);
  });
});
