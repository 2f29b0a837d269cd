// What a signed-in owner's homes page shows of each home (server/owners/homes.ts reads it; docs/owners.md "Owner accounts").

export interface OwnerHomeVisit {
  id: string;
  start: Date;
  end: Date;
  firstName: string;
}

export interface OwnerHome {
  propertyId: string;
  societyName: string;
  title: string;
  unit: string | null;
  rent: {
    listingId: string;
    status: string;
    rent: number;
    deposit: number | null;
    availableFrom: string | null;
    lastConfirmedAt: Date;
    questionOpen: boolean;
    /** The open availability question in the words of its link page, when one is open. */
    question: string | null;
    /** A rent the owner set that waits for the desk (listing_rent_changes), or null. */
    rentWaiting: number | null;
    petsAllowed: boolean;
    foodPreference: string | null;
    preferredTenants: string[];
  } | null;
  sale: { status: string; price: number | null } | null;
  visits: OwnerHomeVisit[];
}
