import type { FilterableListing } from '@/lib/listings/filters';
import type { ListingDetail } from '@/server/listings/service';

/** What the filters and the sort of the properties page read of a listing (sent to the browser beside its card). */
export function filterFacts(listing: ListingDetail): FilterableListing {
  return {
    kind: listing.kind,
    amount: listing.kind === 'rent' ? listing.rent : listing.price,
    bedroom: listing.bedroom,
    furnishing: listing.furnishing,
    immediate: listing.kind === 'rent' && listing.immediate,
    availableFrom: listing.kind === 'rent' ? listing.availableFrom : null,
    listedAt: listing.listedAt,
  };
}
