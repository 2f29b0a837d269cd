// The desk lists the desk benchmark measures: each is the service call a desk page makes for one URL (the page's
// defaults, a filter, another sort, a deep page).
import type { DeskListCase } from '../desk-lists';
import { parseTableQuery } from '@/lib/ops/table-query';

export async function deskListCases(): Promise<DeskListCase[]> {
  const { listAudit } = await import('@/server/audit/log');
  const { DESK_OFFER_SORTS, listDeskOffers } = await import('@/server/offers/desk');
  const { listDeskListings } = await import('@/server/listings/desk');
  const { parseOffersView } = await import('@/lib/ops/offers-table');
  const { parseListingsQuery } = await import('@/lib/ops/listings-table');
  const { boardView } = await import('@/server/visits/desk-board');
  const { indiaToday } = await import('@/lib/time/india');
  const { deskSearch } = await import('@/server/staff/search');
  const { parseDeskSearch } = await import('@/lib/ops/desk-search');
  const { deskToday } = await import('@/server/staff/today');
  // The search writes a view row per person shown, as the page does: the bench measures that insert too.
  const manager = { role: 'manager', societyIds: null, user: { id: '00000000-0000-4000-8000-000000000000' }, actor: { id: null, email: 'bench', address: null } } as never;
  const search = async (q: string) => {
    const found = await deskSearch(manager, parseDeskSearch(q)!);
    return [found.tenants, found.owners, found.homes, found.visits, found.offers].flatMap((kind) => kind.rows as unknown[]);
  };
  const offers = (params: Record<string, string>) => parseTableQuery(params, { sorts: DESK_OFFER_SORTS, sort: 'age', dir: 'asc' });
  return [
    { label: "Today, a manager's counts (offers, messages, listings, jobs, visits today and tomorrow)", run: async () => Object.values(await deskToday(manager)) },
    { label: 'audit log, newest first', run: () => listAudit({}, { limit: 26 }) },
    { label: 'offers, newest first', run: () => listDeskOffers({}, offers({})) },
    { label: 'offers, Pending, highest rent', run: () => listDeskOffers({ status: 'Pending' }, offers({ sort: 'rent', dir: 'desc' })) },
    { label: 'offers, society name contains "green"', run: () => listDeskOffers({ society: 'green' }, offers({})) },
    { label: 'offers, page 40', run: () => listDeskOffers({}, offers({ page: '40' })) },
    { label: 'offers, the inbox as it opens (waiting, oldest first)', run: () => listDeskOffers(parseOffersView({}).filters, parseOffersView({}).query) },
    { label: 'visits board, today, every society', run: async () => (await boardView(manager, {})).page },
    { label: 'visits board, today, not yet checked in, 100 a page', run: async () => (await boardView(manager, { gate: 'not_yet', size: '100' })).page },
    { label: 'visits board, society name contains "green"', run: async () => (await boardView(manager, { q: 'green', date: indiaToday() })).page },
    { label: 'visits board, today, page 20', run: async () => (await boardView(manager, { page: '20' })).page },
    { label: 'visits board, next 7 days', run: async () => (await boardView(manager, { days: '7' })).page },
    { label: 'visits board, next 7 days, a visitor by phone', run: async () => (await boardView(manager, { days: '7', find: '+91 90000 12345' })).page },
    { label: 'listings, last confirmed first', run: () => listDeskListings(parseListingsQuery({})) },
    { label: 'listings, Active, by rent', run: () => listDeskListings(parseListingsQuery({ status: 'Active', sort: 'rent', dir: 'asc' })) },
    { label: 'listings, society name contains "green"', run: () => listDeskListings(parseListingsQuery({ society: 'green' })) },
    { label: 'listings, stale', run: () => listDeskListings(parseListingsQuery({ stale: '1' })) },
    { label: 'listings, by society, page 200 of 100', run: () => listDeskListings(parseListingsQuery({ sort: 'society', size: '100', page: '200' })) },
    { label: 'search, a phone typed with +91 and spaces', run: () => search('+91 90000 12345') },
    // A surname every bench person shares, typed with a typo: the widest name match (a digit would make it a phone).
    { label: 'search, a common surname with a typo', run: () => search('Persn') },
    { label: 'search, a society and a unit', run: () => search('green a-1204') },
  ];
}
