// POST /api/tenancies/{tenancyId}/agreement/confirm {code, sha256} -> 200 {message, agreement}: the party agrees to
// the version they read (its SHA-256); 400 for a wrong or expired code, 409 `agreement_changed` when the terms
// changed since, 404 for anyone but the tenant and the owner.
import { NextResponse } from 'next/server';
import { agreementConfirmSchema, tenancyParamsSchema, type AgreementConfirmedAnswer } from '@/lib/validation/tenancies';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { confirmAgreement, tenancyViewer } from '@/server/tenancies/agreement';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: agreementConfirmSchema, params: tenancyParamsSchema }, async ({ request, body, params, user }) => {
  const viewer = await tenancyViewer(user.id, params.tenancyId, contextFromHeaders(request.headers).ip);
  if (!viewer) throw notFound('Not found');
  const agreement = await confirmAgreement(viewer, body.code, body.sha256);
  const message = agreement.tenant && agreement.owner ? 'You both agreed. The final agreement shows both confirmations.' : 'You agreed. We will let you know when the other side has agreed.';
  return NextResponse.json<AgreementConfirmedAnswer>({ message, agreement });
});
