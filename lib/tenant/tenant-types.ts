// Tenant types (societies-and-tenant-area.md 9) and who counts the household how (spec 5, step 3).

export const TENANT_TYPES = ['Family', 'Single', 'Corporate Guesthouse', 'Bachelors-Girls', 'Bachelors-Boys', 'Unmarried Couple'] as const;

export type TenantType = (typeof TENANT_TYPES)[number];

/** A family gives adults and children; shared households give the total number of occupants. */
export type HouseholdCount = 'family' | 'occupants' | 'none';

export function householdCountFor(type: TenantType): HouseholdCount {
  if (type === 'Family') return 'family';
  if (type === 'Bachelors-Girls' || type === 'Bachelors-Boys' || type === 'Unmarried Couple') return 'occupants';
  return 'none';
}
