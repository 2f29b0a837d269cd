// POST /api/owner-account/code {phone, via?} -> 200 {message, retryAfterSeconds}: a code for the signed-in account to
// prove it owns the homes we hold under that number (docs/owners.md "Owner accounts"): to the number on WhatsApp, or
// with `via: 'email'` to the e-mail address on the number's record (never one typed here). The same answer whether
// or not we hold a record (or an address) for the number. 401 signed out; 422 a bad number; 429 the code limits.
import { NextResponse } from 'next/server';
import { ownerClaimCodeSchema, type OwnerClaimCodeAnswer } from '@/lib/validation/owner-account';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { withUser } from '@/server/auth/with-user';
import { sendOwnerClaimCode } from '@/server/owners/account';

export const dynamic = 'force-dynamic';

export const POST = withUser(
  { schema: ownerClaimCodeSchema, maxBodyBytes: 1024, outcome: (body) => (body.via === 'email' ? undefined : 'whatsapp_codes') },
  async ({ request, body, user }) => NextResponse.json<OwnerClaimCodeAnswer>(await sendOwnerClaimCode(user.id, body.phone, contextFromHeaders(request.headers).ip, body.via)),
);
