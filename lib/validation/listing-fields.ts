import { z } from '@/lib/validation/zod';
import { FACINGS, FURNISHING, LISTING_STATUSES, PREFERRED_TENANTS } from '@/lib/catalog';
import { flag, integer, isoDate, list, oneOf, optionalText } from './import-fields';

// The rules of a home's and a rent listing's fields, written once: the CSV import's row schemas
// (server/import/kinds.ts) and the desk's listing forms (lib/validation/ops-listings.ts) are built from them, so
// a value the import refuses is refused by the desk with the same message.

/** A listing status from `statuses`; empty means Active (a new listing is on the market). */
export const listingStatusField = <const T extends readonly ['Active', ...string[]]>(statuses: T) =>
  z.preprocess((value) => (value === undefined || value === null || String(value).trim() === '' ? 'Active' : value), oneOf(statuses, { required: true, label: 'Status' }));

/** Every status an operator may set: 'Expired' is the expiry job's alone, 'Unconfirmed' the owners' availability job's. */
export const IMPORT_LISTING_STATUSES = LISTING_STATUSES.filter((status) => status !== 'Expired' && status !== 'Unconfirmed') as unknown as readonly ['Active', ...string[]];

/** The property columns of a home (properties file). */
export const propertyFields = {
  configuration: optionalText(40),
  sqft: integer({ min: 1, max: 100_000 }),
  facing: oneOf(FACINGS),
  floor_number: integer({ min: -5, max: 200 }),
  furnishing: oneOf(FURNISHING),
  house_number: optionalText(50),
  property_parking: optionalText(100),
};

/** A rent listing's price and availability (rent-listings file). */
export const rentTermsFields = {
  expected_rent: integer({ min: 1, max: 100_000_000, required: true, label: 'Rent' }),
  expected_deposit: integer({ min: 0, max: 1_000_000_000 }),
  immediate_flag: flag(),
  available_from_date: isoDate(),
};

/** Who the owner lets to (rent-listings file, and the owner's own edit on /owner/homes). */
export const rentRulesFields = {
  pets_allowed: flag(),
  tenant_food_preference: oneOf(['veg_only', 'no_preference'] as const),
  preferred_tenant: list(z.enum(PREFERRED_TENANTS, { error: `Expected ${PREFERRED_TENANTS.join(', ')}` }), 4),
};
