import { redirect } from 'next/navigation';
import { CsvDownload } from '@/components/ops/csv-download';
import { DeskPage } from '@/components/ops/desk-page';
import { MessagesTable } from '@/components/ops/messages/messages-table';
import { FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { MESSAGE_SORTS } from '@/lib/ops/messages';
import { MINE, MINE_OPTIONS } from '@/lib/ops/notes';
import { choiceParam, firstParam, parseTableQuery, pastEndHref, type SearchParams } from '@/lib/ops/table-query';
import { MESSAGE_STATES } from '@/lib/validation/ops-messages';
import { listDeskMessages } from '@/server/contact/desk';
import { requireStaffPage } from '@/server/staff/access';
import { assignableStaff } from '@/server/staff/desk-notes';

export const metadata = { title: 'Messages' };

const STATE_OPTIONS = [
  { value: 'open', label: 'Not handled' },
  { value: 'handled', label: 'Handled' },
] as const;

export default async function MessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.messages.role);
  const params = await searchParams;
  const state = choiceParam(params, 'state', MESSAGE_STATES);
  const mine = firstParam(params, 'mine') === MINE;
  const query = parseTableQuery(params, { sorts: MESSAGE_SORTS, sort: 'received', dir: 'desc' });
  const [page, assignees] = await Promise.all([listDeskMessages({ state, assignedTo: mine ? staff.user.id : undefined }, query), assignableStaff()]);
  const pastEnd = pastEndHref(DESK_SECTIONS.messages.href, params, page);
  if (pastEnd) redirect(pastEnd);
  return (
    <DeskPage
      title="Messages"
      description="What people sent through the contact form. Open one to read it and reply; mark it handled when it is answered."
      actions={<CsvDownload action="/api/ops/messages/export" params={params} />}
    >
      <TableFilters action={DESK_SECTIONS.messages.href} sort={query.sort} dir={query.dir} size={query.size}>
        <FilterSelect id="state" label="Status" value={state} options={STATE_OPTIONS} />
        <FilterSelect id="mine" label="Assigned" value={mine ? MINE : undefined} options={MINE_OPTIONS} anyLabel="Anyone" />
      </TableFilters>
      <MessagesTable page={page} sort={{ key: query.sort, dir: query.dir }} assignees={assignees} />
    </DeskPage>
  );
}
