// The payloads of the desk's list tools (docs/ops.md "Tables"): the bulk actions (the ids picked on one page, at
// most a page of 100) and the CSV downloads (the list's filters, as its page reads them from the URL).
import { z } from '@/lib/validation/zod';
import { PAGE_SIZES } from '@/lib/ops/table-query';
import { isUuid } from '@/lib/slugs';

export const BULK_MAX = PAGE_SIZES[PAGE_SIZES.length - 1]!;

const ids = (noun: string) =>
  z
    .array(z.string().refine(isUuid, `Unknown ${noun}`), { error: `Pick the ${noun}s first.` })
    .min(1, `Pick the ${noun}s first.`)
    .max(BULK_MAX, `Pick at most ${BULK_MAX} ${noun}s at a time.`)
    .transform((values) => [...new Set(values)]);

/** 'Forward to owners' of the picked offers. */
export const offersBulkSchema = z.object({ offerIds: ids('offer') }).strict();
/** 'Mark handled' of the picked messages. */
export const messagesBulkSchema = z.object({ messageIds: ids('message') }).strict();
/** 'Ask the owners' of the picked listings. */
export const listingsBulkSchema = z.object({ listingIds: ids('listing') }).strict();
export type OffersBulkInput = z.output<typeof offersBulkSchema>;
export type MessagesBulkInput = z.output<typeof messagesBulkSchema>;
export type ListingsBulkInput = z.output<typeof listingsBulkSchema>;

/**
 * A list's CSV download: the filter fields its page reads (each a short text, as the download form posts the
 * URL's values), read by the page's own parser so the file holds the rows the screen lists. Unknown fields are
 * refused (422): the form sends only these.
 */
export function listExportSchema<Key extends string>(keys: readonly Key[]) {
  const field = z.string().max(200, 'That filter is too long.').optional();
  return z.object(Object.fromEntries(keys.map((key) => [key, field])) as Record<Key, typeof field>).strict();
}

export const offersExportSchema = listExportSchema(['status', 'society', 'offer', 'mine']);
export const visitsExportSchema = listExportSchema(['date', 'days', 'society', 'q', 'status', 'gate', 'find']);
export const listingsExportSchema = listExportSchema(['society', 'home', 'status', 'owner', 'stale', 'mine']);
export const messagesExportSchema = listExportSchema(['state', 'mine']);
export const ownersExportSchema = listExportSchema(['phone', 'waiting']);

/** POST /api/ops/offers/forward: how many of the chosen offers went to their owners. */
export interface OffersForwardedAnswer {
  forwarded: number;
}

/** POST /api/ops/messages/handle: how many of the chosen messages were marked handled. */
export interface MessagesHandledAnswer {
  handled: number;
}
