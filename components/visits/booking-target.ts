import type { OwnerPreferences } from '@/lib/tenant/home-fit';

/** What the booking sheet needs to know about the listing being booked. */
export interface BookingTarget {
  listingId: string;
  propertyId: string;
  societyId: string;
  /** Shown under the title, e.g. '2 BHK for rent · Prestige Lakeside'. */
  propertyName: string;
  /** A rent home's owner preferences: the sheet says plainly where they differ from the tenant profile. */
  ownerPreferences?: OwnerPreferences;
}
