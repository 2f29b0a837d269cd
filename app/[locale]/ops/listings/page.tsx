import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CsvDownload } from '@/components/ops/csv-download';
import { AddListingDialog } from '@/components/ops/listings/add-listing-dialog';
import { ListingsTable } from '@/components/ops/listings/listings-table';
import { DeskPage } from '@/components/ops/desk-page';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { LISTING_STATUSES } from '@/lib/catalog';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { parseListingsQuery } from '@/lib/ops/listings-table';
import { MINE, MINE_OPTIONS } from '@/lib/ops/notes';
import { pastEndHref, type SearchParams } from '@/lib/ops/table-query';
import { getEnv } from '@/server/env';
import { bedroomConfigurations, listDeskListings } from '@/server/listings/desk';
import { requireStaffPage } from '@/server/staff/access';
import { assignableStaff } from '@/server/staff/desk-notes';

const STATUS_OPTIONS = LISTING_STATUSES.map((status) => ({ value: status, label: status }));
const OWNER_OPTIONS = [{ value: 'missing', label: 'Needs an owner' }];
const STALE_OPTIONS = [{ value: '1', label: 'Stale only' }];

export default async function OpsListingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.listings.role);
  const params = await searchParams;
  const parsed = parseListingsQuery(params);
  const query = { ...parsed, assignedTo: parsed.mine ? staff.user.id : undefined };
  const now = new Date();
  const [page, configurations, assignees] = await Promise.all([listDeskListings(query, now), bedroomConfigurations(), assignableStaff()]);
  const pastEnd = pastEndHref(DESK_SECTIONS.listings.href, params, page);
  if (pastEnd) redirect(pastEnd);
  const askDays = getEnv().AVAILABILITY_ASK_DAYS;
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
          <CsvDownload action="/api/ops/listings/export" params={params} />
        </>
      }
    >
      <TableFilters action="/ops/listings" sort={query.sort} dir={query.dir} size={query.size}>
        <FilterInput id="society" label="Society" type="search" value={query.society} placeholder="Part of the name" />
        <FilterInput id="home" label="Unit or key" type="search" value={query.home} placeholder="B-1204" />
        <FilterSelect id="status" label="Status" value={query.status} options={STATUS_OPTIONS} />
        <FilterSelect id="owner" label="Owner" value={query.owner} options={OWNER_OPTIONS} />
        <FilterSelect id="stale" label={`Not confirmed for ${askDays} days`} value={query.stale ? '1' : undefined} options={STALE_OPTIONS} anyLabel="Any age" />
        <FilterSelect id="mine" label="Assigned" value={query.mine ? MINE : undefined} options={MINE_OPTIONS} anyLabel="Anyone" />
      </TableFilters>
      <ListingsTable page={page} sort={{ key: query.sort, dir: query.dir }} now={now.getTime()} askDays={askDays} assignees={assignees} />
    </DeskPage>
  );
}
