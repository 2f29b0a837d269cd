// POST /api/ops/messages/handle {messageIds} -> 200 {handled} (manager and up): 'Mark handled' of the messages picked
// on the list, each audited as its own 'Mark handled' is. All or none: 409 `bulk_refused` naming the messages
// already handled (or gone), nothing written; 404 below manager; 422 for a bad body.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { messagesBulkSchema, type MessagesHandledAnswer } from '@/lib/validation/ops-lists';
import { markMessagesHandled } from '@/server/contact/desk-bulk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.messages.role, schema: messagesBulkSchema }, async ({ body, staff }) => {
  return NextResponse.json<MessagesHandledAnswer>(await markMessagesHandled(staff, body.messageIds));
});
