// lib/time/india.ts: India time by fixed offset arithmetic, checked at its boundaries (just before and after
// midnight in India, which is 18:30 UTC the day before; month and year ends; leap days) and against the
// time-zone database, plus the one form of every label.
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import fc from 'fast-check';
import {
  addCalendarDays,
  addCalendarMonths,
  calendarDayParts,
  formatCalendarDay,
  formatCalendarMonth,
  formatClockLabel,
  formatIndiaDate,
  formatIndiaDay,
  formatIndiaLongDay,
  formatIndiaMoment,
  formatIndiaTime,
  formatIndiaTimeRange,
  formatIndiaTimestamp,
  INDIA_TIME_ZONE,
  indiaCalendarDate,
  indiaDate,
  indiaInstant,
  indiaTime,
  indiaToday,
  isCalendarDate,
  startOfIndiaDay,
} from '@/lib/time/india';

describe('midnight in India is 18:30 UTC of the day before', () => {
  test('one millisecond before and at midnight', () => {
    const before = new Date('2026-11-24T18:29:59.999Z');
    const midnight = new Date('2026-11-24T18:30:00.000Z');
    expect([indiaDate(before), indiaTime(before)]).toEqual(['2026-11-24', '23:59']);
    expect([indiaDate(midnight), indiaTime(midnight)]).toEqual(['2026-11-25', '00:00']);
    expect(indiaToday(before)).toBe('2026-11-24');
    expect(indiaToday(midnight)).toBe('2026-11-25');
    expect(startOfIndiaDay('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });

  test('month, year and leap-day ends', () => {
    expect(indiaDate(new Date('2026-11-30T18:29:59.999Z'))).toBe('2026-11-30');
    expect(indiaDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(indiaDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(indiaCalendarDate(new Date('2026-12-31T18:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(indiaDate(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
    expect(indiaDate(new Date('2027-02-28T18:30:00Z'))).toBe('2027-03-01');
  });

  test('the same India date whatever the zone of the machine', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(indiaDate(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
      expect(formatIndiaTime('2026-11-24T18:30:00Z')).toBe('12:00 AM');
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('calendar arithmetic', () => {
  test('whole days across month and year ends, forwards and back', () => {
    expect(addCalendarDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-11-24', 30)).toBe('2026-12-24');
  });

  test('real calendar days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-11-24T00:00')).toBe(false);
    expect(isCalendarDate('24-11-2026')).toBe(false);
  });

  test('an India date and time as an instant; malformed ones are Invalid Date', () => {
    expect(indiaInstant('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(indiaInstant('2026-12-01', '00:00').toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(Number.isNaN(indiaInstant('2026-12-01x', '09:00').getTime())).toBe(true);
    expect(Number.isNaN(indiaInstant('2026-12-01', '24:61').getTime())).toBe(true);
  });

  test('an invalid instant is refused, not shown as a wrong date', () => {
    expect(() => indiaDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatIndiaTime('not a time')).toThrow(RangeError);
  });
});

describe('labels: one form each', () => {
  test("times are '10:00 AM', noon and midnight included", () => {
    expect(formatClockLabel('09:30')).toBe('9:30 AM');
    expect(formatClockLabel('12:00')).toBe('12:00 PM');
    expect(formatClockLabel('00:00')).toBe('12:00 AM');
    expect(formatClockLabel('18:30')).toBe('6:30 PM');
    expect(formatIndiaTime(new Date('2026-11-24T04:30:00Z'))).toBe('10:00 AM');
    expect(formatIndiaTimeRange('2026-11-24T06:30:00Z', '2026-11-24T07:00:00Z')).toBe('12:00 PM – 12:30 PM');
  });

  test('dates, with the India date of the instant (20:00 UTC is the next day in India)', () => {
    expect(formatIndiaDate('2026-11-24T20:00:00Z')).toBe('Wed, 25 Nov 2026');
    expect(formatIndiaDay(new Date('2026-11-30T18:30:00Z'))).toBe('1 Dec 2026');
    expect(formatIndiaLongDay('2026-08-19T18:30:00Z')).toBe('20 August 2026');
    expect(formatIndiaMoment('2026-11-28T05:30:00Z')).toBe('Sat 28 Nov, 11:00 AM');
    expect(formatIndiaTimestamp(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31 23:59:59 IST');
  });

  test('calendar days, the same month names on every machine', () => {
    expect(formatCalendarDay('2026-12-05')).toBe('5 Dec 2026');
    expect(formatCalendarDay('2026-09-01')).toBe('1 Sep 2026');
    expect(formatCalendarDay('not a day')).toBe('not a day');
    expect(calendarDayParts('2026-11-24')).toEqual({ weekday: 'Tue', day: 24, month: 'Nov', year: 2026 });
  });

  test("calendar months with the year in full: 'Dec 2026'", () => {
    expect(formatCalendarMonth('2026-12')).toBe('Dec 2026');
    expect(formatCalendarMonth('2027-01')).toBe('Jan 2027');
    expect(formatCalendarMonth('2026-13')).toBe('2026-13');
    expect(formatCalendarMonth('Dec')).toBe('Dec');
  });
});

describe('the fixed +05:30 offset agrees with the time-zone database', () => {
  // Asia/Kolkata has had no daylight saving since 1945; this would catch a wrong offset or sign.
  test('for any instant between 2000 and 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (millis) => {
        const instant = new Date(millis);
        expect(formatIndiaTimestamp(instant)).toBe(formatInTimeZone(instant, INDIA_TIME_ZONE, "yyyy-MM-dd HH:mm:ss 'IST'"));
        expect(formatIndiaDate(instant)).toBe(formatInTimeZone(instant, INDIA_TIME_ZONE, 'EEE, d MMM yyyy'));
        expect(formatIndiaTime(instant)).toBe(formatInTimeZone(instant, INDIA_TIME_ZONE, 'h:mm a'));
        expect(formatIndiaLongDay(instant)).toBe(formatInTimeZone(instant, INDIA_TIME_ZONE, 'd MMMM yyyy'));
      }),
      { numRuns: 2000 },
    );
  });

  test('and back: the start of an India day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_500 }), (dayOffset) => {
        const date = addCalendarDays('2000-01-01', dayOffset);
        expect(startOfIndiaDay(date).toISOString()).toBe(fromZonedTime(`${date}T00:00:00`, INDIA_TIME_ZONE).toISOString());
      }),
      { numRuns: 1000 },
    );
  });
});

describe('addCalendarMonths', () => {
  test('counts whole months, a missing day becoming the month\'s last', () => {
    expect(addCalendarMonths('2026-12-01', 11)).toBe('2027-11-01');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-08-15', 0)).toBe('2026-08-15');
    expect(addCalendarMonths('2027-03-31', -1)).toBe('2027-02-28');
  });

  test('refuses a date that is not one', () => {
    expect(() => addCalendarMonths('2026-02-30', 1)).toThrow(RangeError);
  });
});
