import { DesksTable } from '@/components/ops/desks/desks-table';
import { DeskPage } from '@/components/ops/desk-page';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { redirect } from 'next/navigation';
import { choiceParam, firstParam, parseTableQuery, pastEndHref, type SearchParams } from '@/lib/ops/table-query';
import { formatIndiaDate } from '@/lib/time/india';
import { requireStaffPage } from '@/server/staff/access';
import { DESK_FILTERS, listDeskSocieties } from '@/server/visits/gate-desk-admin';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Gate desks · Operations desk' };

const DESK_OPTIONS = [
  { value: 'with', label: 'With a desk' },
  { value: 'without', label: 'Without a desk' },
] as const;

export default async function DesksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.desks.role);
  const params = await searchParams;
  const query = parseTableQuery(params, { sorts: ['name'] as const, sort: 'name', dir: 'asc' });
  const name = firstParam(params, 'name')?.slice(0, 100);
  const desk = choiceParam(params, 'desk', DESK_FILTERS);
  const page = await listDeskSocieties({ name, desk }, query);
  const pastEnd = pastEndHref(DESK_SECTIONS.desks.href, params, page);
  if (pastEnd) redirect(pastEnd);
  const rows = page.rows.map((row) => ({ id: row.id, name: row.name, pinSetAt: row.pinSetAt ? formatIndiaDate(row.pinSetAt) : null }));
  return (
    <DeskPage title="Gate desks" description="A society's security desk opens /gate/<society> with its PIN. Setting a new PIN signs its open desks out.">
      <TableFilters action={DESK_SECTIONS.desks.href} sort={query.sort} dir={query.dir} size={query.size}>
        <FilterInput id="name" label="Society name starts with" type="search" value={name} />
        <FilterSelect id="desk" label="Desk" value={desk} options={DESK_OPTIONS} />
      </TableFilters>
      <DesksTable page={{ ...page, rows }} dir={query.dir} />
    </DeskPage>
  );
}
