// POST /api/owner-account/verify {phone, otp, via?} -> 200 {message, created}: the code sent to the number (or, with
// `via: 'email'`, the one sent to the record's e-mail address); right, the signed-in account manages that number's
// owner record (a new one when there was none, by WhatsApp only), audited. 400 a wrong or expired code (a spent
// try); 409 `owner_taken` (another account manages it) or `owner_other_record`.
import { NextResponse } from 'next/server';
import { ownerClaimVerifySchema, type OwnerClaimAnswer } from '@/lib/validation/owner-account';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { claimOwnerRecord } from '@/server/owners/account';

export const dynamic = 'force-dynamic';

export const POST = withUser({ schema: ownerClaimVerifySchema, maxBodyBytes: 1024 }, async ({ request, body, user }) => {
  const actor = { id: user.id, email: user.email, address: contextFromHeaders(request.headers).ip };
  return NextResponse.json<OwnerClaimAnswer>(await claimOwnerRecord(actor, body.phone, body.otp, { via: body.via }));
});
