// What the desk's search answers (server/staff/search.ts) and where each result opens, shared by the service and
// the results page.
import type { BoardStatus, GateState } from '@/lib/visits/desk-marks';
import type { DeskSearchKind } from './desk-search';

export type DeskSearchMatch = 'phone' | 'email' | 'name';

export interface DeskSearchHits<Row> {
  rows: Row[];
  /** More matched than are shown: the person types more to narrow it. */
  more: boolean;
}

export interface DeskTenantHit {
  id: string;
  name: string;
  email: string;
  phoneHint: string;
  matched: DeskSearchMatch;
}

export interface DeskOwnerHit {
  id: string;
  name: string;
  phoneHint: string;
  matched: DeskSearchMatch;
}

export interface DeskHomeHit {
  propertyId: string;
  unit: string | null;
  furnishing: string | null;
  bedroom: string | null;
  societyId: string;
  societyName: string;
  listingId: string | null;
  listingStatus: string | null;
  rent: number | null;
  ownerId: string | null;
}

export interface DeskVisitHit {
  id: string;
  userId: string;
  /** ISO instant of the slot's start, and its India day (the board's `date`). */
  start: string;
  day: string;
  societyId: string;
  societyName: string;
  firstName: string;
  unit: string | null;
  furnishing: string | null;
  bedroom: string | null;
  status: BoardStatus;
  gate: GateState;
}

export interface DeskOfferHit {
  id: string;
  userId: string;
  firstName: string;
  status: string;
  offeredRent: number;
  /** ISO instant. */
  sentAt: string;
  societyName: string;
  unit: string | null;
  furnishing: string | null;
  bedroom: string | null;
}

export interface DeskSearchResults {
  query: string;
  /** The kinds this role may see, in the page's order; the others were not searched. */
  kinds: DeskSearchKind[];
  tenants: DeskSearchHits<DeskTenantHit>;
  owners: DeskSearchHits<DeskOwnerHit>;
  homes: DeskSearchHits<DeskHomeHit>;
  visits: DeskSearchHits<DeskVisitHit>;
  offers: DeskSearchHits<DeskOfferHit>;
}

/** Where each result opens. */
export const deskRecordHref = {
  tenant: (userId: string) => `/ops/people/${userId}`,
  owner: (ownerId: string) => `/ops/owners/${ownerId}`,
  /** The listings table narrowed to the home's society and unit (the unit filter is exact, case aside). */
  home: (home: Pick<DeskHomeHit, 'societyName' | 'unit'>) => `/ops/listings?${new URLSearchParams({ society: home.societyName, ...(home.unit ? { home: home.unit } : {}) })}`,
  /** The visits board on the visit's day and society. */
  visit: (visit: Pick<DeskVisitHit, 'day' | 'societyId'>) => `/ops/visits?${new URLSearchParams({ date: visit.day, society: visit.societyId })}`,
  /** The offers inbox showing this one offer, with the answers it can take. */
  offer: (offerId: string) => `/ops/offers?${new URLSearchParams({ offer: offerId })}`,
};
