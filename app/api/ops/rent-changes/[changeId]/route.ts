// POST /api/ops/rent-changes/{changeId} {decision: 'approve' | 'refuse', reason?} -> 200 {listingId} (manager and
// up): the desk's answer to a rent an owner set more than 30% away from the listed one (docs/owners.md "Owner
// accounts"), audited, and the owner told (a refusal with the reason, up to 300 characters). 404 for anyone else and
// for a change that is not waiting; 409 `listing_closed` when approving a rent for a home no longer listed.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { rentChangeDecisionSchema, rentChangeParamsSchema, type RentChangeDecidedAnswer } from '@/lib/validation/owner-account';
import { decideRentChange } from '@/server/listings/owner-edit';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.owners.role, schema: rentChangeDecisionSchema, params: rentChangeParamsSchema }, async ({ body, params, staff }) =>
  NextResponse.json<RentChangeDecidedAnswer>(await decideRentChange(staff.actor, params.changeId, body)),
);
