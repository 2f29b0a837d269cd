import { NextResponse } from 'next/server';
import { privacyMessages, type DataExportAnswer } from '@/lib/validation/privacy';
import { withUser } from '@/server/auth/with-user';
import { requestDataExport } from '@/server/privacy/export';

export const dynamic = 'force-dynamic';

/** POST: builds the file of everything held about the person; its link comes by e-mail. */
export const POST = withUser({}, async ({ user }) =>
  NextResponse.json<DataExportAnswer>({ ...(await requestDataExport(user.id)), message: privacyMessages.exportRequested }, { status: 202 }),
);
