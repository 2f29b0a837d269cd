// The fair-rent line of a rent card (docs/society-facts.md "Fair rent"): a listing's rent per sq ft against the
// usual rent of its society for the same configuration. Pure; the medians come from server/societies/fair-rent.ts.

/** A median needs this many listings behind it; with fewer the line and the chart show nothing. */
export const FAIR_RENT_MIN_LISTINGS = 3;
/** The monthly chart needs this many months that qualify: one point is not a trend. */
export const RENT_CHART_MIN_MONTHS = 2;
/** The window of listings the median reads. */
export const FAIR_RENT_MONTHS = 12;

import type { FactsTranslate } from './facts-copy';
import { storedLabel } from './stored-values';

const perSqftFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** '₹27' for 27.04; one decimal below ₹10 a sq ft, where a rupee is a large step. */
export function formatRentPerSqft(value: number): string {
  return `₹${perSqftFormat.format(value >= 10 ? Math.round(value) : Math.round(value * 10) / 10)}`;
}

/**
 * '₹27/sq ft · 12% below the usual rent here for a 3 BHK', or null when the area, the configuration or a median
 * backed by enough listings is missing.
 */
export function fairRentLine(rent: number, sqft: number | null, bedroom: string | null, median: number | undefined, t?: FactsTranslate): string | null {
  if (!sqft || sqft <= 0 || !bedroom || !median || median <= 0) return null;
  const perSqft = rent / sqft;
  const percent = Math.round(((perSqft - median) / median) * 100);
  if (t) {
    const head = t('price.fairHead', { amount: formatRentPerSqft(perSqft) });
    const values = { head, bedroom: storedLabel('bedroom', bedroom, t), percent: Math.abs(percent) };
    return t(percent === 0 ? 'price.fairAt' : percent < 0 ? 'price.fairBelow' : 'price.fairAbove', values);
  }
  const head = `${formatRentPerSqft(perSqft)}/sq ft`;
  if (percent === 0) return `${head} · at the usual rent here for a ${bedroom}`;
  return `${head} · ${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} the usual rent here for a ${bedroom}`;
}

export interface MonthlyMedian {
  /** yyyy-MM */
  month: string;
  median: number;
  listings: number;
}
