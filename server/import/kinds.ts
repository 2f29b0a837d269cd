import 'server-only';
import { z } from '@/lib/validation/zod';
import { splitAliasCell } from '@/lib/search/aliases';
import { AMENITY_KEYS, UTILITY_KEYS } from '@/lib/amenities';
import { PROJECT_CATEGORIES, PROJECT_STATUSES, PROJECT_TYPES } from '@/lib/catalog';
import { OWNER_CHANNELS } from '@/lib/owners/owners';
import { FACT_KEYS, FACT_SOURCES, normalizeFactValue, type FactKey } from '@/lib/societies/facts';
import { checkedOnProblem } from '@/lib/validation/ops-society-facts';
import { DESK_PIN_PATTERN } from '@/lib/visits/gate-pass';
import {
  decimal,
  externalKey,
  fileRef,
  flag,
  integer,
  isoDate,
  list,
  oneOf,
  optionalFileRef,
  optionalEmail,
  optionalIndianMobile,
  optionalKey,
  optionalText,
  requiredText,
} from '@/lib/validation/import-fields';
import { IMPORT_LISTING_STATUSES, listingStatusField, propertyFields, rentRulesFields, rentTermsFields } from '@/lib/validation/listing-fields';

// The five kinds of import file (docs/import/*.csv, README "Importing your data"). Headers are the spec's column
// names; references to other rows are by name (builder, places, configuration) or by the operator's key
// (society_key, property_key). Columns a file leaves out are left alone on update.

