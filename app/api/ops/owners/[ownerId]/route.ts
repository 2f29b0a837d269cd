// PATCH /api/ops/owners/{ownerId} {name, email, preferred_channel} -> 204 (manager and up): edits the owner's
// record, audited. 404 for anyone else and an unknown id; 422 for a bad field (nothing written).
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { editOwnerSchema, ownerParamsSchema } from '@/lib/validation/ops-owners';
import { editOwner } from '@/server/owners/desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const PATCH = withStaff({ role: DESK_SECTIONS.owners.role, schema: editOwnerSchema, params: ownerParamsSchema }, async ({ body, params, staff }) => {
  await editOwner(staff, params.ownerId, body);
  return new Response(null, { status: 204 });
});
