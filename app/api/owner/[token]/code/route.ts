// POST /api/owner/{token}/code -> 200 {masked} : sends the owner a 6-digit code for this browser (WhatsApp, or
// e-mail when the owner prefers it), to prove the device before the offer is shown. 404 for a token that is not
// an offer link we signed; 410 `link_expired` / `link_revoked` (no code is sent); 429 `code_recently_sent` within a
// minute of the last code, `too_many_codes` past five codes an hour to the owner or through the link (however many
// browsers ask); 400 `no_device` without the device cookie.
import { NextResponse } from 'next/server';
import { ownerLinkParamsSchema, type OwnerCodeSentAnswer } from '@/lib/validation/owner-answer';
import { withHandler } from '@/server/http/handler';
import { sendOwnerDeviceCode } from '@/server/owners/device';
import { deviceOf, offerLinkOf } from '@/server/offers/owner-link-request';
import { refuseClosedLink } from '@/server/offers/owner-offers';

export const dynamic = 'force-dynamic';

export const POST = withHandler({ params: ownerLinkParamsSchema, cacheControl: 'no-store' }, async ({ request, params }) => {
  const link = await offerLinkOf(params.token);
  refuseClosedLink(link);
  const { masked } = await sendOwnerDeviceCode(link, deviceOf(request));
  return NextResponse.json<OwnerCodeSentAnswer>({ masked });
});
