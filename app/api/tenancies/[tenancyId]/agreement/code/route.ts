// POST /api/tenancies/{tenancyId}/agreement/code {} -> 200 {message}: 'Agree with a code': a 6-digit code to the
// party's own verified channel. 404 for anyone but the tenant and the owner; 409 `already_agreed`; 429 too soon.
import { NextResponse } from 'next/server';
import { agreementCodeRequestSchema, tenancyParamsSchema, type AgreementCodeSentAnswer } from '@/lib/validation/tenancies';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { sendAgreementCode, tenancyViewer } from '@/server/tenancies/agreement';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: agreementCodeRequestSchema, params: tenancyParamsSchema }, async ({ request, params, user }) => {
  const viewer = await tenancyViewer(user.id, params.tenancyId, contextFromHeaders(request.headers).ip);
  if (!viewer) throw notFound('Not found');
  const { sentTo } = await sendAgreementCode(viewer);
  return NextResponse.json<AgreementCodeSentAnswer>({ message: `We sent a 6-digit code to ${sentTo}. Enter it here to agree.` });
});
