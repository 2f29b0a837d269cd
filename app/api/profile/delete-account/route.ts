import { NextResponse } from 'next/server';
import { privacyMessages, type DeletionKeptAnswer, type DeletionPreviewAnswer, type DeletionScheduledAnswer } from '@/lib/validation/privacy';
import { withUser } from '@/server/auth/with-user';
import { cancelOwnDeletion, deletionPreview, scheduleDeletion } from '@/server/privacy/deletion';

export const dynamic = 'force-dynamic';

/** GET: what deleting the account would cancel (the person's own upcoming visits and open offers), for the dialog. */
export const GET = withUser({}, async ({ user }) => NextResponse.json<DeletionPreviewAnswer>({ preview: await deletionPreview(user.id) }));

/** POST: 'Delete my account': final in 48 hours, with an e-mailed link to keep it. Asking again changes nothing. */
export const POST = withUser({}, async ({ user }) => NextResponse.json<DeletionScheduledAnswer>({ deletion: await scheduleDeletion(user.id, 'requested'), message: privacyMessages.deletionScheduled }, { status: 202 }));

/** DELETE: keeps the account (the same as the e-mail's link). */
export const DELETE = withUser({}, async ({ user }) => {
  await cancelOwnDeletion(user.id);
  return NextResponse.json<DeletionKeptAnswer>({ deletion: null });
});
