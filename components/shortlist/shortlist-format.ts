// Labels of the shortlist cards and their details sheet (spec 2.7). Amounts use one decimal here (spec 1).
import { formatAmount } from '@/lib/amounts';
import { FOOD_PREFERENCES, type FoodPreference } from '@/lib/catalog';
import { formatCalendarDay, isCalendarDate } from '@/lib/time/india';
import type { ShortlistItem, VisitedHome } from '@/lib/visits/types';

export const amount = (value: number | null | undefined) => formatAmount(value, 1);

export function priceLabel(home: VisitedHome): string {
  if (home.price === null) return 'Price on request';
  return home.kind === 'rent' ? `${amount(home.price)}/month` : amount(home.price);
}

/** Rentals: 'Maintenance included' or '+ ₹3.5K maintenance'; nothing for sales or when unknown. */
export function maintenanceLabel(home: VisitedHome): string | null {
  if (home.kind !== 'rent') return null;
  if (home.maintenanceIncluded) return 'Maintenance included';
  return home.maintenance ? `+ ${amount(home.maintenance)} maintenance` : null;
}

/** 'Immediate', a date, or 'Not specified' (spec 2.7). */
export function availableFromLabel(item: Pick<ShortlistItem, 'availableFrom'>): string {
  if (!item.availableFrom) return 'Not specified';
  if (item.availableFrom === 'Immediate') return 'Immediate';
  return isCalendarDate(item.availableFrom) ? formatCalendarDay(item.availableFrom) : 'Not specified';
}

export function foodPreferenceLabel(value: string | null): string {
  return value ? (FOOD_PREFERENCES[value as FoodPreference] ?? value) : 'No Preference';
}

export function preferredTenantLabel(values: string[]): string {
  const shown = values.filter((value) => value && value !== 'Any');
  return shown.length === 0 ? 'Any' : shown.join(', ');
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
