// Shapes of the visit reads (spec 7: "visits where user_id ...", "visits where user_id and feedback =
// shortlisted", "visits by user and society"), shared by server/visits/service.ts, the route handlers and the
// client components. Dates travel as ISO strings so server and client props stay plain JSON.

export type ListingKind = 'rent' | 'sale';

/**
 * One society on the Doors Unlocked tab (spec 2.7): the visit it shows is the next one (upcoming), the latest
 * (past) or the latest cancelled one (cancelled). Counts leave cancelled visits out (lib/visits/grouping.ts).
 */
export interface VisitSocietyGroup {
  societyId: string;
  name: string;
  photo: string | null;
  latitude: number | null;
  longitude: number | null;
  visitStart: string;
  visitEnd: string;
  /** The shown visit was cancelled (only groups of the cancelled list show one). */
  cancelled: boolean;
  /** The person's upcoming visits in this society (never a cancelled one). */
  upcomingCount: number;
  /** Distinct properties the person unlocked in this society (visits not cancelled). */
  propertyCount: number;
  /** The person's cancelled visits in this society. */
  cancelledCount: number;
}

export interface MyVisits {
  upcoming: VisitSocietyGroup[];
  past: VisitSocietyGroup[];
  /** Societies with cancelled visits, whatever their time: a cancelled visit is neither upcoming nor past. */
  cancelled: VisitSocietyGroup[];
  /** Distinct properties of the visits not cancelled: the Doors Unlocked tab's count. */
  doorsUnlocked: number;
}

/** The property and listing facts a visit card or a shortlist card shows. */
export interface VisitedHome {
  propertyId: string;
  societyId: string;
  societyName: string;
  kind: ListingKind;
  rentListingId: string | null;
  saleListingId: string | null;
  photos: string[];
  bedroom: string | null;
  furnishing: string | null;
  facing: string | null;
  floor: number | null;
  sqft: number | null;
  /** Rent per month, or the sale listing price (null: 'Price on request'). */
  price: number | null;
  maintenanceIncluded: boolean;
  maintenance: number | null;
}

export interface RentDetails {
  deposit: number | null;
  negotiable: boolean;
  maintenance: number | null;
  maintenanceIncluded: boolean;
  serviceFee: number | null;
  petsAllowed: boolean;
  foodPreference: string | null;
  preferredTenants: string[];
}

/** The person's newest offer on a home and the answer's date, as the shortlist card and the visit card show it. */
export interface OfferAnswerFacts {
  /** The status of the person's newest offer on this property ('Rejected' reads 'Declined'); null without one. */
  offerStatus: string | null;
  /** When that offer was answered (ISO), null while it waits or without one. */
  offerAnsweredAt: string | null;
}

/** Where a shortlisted home came from: a visit marked Shortlisted, or a heart (one tap). */
export type ShortlistSource = 'visit' | 'heart';

/** GET /api/shortlist. */
export interface ShortlistAnswer {
  items: ShortlistItem[];
}

export interface ShortlistItem extends VisitedHome, OfferAnswerFacts {
  /** The visit that shortlisted it; null for a home only hearted. */
  visitId: string | null;
  visitStatus: string | null;
  source: ShortlistSource;
  /** The person hearted this listing too (a visit's home may also carry a heart). */
  hearted: boolean;
  /** When the visit or the heart shortlisted it (ISO): the list's order after the open visits. */
  shortlistedAt: string;
  notes: string | null;
  /** A live offer (any status but Rejected and Withdrawn) exists for this property. */
  offerSent: boolean;
  /** 'Immediate', an ISO date (yyyy-MM-dd), or null for 'Not specified'. */
  availableFrom: string | null;
  rent: RentDetails | null;
}

/** Visit day: the gate pass, the desk's check-in, rescheduling. */
export interface VisitDayFacts {
  /** The pass while it can still let the visitor in: 'ABCD-EFGH' and its window (ISO instants). */
  /** `hasDesk`: the society checks passes at a security desk (else the pass is shown to the guard at the gate). */
  pass: { code: string; validFrom: string; validUntil: string; hasDesk: boolean } | null;
  /** When the security desk checked the visitor in ('Arrived'). */
  checkedInAt: string | null;
  /** A society with a desk, the pass window closed, never checked in (shown, no penalty). */
  notCheckedIn: boolean;
  rescheduleCount: number;
  /** Live, not started, not checked in (the limit of 2 is the sheet's and the server's to say). */
  canReschedule: boolean;
  /** The visit happened, so 'How was the visit?' is asked (lib/visits/feedback.ts). */
  happened: boolean;
  /** An agent's mark from the visits board: 'Door unlocked' or 'Marked as no-show', and when (ISO). */
  deskMark: { kind: 'door_unlocked' | 'no_show'; at: string } | null;
}

export interface SocietyVisit extends VisitedHome, VisitDayFacts, OfferAnswerFacts {
  visitId: string;
  status: string;
  /** The flat to go to ('B-1204', its tower in it), for a booked visit (not a cancelled one); null when unknown. */
  houseNumber: string | null;
  visitStart: string;
  visitEnd: string;
  /** Computed on the server with the same clock as the lists (spec 4). */
  upcoming: boolean;
  feedback: string | null;
  dropReasons: string[];
  notes: string | null;
}

export interface SocietyVisits {
  society: { id: string; name: string };
  /** Distinct properties the person unlocked in this society. */
  propertyCount: number;
  visits: SocietyVisit[];
}
