import Link from 'next/link';
import { AddListingDialog } from '@/components/ops/listings/add-listing-dialog';
import { ListingsTable } from '@/components/ops/listings/listings-table';
import { DeskPage } from '@/components/ops/desk-page';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { LISTING_STATUSES } from '@/lib/catalog';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { parseListingsQuery } from '@/lib/ops/listings-table';
import type { SearchParams } from '@/lib/ops/table-query';
import { bedroomConfigurations, listDeskListings } from '@/server/listings/desk';
import { requireStaffPage } from '@/server/staff/access';

const STATUS_OPTIONS = LISTING_STATUSES.map((status) => ({ value: status, label: status }));
const OWNER_OPTIONS = [{ value: 'missing', label: 'Needs an owner' }];

export default async function OpsListingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.listings.role);
  const query = parseListingsQuery(await searchParams);
  const [page, configurations] = await Promise.all([listDeskListings(query), bedroomConfigurations()]);
  return (
    <DeskPage
      title="Listings"
      description="Homes for rent: find one by society, unit or status; change its rent, deposit, availability or status."
      actions={
        <>
          <Link href="/ops/listings/facts" className="inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-medium hover:bg-muted">
            Society facts and names
          </Link>
          <AddListingDialog configurations={configurations} />
        </>
      }
    >
      <TableFilters action="/ops/listings" sort={query.sort} dir={query.dir}>
        <FilterInput id="society" label="Society" type="search" value={query.society} placeholder="Part of the name" />
        <FilterInput id="home" label="Unit or key" type="search" value={query.home} placeholder="B-1204" />
        <FilterSelect id="status" label="Status" value={query.status} options={STATUS_OPTIONS} />
        <FilterSelect id="owner" label="Owner" value={query.owner} options={OWNER_OPTIONS} />
      </TableFilters>
      <ListingsTable page={page} sort={{ key: query.sort, dir: query.dir }} />
    </DeskPage>
  );
}
