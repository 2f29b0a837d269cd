// The heart payload (one-tap shortlist): one schema for the heart button and POST /api/shortlist/hearts.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import './text'; // the browser-side zod configuration (no eval under the CSP)

export const HEART_NOT_FOUND = 'Home not found';

export const heartSchema = z.object({
  listing_id: z.string({ error: HEART_NOT_FOUND }).trim().refine(isUuid, HEART_NOT_FOUND),
});
export type HeartInput = z.infer<typeof heartSchema>;

export interface HeartedListing {
  listingId: string;
  kind: 'rent' | 'sale';
}
/** GET /api/shortlist/hearts. */
export interface HeartsAnswer {
  hearts: HeartedListing[];
}
/** POST /api/shortlist/hearts. */
export interface HeartAnswer {
  heart: HeartedListing;
}
/** DELETE /api/shortlist/hearts/{listingId}. */
export interface HeartRemovedAnswer {
  removed: true;
}

/** DELETE /api/shortlist/hearts/{listingId}: a malformed id is the same 404 as a heart that is not yours. */
export const heartParamsSchema = z.object({ listingId: z.string().refine(isUuid, HEART_NOT_FOUND) });
