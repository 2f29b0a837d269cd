import { DeskPage } from '@/components/ops/desk-page';
import { MessagesTable } from '@/components/ops/messages/messages-table';
import { FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { MESSAGE_SORTS } from '@/lib/ops/messages';
import { choiceParam, parseTableQuery, type SearchParams } from '@/lib/ops/table-query';
import { MESSAGE_STATES } from '@/lib/validation/ops-messages';
import { listDeskMessages } from '@/server/contact/desk';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'Messages' };

const STATE_OPTIONS = [
  { value: 'open', label: 'Not handled' },
  { value: 'handled', label: 'Handled' },
] as const;

export default async function MessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.messages.role);
  const params = await searchParams;
  const state = choiceParam(params, 'state', MESSAGE_STATES);
  const query = parseTableQuery(params, { sorts: MESSAGE_SORTS, sort: 'received', dir: 'desc' });
  const page = await listDeskMessages({ state }, query);
  return (
    <DeskPage title="Messages" description="What people sent through the contact form. Open one to read it and reply; mark it handled when it is answered.">
      <TableFilters action={DESK_SECTIONS.messages.href} sort={query.sort} dir={query.dir}>
        <FilterSelect id="state" label="Status" value={state} options={STATE_OPTIONS} />
      </TableFilters>
      <MessagesTable page={page} sort={{ key: query.sort, dir: query.dir }} />
    </DeskPage>
  );
}
