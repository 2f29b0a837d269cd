import { NextResponse } from 'next/server';
import { undoDeletionParamsSchema } from '@/lib/validation/privacy';
import { withHandler } from '@/server/http/handler';
import { undoDeletion } from '@/server/privacy/deletion';

export const dynamic = 'force-dynamic';

/**
 * POST (the /account/keep page's form, no sign-in: the e-mailed token is the proof): the deletion is undone and
 * the page shows that it was. 404 when the link is used, unknown or too late.
 */
export const POST = withHandler({ params: undoDeletionParamsSchema, cacheControl: 'no-store' }, async ({ request, params }) => {
  await undoDeletion(params.token);
  return NextResponse.redirect(new URL(`/account/keep/${params.token}?kept=1`, request.nextUrl), 303);
});
