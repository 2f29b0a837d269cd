// The desk lists the desk benchmark measures: each is the service call a desk page makes for one URL (the page's
// defaults, a filter, another sort, a deep page).
import type { DeskListCase } from '../desk-lists';
import { parseTableQuery } from '@/lib/ops/table-query';

export async function deskListCases(): Promise<DeskListCase[]> {
  const { listAudit } = await import('@/server/audit/log');
  const { DESK_OFFER_SORTS, listDeskOffers } = await import('@/server/offers/desk');
  const { listDeskListings } = await import('@/server/listings/desk');
  const { parseListingsQuery } = await import('@/lib/ops/listings-table');
  const offers = (params: Record<string, string>) => parseTableQuery(params, { sorts: DESK_OFFER_SORTS, sort: 'age', dir: 'asc' });
  return [
    { label: 'audit log, newest first', run: () => listAudit({}, { limit: 26 }) },
    { label: 'offers, newest first', run: () => listDeskOffers({}, offers({})) },
    { label: 'offers, Pending, highest rent', run: () => listDeskOffers({ status: 'Pending' }, offers({ sort: 'rent', dir: 'desc' })) },
    { label: 'offers, society name contains "green"', run: () => listDeskOffers({ society: 'green' }, offers({})) },
    { label: 'offers, page 40', run: () => listDeskOffers({}, offers({ page: '40' })) },
    { label: 'listings, last confirmed first', run: () => listDeskListings(parseListingsQuery({})) },
    { label: 'listings, Active, by rent', run: () => listDeskListings(parseListingsQuery({ status: 'Active', sort: 'rent', dir: 'asc' })) },
    { label: 'listings, society name contains "green"', run: () => listDeskListings(parseListingsQuery({ society: 'green' })) },
    { label: 'listings, by society, page 200 of 100', run: () => listDeskListings(parseListingsQuery({ sort: 'society', size: '100', page: '200' })) },
  ];
}
