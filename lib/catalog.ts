// Fixed values of the product's vocabularies (both spec documents, section 3 and 9). The lists a form and its
// schema share live beside that schema instead: lead roles and owner interests in lib/validation/leads.ts,
// country codes in lib/validation/auth.ts, occupations and tenant types in lib/tenant/.

export const PROJECT_TYPES = ['Apartment', 'Villa'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_STATUSES = ['Under Construction', 'Ready to Move-in', 'New Launch'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Luxury and Ultra Luxury are the filterable categories; Premium and Value exist in the data too. */
export const PROJECT_CATEGORIES = ['Luxury', 'Ultra Luxury', 'Premium', 'Value'] as const;
export const FILTER_CATEGORIES = ['Luxury', 'Ultra Luxury'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** The builder filter list, with ids that never change (discovery-and-login.md section 3). */
export const FILTER_BUILDERS = [
  { id: '0b5c3a52-0001-4000-8000-000000000001', name: 'Prestige' },
  { id: '0b5c3a52-0002-4000-8000-000000000002', name: 'Brigade' },
  { id: '0b5c3a52-0003-4000-8000-000000000003', name: 'Sobha' },
  { id: '0b5c3a52-0004-4000-8000-000000000004', name: 'Shriram' },
  { id: '0b5c3a52-0005-4000-8000-000000000005', name: 'Godrej' },
  { id: '0b5c3a52-0006-4000-8000-000000000006', name: 'SNN Estates' },
  { id: '0b5c3a52-0007-4000-8000-000000000007', name: 'Purvankara' },
  { id: '0b5c3a52-0008-4000-8000-000000000008', name: 'Sattva' },
] as const;

export const LISTING_STATUSES = ['Active', 'Under offer', 'Inactive', 'Rented', 'Sold', 'Expired', 'Unconfirmed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const FURNISHING = ['Unfurnished', 'Semi-Furnished', 'Fully Furnished'] as const;
export const FACINGS = ['North', 'South', 'East', 'West', 'North-East', 'North-West', 'South-East', 'South-West'] as const;
export const FOOD_PREFERENCES = { veg_only: 'Vegetarian Only', no_preference: 'No Preference' } as const;
export type FoodPreference = keyof typeof FOOD_PREFERENCES;
export const PREFERRED_TENANTS = ['Family', 'Bachelors', 'Company', 'Any'] as const;

export const VISIT_STATUSES = ['open', 'upcoming', 'confirmed', 'completed', 'cancelled', 'expired'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** A visit in one of these states holds its slot and counts as "live". */
export const LIVE_VISIT_STATUSES = ['open', 'upcoming', 'confirmed'] as const;

export const VISIT_FEEDBACK = {
  shortlisted: 'Shortlisted',
  hold: 'On Hold',
  dropped: 'Dropped',
  'need to visit again': 'Visit Again',
} as const;
export type VisitFeedback = keyof typeof VISIT_FEEDBACK;
export const DROP_REASONS = ['vastu', 'value for money', 'ventilation/sunlight', 'balcony_view', 'woodwork/furniture', 'other'] as const;

export const ALERT_PROPERTY_TYPES = ['Buy', 'Rent'] as const;
// 'Rejected' is the spec's stored value of a declined offer; every screen calls it 'Declined' (lib/offers/status.ts).
// A Countered offer is live: it still blocks a new offer on the same property.
export const OFFER_STATUSES = ['Pending', 'Countered', 'Accepted', 'Rejected', 'Withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** Closed offers: they no longer count as 'offer sent' and do not block a new offer on the same property. */
export const CLOSED_OFFER_STATUSES = ['Rejected', 'Withdrawn'] as const;

/** Status badge colours by project status (spec section 4): Ready green, Under Construction yellow, New Launch blue. */
export function projectStatusTone(status: string | null | undefined): 'green' | 'yellow' | 'blue' | 'grey' {
  switch (status) {
    case 'Ready to Move-in':
      return 'green';
    case 'Under Construction':
      return 'yellow';
    case 'New Launch':
      return 'blue';
    default:
      return 'grey';
  }
}
