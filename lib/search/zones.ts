// The zone dropdown's default (discovery-and-login.md section 3): 'Bengaluru South' if present, otherwise
// the first zone by name.
import { DEFAULT_ZONE_NAME } from './types';

export interface ZoneOption {
  id: string;
  name: string;
  /** The name as the page shows it (its Kannada or Hindi name where one is on record); the name without it. */
  label?: string;
}

export function defaultZoneName(zones: readonly ZoneOption[]): string | null {
  if (zones.some((zone) => zone.name === DEFAULT_ZONE_NAME)) return DEFAULT_ZONE_NAME;
  const sorted = [...zones].sort((a, b) => a.name.localeCompare(b.name));
  return sorted[0]?.name ?? null;
}

/** The zone choice that searches every zone: no `zone` in the URL. */
export const ALL_ZONES = 'All of Bangalore';

/** A zone value from a URL or the dropdown: the all-zones choice means no zone at all. */
export function zoneOrAll(zone: string | null | undefined): string | null {
  const value = zone?.trim();
  return !value || value.toLowerCase() === ALL_ZONES.toLowerCase() ? null : value;
}

/**
 * The word that tells a zone apart, for a box too narrow for its name: 'Bengaluru South' -> 'South', 'All of
 * Bangalore' -> 'All zones' (`allZones`, in the page's language); a name without the city's prefix is its own.
 */
export function zoneShortName(name: string, allZones = 'All zones'): string {
  if (name === ALL_ZONES) return allZones;
  // Also the Kannada and Hindi names on record ('ದಕ್ಷಿಣ ಬೆಂಗಳೂರು', 'बेंगलुरु दक्षिण').
  const short = name.replace(/^(Bengaluru|Bangalore|बेंगलुरु|बैंगलोर)\s+/i, '').replace(/\s+(ಬೆಂಗಳೂರು|बेंगलुरु|बैंगलोर)$/, '');
  return short || name;
}
