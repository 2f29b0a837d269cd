import { DeskPage } from '@/components/ops/desk-page';
import { OwnersTable } from '@/components/ops/owners/owners-table';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { OWNER_SORTS } from '@/lib/ops/owners';
import { redirect } from 'next/navigation';
import { CsvDownload } from '@/components/ops/csv-download';
import { ownerPhoneFilter } from '@/lib/ops/owners';
import { firstParam, parseTableQuery, pastEndHref, type SearchParams } from '@/lib/ops/table-query';
import { listDeskOwners } from '@/server/owners/desk';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'Owners · Operations desk' };

export default async function OwnersDeskPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.owners.role);
  const params = await searchParams;
  const query = parseTableQuery(params, { sorts: OWNER_SORTS, sort: 'name', dir: 'asc' });
  const typed = firstParam(params, 'phone')?.slice(0, 20);
  const waiting = firstParam(params, 'waiting') === 'rent' ? 'rent' : undefined;
  const page = await listDeskOwners({ phone: ownerPhoneFilter(typed), rentWaiting: waiting === 'rent' }, query);
  const pastEnd = pastEndHref(DESK_SECTIONS.owners.href, params, page);
  if (pastEnd) redirect(pastEnd);
  return (
    <DeskPage title="Owners" description="The owners of the homes we list, from the properties import. Contact details stay hidden until you ask; every look is in the audit log." actions={<CsvDownload action="/api/ops/owners/export" params={params} />}>
      <TableFilters action={DESK_SECTIONS.owners.href} sort={query.sort} dir={query.dir} size={query.size}>
        <FilterInput id="phone" label="Phone" type="search" value={typed} placeholder="10-digit mobile" />
        <FilterSelect id="waiting" label="Waiting for the desk" value={waiting} anyLabel="Anything or nothing" options={[{ value: 'rent', label: 'A new rent to check' }]} />
      </TableFilters>
      <OwnersTable page={page} sort={{ key: query.sort, dir: query.dir }} />
    </DeskPage>
  );
}
