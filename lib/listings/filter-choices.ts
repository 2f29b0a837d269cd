// The choices of the listing filters, apart from their rules so that a component needing only the
// choices (the /search filter panel) loads nothing more.
import type { FactsTranslate } from '@/lib/societies/facts-copy';

/** 1 to 5, where 5 means '5+' (5 BHK and penthouses). */
export const BHK_CHOICES = [1, 2, 3, 4, 5] as const;
export type Bhk = (typeof BHK_CHOICES)[number];

export const AVAILABILITY = ['now', 'within-30-days', 'later'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const LISTING_SORTS = ['price-asc', 'price-desc', 'newest', 'soonest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  'price-asc': 'Lowest price',
  'price-desc': 'Highest price',
  newest: 'Newest',
  soonest: 'Available soonest',
};

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  now: 'Immediately',
  'within-30-days': 'Within 30 days',
  later: 'Later',
};

/** Budget steps offered by the sheet (any whole number in the URL works). */
export const RENT_BUDGET_STEPS = [10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000] as const;
export const SALE_BUDGET_STEPS = [2_500_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000, 20_000_000, 30_000_000, 50_000_000, 100_000_000] as const;

export const bhkLabel = (bhk: number) => (bhk >= 5 ? '5+ BHK' : `${bhk} BHK`);

/** A sort's label, in the page's language with its `facts` translate function. */
export function sortLabel(sort: ListingSort, t?: FactsTranslate): string {
  return t ? t(`filters.sorts.${sort}`) : SORT_LABELS[sort];
}

/** An availability choice's label ('Immediately'), in the page's language with its `facts` translate function. */
export function availabilityChoiceLabel(value: Availability, t?: FactsTranslate): string {
  return t ? t(`filters.availability.${value}`) : AVAILABILITY_LABELS[value];
}
