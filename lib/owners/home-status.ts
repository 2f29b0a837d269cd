// How an owner's homes page words a listing's status (docs/owners.md "Owner accounts"): what tenants see of it.
import type { ListingStatus } from '@/lib/catalog';

const OWNER_LISTING_STATUS: Record<ListingStatus, string> = {
  Active: 'Listed: tenants can see it and book visits',
  'Under offer': 'Under offer',
  Inactive: 'Not listed just now',
  Rented: 'Rented',
  Sold: 'Sold',
  Expired: 'Listing expired',
  Unconfirmed: 'Hidden from tenants until you confirm it is still available',
};

export function ownerListingStatus(status: string): string {
  return (OWNER_LISTING_STATUS as Record<string, string>)[status] ?? status;
}
