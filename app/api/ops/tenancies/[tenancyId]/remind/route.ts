// POST /api/ops/tenancies/{tenancyId}/remind {party: 'tenant' | 'owner'} -> 204 (manager and up): the desk's nudge to
// a party who has not agreed to the current agreement version yet; audited (docs/ops.md "Tenancies"). 409 when they
// have, or when the tenancy is past agreeing.
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { tenancyReminderSchema } from '@/lib/validation/ops-tenancies';
import { tenancyParamsSchema } from '@/lib/validation/tenancies';
import { withStaff } from '@/server/staff/with-staff';
import { remindParty } from '@/server/tenancies/desk';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.tenancies.role, schema: tenancyReminderSchema, params: tenancyParamsSchema }, async ({ body, params, staff }) => {
  await remindParty(staff, params.tenancyId, body.party);
  return new Response(null, { status: 204 });
});
