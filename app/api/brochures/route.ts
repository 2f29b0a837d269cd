// POST /api/brochures {society_id} -> 201: records a brochure download {user_id, society_id} (spec 7).
// Needs a session (401 otherwise). The browser downloads the PDF whatever this answers.
import { NextResponse } from 'next/server';
import { brochureDownloadSchema } from '@/lib/validation/society';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { recordBrochureDownload } from '@/server/societies/brochures';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: brochureDownloadSchema }, async ({ body, user }) => {
  const recorded = await recordBrochureDownload(user.id, body.society_id);
  if (!recorded) throw notFound('Society not found');
  return NextResponse.json({ recorded: true }, { status: 201 });
});
