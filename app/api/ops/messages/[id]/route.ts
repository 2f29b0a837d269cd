// PATCH /api/ops/messages/[id] {handled} (manager and up): 'Mark handled' or 'Reopen'; 409 when it already is.
import { NextResponse } from 'next/server';
import { messageHandledSchema, messageIdParams } from '@/lib/validation/ops-messages';
import { setMessageHandled } from '@/server/contact/desk';
import { withStaff } from '@/server/staff/with-staff';

export const PATCH = withStaff({ role: 'manager', schema: messageHandledSchema, params: messageIdParams }, async ({ body, params, staff }) =>
  NextResponse.json(await setMessageHandled(staff, params.id, body.handled)),
);
