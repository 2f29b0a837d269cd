import { LISTING_STATUSES, type ListingStatus } from '@/lib/catalog';
import { choiceParam, firstParam, parseTableQuery, type SearchParams, type TableQuery } from './table-query';

// The desk's listings table (/ops/listings): its URL (sort, filters) and its row, shared by the page, the
// service that reads one page and the table's columns.

export const LISTING_SORTS = ['confirmed', 'society', 'rent', 'deposit', 'available'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export interface DeskListingsQuery extends TableQuery<ListingSort> {
  /** Part of the society's name. */
  society?: string;
  /** A home's unit (house number) or the key of its listing or property, exactly. */
  home?: string;
  status?: ListingStatus;
  /** 'missing': only listings with no owner record (nobody to ask whether they are still available). */
  owner?: ListingOwnerFilter;
  /**
   * Only stale listings: on offer (Active, or hidden as Unconfirmed) and not confirmed for AVAILABILITY_ASK_DAYS,
   * the age at which the owner is asked.
   */
  stale?: boolean;
  /** Only the listings assigned to this staff member ('Mine'). */
  assignedTo?: string;
  /** `mine=1` in the URL: the page fills `assignedTo` with the person looking. */
  mine?: boolean;
}

export const LISTING_OWNER_FILTERS = ['missing'] as const;
export type ListingOwnerFilter = (typeof LISTING_OWNER_FILTERS)[number];

/** Free text longer than this is cut: nobody types a society name of 100 characters. */
const MAX_TEXT = 100;

function textParam(params: SearchParams, key: string): string | undefined {
  const value = firstParam(params, key)?.trim().slice(0, MAX_TEXT);
  return value ? value : undefined;
}

export function parseListingsQuery(params: SearchParams): DeskListingsQuery {
  return {
    ...parseTableQuery(params, { sorts: LISTING_SORTS, sort: 'confirmed', dir: 'desc' }),
    society: textParam(params, 'society'),
    home: textParam(params, 'home'),
    status: choiceParam(params, 'status', LISTING_STATUSES),
    owner: choiceParam(params, 'owner', LISTING_OWNER_FILTERS),
    stale: firstParam(params, 'stale') === '1' || undefined,
    mine: firstParam(params, 'mine') === '1' || undefined,
  };
}

export interface DeskListingRow {
  id: string;
  propertyId: string;
  societyId: string;
  societyName: string;
  bedroom: string | null;
  furnishing: string | null;
  houseNumber: string | null;
  floor: number | null;
  rent: number;
  deposit: number | null;
  immediate: boolean;
  availableFrom: string | null;
  status: string;
  /** ISO instant. */
  lastConfirmedAt: string;
  key: string | null;
  /** We hold an owner record for it (its own owner, else its property's). */
  hasOwner: boolean;
  /** That owner record, whose desk page the row links to. */
  ownerId: string | null;
  /** The open question to the owner ('Is your home still available?'): when asked and reminded (ISO). */
  ownerQuestion: { askedAt: string; remindedAt: string | null } | null;
  /** The staff member it is assigned to, and how many desk notes it has. */
  assignee: { id: string; name: string } | null;
  notes: number;
  /** Tenants' broker reports on it that wait for the desk (docs/ops.md "Listings"). */
  openBrokerReports: number;
  /** 'Ask the owner now' can be done: on offer (Active or Unconfirmed), an owner on record, no question open. */
  canAskOwner: boolean;
}

/** Whole days since the listing was last confirmed, as of `now`. */
export function daysSinceConfirmed(lastConfirmedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(lastConfirmedAt)) / 86_400_000));
}
