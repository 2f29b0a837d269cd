import { OFFER_STATUSES, type OfferStatus } from '@/lib/catalog';
import { isUuid } from '@/lib/slugs';
import { choiceParam, firstParam, parseTableQuery, type SearchParams, type TableQuery } from './table-query';

// The desk's offers inbox (/ops/offers): its URL read once, by the page and by its CSV download, so the file holds
// exactly the list on the screen. The inbox opens on what waits: the offers waiting for an answer (Pending),
// oldest first; 'Every status' (`status=all`) shows the rest.

export const DESK_OFFER_SORTS = ['age', 'rent'] as const;
export type DeskOfferSort = (typeof DESK_OFFER_SORTS)[number];

/** `status=all`: every status. */
export const ALL_STATUSES = 'all';

export interface DeskOfferFilters {
  /** Undefined: every status. */
  status?: OfferStatus;
  /** Part of a society's name (the trigram index of migration 0001 finds it). */
  society?: string;
  /** One offer, as the desk's search opens it. */
  offerId?: string;
  /** Only the offers assigned to this staff member ('Mine'). */
  assignedTo?: string;
}

/** The status filter's choices: the statuses by their label ('Waiting' for the stored Pending), then every status. */
export const OFFER_STATUS_CHOICES = [
  { value: 'Pending', label: 'Waiting (Pending)' },
  { value: 'Countered', label: 'Countered' },
  { value: 'Accepted', label: 'Accepted' },
  { value: 'Rejected', label: 'Declined' },
  { value: 'Withdrawn', label: 'Withdrawn' },
  { value: ALL_STATUSES, label: 'Every status' },
] as const;

export interface DeskOffersView {
  filters: DeskOfferFilters;
  query: TableQuery<DeskOfferSort>;
  /** The status filter as the form shows it ('all' for every status). */
  statusChoice: OfferStatus | typeof ALL_STATUSES;
  /** `mine=1`: only the offers assigned to the person looking. */
  mine: boolean;
}

/**
 * The inbox as the URL asks for it. No status in the URL is 'Waiting', unless it names one offer (a search result
 * opens it whatever its status). Age descending is the oldest first (the default).
 */
export function parseOffersView(params: SearchParams, viewerId?: string): DeskOffersView {
  const query = parseTableQuery(params, { sorts: DESK_OFFER_SORTS, sort: 'age', dir: 'desc' });
  const offer = firstParam(params, 'offer');
  const offerId = offer && isUuid(offer) ? offer : undefined;
  const named = choiceParam(params, 'status', [...OFFER_STATUSES, ALL_STATUSES] as const);
  const statusChoice = named ?? (offerId ? ALL_STATUSES : 'Pending');
  const society = firstParam(params, 'society')?.replace(/\p{Cc}/gu, '').trim().slice(0, 100) || undefined;
  const mine = firstParam(params, 'mine') === '1';
  return { filters: { status: statusChoice === ALL_STATUSES ? undefined : statusChoice, society, offerId, ...(mine && viewerId ? { assignedTo: viewerId } : {}) }, query, statusChoice, mine };
}
