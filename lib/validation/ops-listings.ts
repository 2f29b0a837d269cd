import { z } from '@/lib/validation/zod';
import { oneOf, optionalKey } from './import-fields';
import { safeText } from './text';
import { listingStatusField, propertyFields, rentTermsFields } from './listing-fields';

// The desk's listing payloads (/ops/listings): one schema per payload, used by the form in the browser and by the
// route. Every field takes the CSV import's rule (lib/validation/listing-fields.ts), so the desk accepts and
// refuses exactly what a rent-listings or properties file would, with the same messages. The form may send the
// values as the text the person typed: the rules read text as the import reads cells.

/** The statuses the desk sets by hand ('Sold' is for sale listings, 'Expired' is the expiry job's). */
export const DESK_LISTING_STATUSES = ['Active', 'Under offer', 'Rented', 'Inactive'] as const;
export type DeskListingStatus = (typeof DESK_LISTING_STATUSES)[number];

/**
 * Rent, deposit, availability and status of one rent listing. The status is required here: an empty one must not
 * put an Expired or Sold listing back on the market (the import's own rule, without its 'empty is Active').
 */
export const listingUpdateSchema = z.object({
  ...rentTermsFields,
  listing_status: oneOf(DESK_LISTING_STATUSES, { required: true, label: 'Status' }),
});
export type ListingUpdateInput = z.input<typeof listingUpdateSchema>;
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/**
 * A one-off home and its rent listing, without a CSV: the society, the property columns the import knows (the
 * bedroom configuration is required here: a card without one says only 'Property'), optional keys for a later
 * import to update the rows by, and the listing's terms.
 */
export const listingCreateSchema = z.object({
  society_id: z.uuid({ error: 'Choose the society' }),
  ...propertyFields,
  configuration: propertyFields.configuration.refine((value) => value !== null, 'Choose the BHK configuration'),
  property_key: optionalKey('property_key'),
  listing_key: optionalKey('external_key'),
  ...rentTermsFields,
  listing_status: listingStatusField(DESK_LISTING_STATUSES),
});
export type ListingCreateInput = z.input<typeof listingCreateSchema>;
export type ListingCreate = z.output<typeof listingCreateSchema>;

/** The society picker's look-up: a name or its start, at least two characters. */
// safeText: a NUL cannot reach PostgreSQL (which refuses one in text) as a 500.
export const societyLookupSchema = z.object({ q: safeText().trim().min(2, 'Type at least 2 letters').max(100, 'At most 100 characters') });

export const listingIdParams = z.object({ listingId: z.uuid() });

/** POST /api/ops/listings (201). */
export interface ListingCreatedAnswer {
  listing: { id: string; propertyId: string; societyId: string };
}

/** POST /api/ops/listings/{listingId}/ask-owner and /api/ops/listings/ask-owners: how many owners were asked. */
export interface OwnersAskedAnswer {
  asked: number;
}

export interface SocietyChoice {
  id: string;
  name: string;
}

/** What setting a listing to Rented did (PATCH's `letting`; null for any other change). */
export interface Letting {
  cancelledVisits: number;
  declinedOffers: number;
  toldHearts: number;
  closedLinks: number;
}

/** PATCH /api/ops/listings/{listingId}. */
export interface ListingUpdatedAnswer {
  listing: { id: string; societyId: string };
  letting: Letting | null;
}

/** GET /api/ops/listings/societies?q=. */
export interface SocietyChoicesAnswer {
  societies: SocietyChoice[];
}
