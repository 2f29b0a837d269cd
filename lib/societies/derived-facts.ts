// Derived facts shown on a society page (spec societies-and-tenant-area.md section 9). Pure, so the page,
// the listing cards and the tests share one rule each.
import { indiaCalendarDate } from '@/lib/time/india';
import { formatAmountPerUnit } from '@/lib/amounts';
import type { FactsTranslate } from './facts-copy';
import { storedLabel } from './stored-values';

/** Spec 9: a bedroom configuration without a sort order sorts last. */
export const UNKNOWN_BEDROOM_SORT_ORDER = 999;

function parseDateOnly(value: string | Date): { year: number; month: number; day: number } | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * Whole years since completion: 'New' under a year (a completion date still ahead counts as new too),
 * 'N/A' when unknown. "Today" is the India date, so the anniversary turns at IST midnight.
 */
export function societyAge(completionDate: string | Date | null | undefined, now: Date = new Date(), t?: FactsTranslate): string {
  const done = completionDate ? parseDateOnly(completionDate) : null;
  if (!done) return t ? t('age.notAvailable') : 'N/A';
  const { year, month, day } = indiaCalendarDate(now);
  const beforeAnniversary = month < done.month || (month === done.month && day < done.day);
  const years = year - done.year - (beforeAnniversary ? 1 : 0);
  if (years < 1) return t ? t('age.new') : 'New';
  if (t) return years === 1 ? t('age.oneYear') : t('age.years', { count: years });
  return years === 1 ? '1 year' : `${years} years`;
}

export interface YieldRange {
  low: number;
  high: number;
}

/**
 * Spec 9: monthly rent times 12 divided by the price, floored to 0.5 steps, plus 0.5 for the upper bound.
 * Works in half-percent units on integers, so 3% never floors to 2.5% through a rounding error.
 */
export function rentalYieldRange(monthlyRent: number | null | undefined, price: number | null | undefined): YieldRange | null {
  if (!monthlyRent || !price || monthlyRent <= 0 || price <= 0) return null;
  const halfPercents = Math.floor((monthlyRent * 12 * 200) / price);
  const low = halfPercents / 2;
  return { low, high: low + 0.5 };
}

const percent = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** '3% - 3.5%', or '' when there is no yield to show. */
export function formatYieldRange(range: YieldRange | null): string {
  return range ? `${percent(range.low)}% - ${percent(range.high)}%` : '';
}

/** Price per square foot with the amount labels ('₹12.5K/sqft'), or '' when the area is unknown. */
export function formatPricePerSqft(total: number | null | undefined, sqft: number | null | undefined, t?: FactsTranslate): string {
  const amount = formatAmountPerUnit(total, sqft);
  if (!amount) return '';
  return t ? t('price.perSqft', { amount }) : `${amount}/sqft`;
}

export interface SortableListing {
  bedroomSortOrder: number | null | undefined;
  /** Present on rent listings only: the second key of the spec's sort. */
  rent?: number | null;
}

/** Spec 9: by bedroom sort order (unknown last), then rent ascending for rent listings. Stable. */
export function sortListings<T extends SortableListing>(listings: readonly T[]): T[] {
  const order = (listing: T) => listing.bedroomSortOrder ?? UNKNOWN_BEDROOM_SORT_ORDER;
  return [...listings].sort((a, b) => order(a) - order(b) || (a.rent ?? 0) - (b.rent ?? 0));
}

interface DescribedSociety {
  name: string;
  category: string | null;
  projectType: string;
  projectStatus: string;
  projectSize: string | null;
  totalUnits: number | null;
  bedroomConfigurations: readonly string[];
  builderName: string | null;
  place: string | null;
}

/** societyDescription in the page's language: stored values by their messages, names as they are. */
function translatedDescription(society: DescribedSociety, counts: { rent: number; buy: number }, t: FactsTranslate): string {
  const kind = [storedLabel('category', society.category, t), storedLabel('projectType', society.projectType, t)].filter(Boolean).join(' ');
  const by = society.builderName ? t('description.by', { builder: society.builderName }) : '';
  const where = society.place ? t('description.inPlace', { place: society.place }) : t('description.inBangalore');
  const facts = [
    storedLabel('projectStatus', society.projectStatus, t),
    society.bedroomConfigurations.length ? society.bedroomConfigurations.map((bedroom) => storedLabel('bedroom', bedroom, t)).join(', ') : null,
    society.totalUnits ? t('description.units', { count: society.totalUnits }) : null,
    storedLabel('projectSize', society.projectSize, t),
  ].filter(Boolean);
  const homes = t('description.homes', { rent: counts.rent, buy: counts.buy });
  return t('description.sentence', { name: society.name, kind, by, where, facts: facts.join(' · '), homes });
}

/**
 * The meta description source: facts in one sentence, cut to 150 characters by the page-head helper; in the page's
 * language with its `facts` translate function.
 */
export function societyDescription(society: DescribedSociety, counts: { rent: number; buy: number }, t?: FactsTranslate): string {
  if (t) return translatedDescription(society, counts, t);
  const kind = [society.category, society.projectType].filter(Boolean).join(' ');
  const by = society.builderName ? ` by ${society.builderName}` : '';
  const where = society.place ? ` in ${society.place}, Bangalore` : ' in Bangalore';
  const facts = [
    society.projectStatus,
    society.bedroomConfigurations.length ? society.bedroomConfigurations.join(', ') : null,
    society.totalUnits ? `${society.totalUnits} units` : null,
    society.projectSize,
  ].filter(Boolean);
  const homes = `${counts.rent} for rent, ${counts.buy} for sale`;
  return `${society.name}: ${kind}${by}${where}. ${facts.join(' · ')}. ${homes}.`;
}
