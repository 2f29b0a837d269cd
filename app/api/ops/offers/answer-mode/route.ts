// POST /api/ops/offers/answer-mode {societyId, mode} -> 200 {societyId, mode} (manager and up): how the society's
// offers reach owners ('owners_direct': the owner's link goes with each offer; 'team_first': the desk forwards).
// Audited. 404 for anyone else and an unknown society; 422 for a bad mode (nothing written).
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { offerAnswerModeSchema } from '@/lib/validation/owner-answer';
import { setOfferAnswerMode } from '@/server/societies/offer-answer-mode';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.offers.role, schema: offerAnswerModeSchema }, async ({ body, staff }) => {
  await setOfferAnswerMode(staff.actor, body.societyId, body.mode);
  return NextResponse.json(body);
});
