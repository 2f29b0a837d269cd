// POST /api/ops/owners/{ownerId}/unlink -> 200 {ownerId} (manager and up): the account that proved the owner's
// number no longer manages the record (docs/owners.md "Owner accounts"), audited. 404 for anyone else and an
// unknown id; 409 `no_owner_account` when no account manages it.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import type { OwnerUnlinkAnswer } from '@/lib/validation/owner-account';
import { ownerParamsSchema } from '@/lib/validation/ops-owners';
import { unlinkOwnerAccount } from '@/server/owners/account';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.owners.role, params: ownerParamsSchema }, async ({ params, staff }) => {
  await unlinkOwnerAccount(staff.actor, params.ownerId);
  return NextResponse.json<OwnerUnlinkAnswer>({ ownerId: params.ownerId });
});
