// Display rules of a listing card (spec 2.3, 3 and 9), pure so the cards, the e-mail and the tests share them.
// Each label takes, last and optional, the page's `facts` translate function (and its locale where it writes a date
// or an amount): without them it writes the spec's English.
import { formatAmount, withAmountWords } from '@/lib/amounts';
import type { Locale } from '@/lib/i18n/locales';
import type { FactsTranslate } from '@/lib/societies/facts-copy';
import { storedLabel } from '@/lib/societies/stored-values';
import { formatCalendarDay, indiaToday } from '@/lib/time/india';

/** A home's title, '2 BHK · Semi-Furnished', from what is known of it; `fallback` when nothing is. */
export function homeTitle(bedroom: string | null | undefined, furnishing: string | null | undefined, fallback = 'Property', t?: FactsTranslate): string {
  return [storedLabel('bedroom', bedroom, t), storedLabel('furnishing', furnishing, t)].filter(Boolean).join(' · ') || fallback;
}

/** The home as its owner knows it: the unit before the title when the listing names one, 'B-1204 (2 BHK · Semi-Furnished)'. */
export function homeWithUnit(title: string, unit: string | null | undefined): string {
  const named = unit?.trim();
  return named ? `${named} (${title})` : title;
}

export function floorLabel(floor: number | null | undefined, t?: FactsTranslate): string | null {
  if (floor === null || floor === undefined) return null;
  if (t) return floor === 0 ? t('display.groundFloor') : t('display.floor', { floor });
  return floor === 0 ? 'Ground floor' : `Floor ${floor}`;
}

/**
 * The one wording of when a rent home is free, on the society page's cards and the properties page: 'Available now'
 * (immediately, or from a day that has come in India), 'Available from 5 Dec 2026', or null when nobody said. The
 * shortlist's details sheet and the desk keep the spec's 'Immediate' (availableFromLabel).
 */
export function availabilityLabel(immediate: boolean | null | undefined, date: string | null | undefined, today: string = indiaToday(), t?: FactsTranslate, locale?: Locale): string | null {
  const day = date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
  if (immediate || (day !== null && day <= today)) return t ? t('display.availableNow') : 'Available now';
  if (!day) return null;
  return t ? t('display.availableFrom', { date: formatCalendarDay(day, locale) }) : `Available from ${formatCalendarDay(day)}`;
}

/** 'Immediate', a date ('1 Dec 2026'), or 'Not specified'. */
export function availableFromLabel(immediate: boolean | null | undefined, date: string | null | undefined, t?: FactsTranslate, locale?: Locale): string {
  if (immediate) return t ? t('display.immediate') : 'Immediate';
  if (date && /^\d{4}-\d{2}-\d{2}/.test(date)) return formatCalendarDay(date.slice(0, 10), locale);
  return t ? t('display.notSpecified') : 'Not specified';
}

export function foodPreferenceLabel(value: string | null | undefined, t?: FactsTranslate): string {
  if (t) return value === 'veg_only' ? t('display.vegOnly') : t('display.noPreference');
  return value === 'veg_only' ? 'Vegetarian Only' : 'No Preference';
}

/** The owner's preferred tenants, or 'Any' when none is named. */
export function preferredTenantLabel(tenants: readonly string[] | null | undefined, t?: FactsTranslate): string {
  const named = (tenants ?? []).filter((tenant) => tenant && tenant !== 'Any');
  if (!named.length) return t ? t('display.anyTenant') : 'Any';
  return named.map((tenant) => storedLabel('tenant', tenant, t)).join(', ');
}

/** With a Kannada or Hindi `locale` the amount has its words beside it ('+ ₹3 K (3 ಸಾವಿರ)/ತಿಂಗಳು'). */
export function maintenanceLabel(included: boolean, amount: number | null | undefined, t?: FactsTranslate, locale?: Locale): string {
  if (t) {
    if (included) return t('display.maintenanceIncluded');
    return amount ? t('display.maintenancePlus', { amount: withAmountWords(formatAmount(amount), amount, locale ?? 'en') }) : t('display.notSpecified');
  }
  if (included) return 'Included in rent';
  return amount ? `+ ${formatAmount(amount)}/month` : 'Not specified';
}

const TOWERS = 'ABCDEFGH';

/** FNV-1a: a small, stable hash of a string (the same listing always shows the same number). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * Spec 9: sale house numbers are generated for display only. Derived from the listing id (stable across
 * renders and instances) and the floor, and never equal to the real number, which stays private until a visit.
 */
export function displayHouseNumber(listingId: string, floor: number | null | undefined, realNumber?: string | null): string {
  const seed = hash(listingId);
  const level = floor === null || floor === undefined ? (seed % 14) + 1 : floor;
  const candidate = (offset: number) => {
    const tower = TOWERS[(seed + offset) % TOWERS.length]!;
    const unit = String(((seed >>> 8) + offset) % 8 + 1).padStart(2, '0');
    return `${tower}-${level === 0 ? 'G' : level}${unit}`;
  };
  for (let offset = 0; ; offset += 1) {
    const number = candidate(offset);
    if (number !== realNumber) return number;
  }
}

export const DEFAULT_VIDEO_PLAYER_URL = 'https://player.mux.com/{playbackId}';

/** The player iframe URL for a playback id, from a template with `{playbackId}`. */
export function videoPlayerUrl(playbackId: string, template: string = DEFAULT_VIDEO_PLAYER_URL): string {
  return template.replace('{playbackId}', encodeURIComponent(playbackId));
}