export const IMPORT_KINDS = ['societies', 'properties', 'rent-listings', 'sale-listings', 'society-facts'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const featureFlags = Object.fromEntries([...AMENITY_KEYS, ...UTILITY_KEYS].map((key) => [key, flag()])) as Record<
  (typeof AMENITY_KEYS)[number] | (typeof UTILITY_KEYS)[number],
  ReturnType<typeof flag>
>;

const aliasCell = z.preprocess((value) => splitAliasCell(value === undefined || value === null ? '' : String(value)), z.array(z.string()));

export const societyRowSchema = z.object({
  external_key: externalKey('external_key'),
  name: requiredText('Name'),
  builder: optionalText(200),
  zone: optionalText(200),
  location: optionalText(200),
  sub_location: optionalText(200),
  city: optionalText(200),
  project_type: oneOf(PROJECT_TYPES, { required: true, label: 'Project type' }),
  project_status: oneOf(PROJECT_STATUSES, { required: true, label: 'Project status' }),
  category: oneOf(PROJECT_CATEGORIES),
  status: z.preprocess((value) => (value === undefined || String(value).trim() === '' ? 'verified' : String(value).trim().toLowerCase()), z.enum(['verified', 'unverified'], { error: 'Expected verified or unverified' })),
  project_size: optionalText(100),
  total_units: integer({ min: 1, max: 100_000 }),
  number_of_floors: integer({ min: 1, max: 200 }),
  completion_date: isoDate(),
  latitude: decimal({ min: -90, max: 90 }),
  longitude: decimal({ min: -180, max: 180 }),
  bedroom_configurations: list(z.string().max(40, 'A configuration has more than 40 characters'), 20),
  project_highlights: list(),
  primary_photo: optionalFileRef(),
  photo_gallery: list(fileRef, 50),
  brochure_pdf: optionalFileRef(),
  /** The security desk's PIN: 6-12 digits; empty leaves the desk as it is. Stored as a keyed hash, never as given. */
  desk_pin: z.preprocess(
    (value) => (value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim()),
    z.string().regex(DESK_PIN_PATTERN, 'A desk PIN is 6 to 12 digits.').nullable(),
  ),
  /** Other names (docs/search.md "Aliases"), '|'-separated: the society's own; an empty cell clears them. */
  aliases: aliasCell,
  /** Other names of the row's builder, location and sub-location: merged over the file's rows, empty leaves them. */
  builder_aliases: aliasCell,
  location_aliases: aliasCell,
  sub_location_aliases: aliasCell,
  ...featureFlags,
});

// The owner of the home (docs/owners.md): matched by phone, so one owner is one record however many homes they
// own. A phone needs a name; the other owner columns are optional.
export const propertyRowSchema = z
  .object({
    external_key: externalKey('external_key'),
    society_key: externalKey('society_key'),
    ...propertyFields,
    photos: list(fileRef, 50),
    owner_name: optionalText(120),
    owner_phone: optionalIndianMobile(),
    owner_email: optionalEmail(),
    owner_channel: oneOf(OWNER_CHANNELS),
  })
  .superRefine((row, context) => {
    if (row.owner_phone && !row.owner_name) context.addIssue({ code: 'custom', path: ['owner_name'], message: 'An owner with a phone needs a name' });
    if (!row.owner_phone && (row.owner_name || row.owner_email || row.owner_channel)) {
      context.addIssue({ code: 'custom', path: ['owner_phone'], message: 'An owner is matched by phone: give owner_phone' });
    }
  });

const listingCommon = {
  external_key: externalKey('external_key'),
  property_key: externalKey('property_key'),
  /** Optional cross-check: when given it must be the property's society. */
  society_key: optionalKey('society_key'),
  listing_status: listingStatusField(IMPORT_LISTING_STATUSES),
  video_playback_id: optionalText(200),
  video_thumbnail_url: optionalFileRef(),
};

export const rentListingRowSchema = z.object({
  ...listingCommon,
  ...rentTermsFields,
  is_rent_including_maintenance: flag(),
  monthly_maintenance_amount: integer({ min: 0, max: 10_000_000 }),
  configuration: optionalText(40),
  is_rent_negotiable: flag(),
  ...rentRulesFields,
  tenant_service_fee: integer({ min: 0, max: 100_000_000 }),
});

export const saleListingRowSchema = z.object({
  ...listingCommon,
  listing_price: integer({ min: 1, max: 1e13 }),
  current_occupancy_status: optionalText(100),
  sale_plan_type: optionalText(100),
  title: optionalText(200),
  highlights: list(),
  document_verified: flag(),
  rental_yield: integer({ min: 0, max: 1e10 }),
  booking_amount: integer({ min: 0, max: 1e13 }),
  ghomes_service_fee: integer({ min: 0, max: 1e10 }),
});

// A society's facts and rules for tenants (docs/society-facts.md), one per row: the society by its key, the fact's
// name, its value, where it came from and when it was checked. An empty value clears the fact (unknown again).
export const societyFactRowSchema = z
  .object({
    society_key: externalKey('society_key'),
    fact: z.preprocess((value) => String(value ?? '').trim().toLowerCase(), z.enum(FACT_KEYS as [FactKey, ...FactKey[]], { error: `Expected one of ${FACT_KEYS.join(', ')}` })),
    value: optionalText(300),
    source: z.preprocess((value) => (value === undefined || String(value).trim() === '' ? null : String(value).trim().toLowerCase()), z.enum(FACT_SOURCES, { error: `Expected ${FACT_SOURCES.join(', ')}` }).nullable()),
    checked_on: optionalText(10),
  })
  .superRefine((row, context) => {
    if (!row.value) return;
    const normalized = normalizeFactValue(row.fact, row.value);
    if ('error' in normalized) context.addIssue({ code: 'custom', path: ['value'], message: normalized.error });
    if (!row.source) context.addIssue({ code: 'custom', path: ['source'], message: 'A stated fact needs its source' });
    const dateProblem = row.checked_on ? checkedOnProblem(row.checked_on) : 'Give the date it was checked (yyyy-mm-dd)';
    if (dateProblem) context.addIssue({ code: 'custom', path: ['checked_on'], message: dateProblem });
  });

export const ROW_SCHEMAS = {
  societies: societyRowSchema,
  properties: propertyRowSchema,
  'rent-listings': rentListingRowSchema,
  'sale-listings': saleListingRowSchema,
  'society-facts': societyFactRowSchema,
} as const;

export type SocietyRow = z.infer<typeof societyRowSchema>;
export type PropertyRow = z.infer<typeof propertyRowSchema>;
export type RentListingRow = z.infer<typeof rentListingRowSchema>;
export type SaleListingRow = z.infer<typeof saleListingRowSchema>;
export type SocietyFactRow = z.infer<typeof societyFactRowSchema>;

/** The kind a header row names: each kind has a column no other kind has. */
export function kindFromHeader(header: readonly string[]): ImportKind | null {
  const has = (column: string) => header.includes(column);
  if (has('fact')) return 'society-facts';
  if (has('expected_rent')) return 'rent-listings';
  if (has('listing_price') || has('sale_plan_type')) return 'sale-listings';
  if (has('project_type')) return 'societies';
  if (has('society_key')) return 'properties';
  return null;
}

/** Columns the kind understands (an unknown column is an error: a typo must not be ignored silently). */
export function knownColumns(kind: ImportKind): Set<string> {
  return new Set(Object.keys(ROW_SCHEMAS[kind].shape));
}
