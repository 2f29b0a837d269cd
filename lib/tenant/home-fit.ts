// Whether a rent home's owner preferences (preferred tenant, pets) fit the tenant profile, in plain words for the
// booking and offer sheets. Only ever a note: the tenant may still book or offer, the owner decides.
import type { TenantType } from './tenant-types';

/** What the owner of a rent home states (property_rent_listings.preferred_tenant and pets_allowed). */
export interface OwnerPreferences {
  /** 'Family', 'Bachelors', 'Company' or 'Any'; none named means Any. */
  preferredTenants: readonly string[];
  petsAllowed: boolean;
}

/** The part of the tenant profile the owner's preferences are compared with. */
export interface TenantHousehold {
  tenant_type: TenantType;
  has_pet: boolean;
}

/**
 * Which of the owner's preferred tenants each tenant type is. Indian listings' 'Bachelors' means people who are
 * not a married family sharing a home, so a single person and an unmarried couple count as bachelors; a corporate
 * guesthouse is a company lease.
 */
const PREFERENCE_OF: Record<TenantType, string> = {
  Family: 'Family',
  Single: 'Bachelors',
  'Bachelors-Girls': 'Bachelors',
  'Bachelors-Boys': 'Bachelors',
  'Unmarried Couple': 'Bachelors',
  'Corporate Guesthouse': 'Company',
};

const PREFERENCE_WORDS: Record<string, string> = { Family: 'families', Bachelors: 'bachelors', Company: 'a company lease' };

/** The preferences the owner names (Any, or none, names no one). */
function namedPreferences(preferences: OwnerPreferences): string[] {
  if (preferences.preferredTenants.includes('Any')) return [];
  return [...new Set(preferences.preferredTenants.filter(Boolean))];
}

/** 'The owner prefers bachelors', 'The owner prefers families or a company lease'. */
export function ownerPrefersSentence(preferred: readonly string[]): string {
  const words = preferred.map((tenant) => PREFERENCE_WORDS[tenant] ?? tenant.toLowerCase());
  return `The owner prefers ${words.join(' or ')}`;
}

/**
 * The notes for this home and this tenant, each a sentence; none when everything fits or the owner states nothing.
 * Without a tenant profile there is nothing to compare with, so the owner's preferences are said as they stand.
 */
export function homeFitNotes(preferences: OwnerPreferences | null | undefined, household: TenantHousehold | null): string[] {
  if (!preferences) return [];
  const notes: string[] = [];
  const preferred = namedPreferences(preferences);
  if (preferred.length > 0) {
    if (!household) notes.push(`${ownerPrefersSentence(preferred)}.`);
    else if (!preferred.includes(PREFERENCE_OF[household.tenant_type])) {
      notes.push(`${ownerPrefersSentence(preferred)}; your tenant profile says ${household.tenant_type}.`);
    }
  }
  if (!preferences.petsAllowed) {
    if (!household) notes.push('The owner does not allow pets.');
    else if (household.has_pet) notes.push('The owner does not allow pets; your tenant profile says you have one.');
  }
  return notes;
}
