import 'server-only';

// Dates are relative to the day of seeding, so "future" completion and availability dates stay in the future.

/** Midnight UTC of the given moment's date. */
export function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** yyyy-MM-dd, the text form of a PostgreSQL date. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
