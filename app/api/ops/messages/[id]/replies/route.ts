// POST /api/ops/messages/[id]/replies {reply, markHandled} (manager and up): a reply from the desk, kept with the
// message and sent to its sender as GHomes; 201 with the reply and the message's handled state.
import { NextResponse } from 'next/server';
import { messageIdParams, messageReplySchema } from '@/lib/validation/ops-messages';
import { replyToMessage } from '@/server/contact/desk';
import { withStaff } from '@/server/staff/with-staff';

export const POST = withStaff({ role: 'manager', schema: messageReplySchema, params: messageIdParams }, async ({ body, params, staff }) =>
  NextResponse.json(await replyToMessage(staff, params.id, body), { status: 201 }),
);
