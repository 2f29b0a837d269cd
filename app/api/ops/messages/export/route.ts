// POST /api/ops/messages/export {state?} (manager and up; the list's 'Download CSV' form): the contact messages the
// list shows with this filter, oldest first, as the list shows them (first name and subject: the rest of a message
// is opened one at a time, a recorded view). One `messages.export` audit row; same-origin POST; 404 below manager.
import { MESSAGES_CSV } from '@/lib/ops/desk-csv';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { MINE } from '@/lib/ops/notes';
import { choiceParam } from '@/lib/ops/table-query';
import { messagesExportSchema } from '@/lib/validation/ops-lists';
import { MESSAGE_STATES } from '@/lib/validation/ops-messages';
import { deskMessageBatches } from '@/server/contact/desk';
import { csvDownload, csvParts, recordListExport } from '@/server/staff/csv-download';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.messages.role, schema: messagesExportSchema }, async ({ body, staff }) => {
  const state = choiceParam(body, 'state', MESSAGE_STATES);
  const mine = body.mine === MINE;
  await recordListExport(staff.actor, { action: 'messages.export', table: 'contact_messages', filters: { state, mine: mine ? MINE : undefined }, viewed: ['name'] });
  return csvDownload('messages', csvParts(MESSAGES_CSV, deskMessageBatches({ state, assignedTo: mine ? staff.user.id : undefined })));
});
