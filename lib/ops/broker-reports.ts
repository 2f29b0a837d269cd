// The desk's broker reports (/ops/listings/broker-reports, docs/ops.md "Listings"): the URL it is read from and the
// rows it shows, shared by the server's read and the page's components.
import type { BrokerReportOutcome, BrokerReportReason } from '@/lib/listings/broker-reports';
import { isUuid } from '@/lib/slugs';
import { choiceParam, firstParam, parseTableQuery, type SearchParams, type TableQuery } from './table-query';

export const BROKER_REPORTS_HREF = '/ops/listings/broker-reports';

/** The reports of one listing: every one of them, open and settled. */
export const brokerReportsOfListingHref = (listingId: string) => `${BROKER_REPORTS_HREF}?listing=${listingId}`;

export const BROKER_REPORT_STATES = ['open', 'handled'] as const;
export type BrokerReportState = (typeof BROKER_REPORT_STATES)[number];

export interface BrokerReportsQuery extends TableQuery<'reported'> {
  /** Open (default): the listings with reports waiting, oldest report first; handled: the latest settled first. */
  state: BrokerReportState;
  /** One listing's reports, whatever their state. */
  listing?: string;
}

export function parseBrokerReportsQuery(params: SearchParams): BrokerReportsQuery {
  const listing = firstParam(params, 'listing');
  return {
    ...parseTableQuery(params, { sorts: ['reported'], sort: 'reported', dir: 'asc' }),
    state: choiceParam(params, 'state', BROKER_REPORT_STATES) ?? 'open',
    listing: listing && isUuid(listing) ? listing.toLowerCase() : undefined,
  };
}

export interface DeskBrokerReport {
  id: string;
  /** The first word of the reporter's first name only (null once their account was erased). */
  reporterFirstName: string | null;
  reason: BrokerReportReason;
  details: string | null;
  /** ISO instants. */
  createdAt: string;
  handledAt: string | null;
  /** Who settled it, by name (or e-mail when the account has no name). */
  handledBy: string | null;
  outcome: BrokerReportOutcome | null;
}

export interface DeskReportedListing {
  listingId: string;
  kind: 'rent' | 'sale';
  /** '2 BHK · Semi-Furnished · Unit B-1204' (homeAndUnit). */
  home: string;
  societyId: string;
  societyName: string;
  status: string;
  /** The reports shown: the open ones (open view), the settled ones (handled view), or all (one listing). */
  reports: DeskBrokerReport[];
  /** Open reports on the listing, whatever the view: the answers apply to them. */
  openReports: number;
}
