// PATCH /api/ops/tenancies/{tenancyId} {rent, deposit, move_in_date, lock_in_months, notice_months,
// yearly_increase_percent, deposit_return_days} -> 200 {version} (manager and up): the terms both sides settled on;
// a new version of the agreement, which both agree to again (docs/ops.md "Tenancies"). 409 once agreed; audited.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { tenancyTermsSchema, type TenancyTermsChange, type TenancyTermsChangedAnswer } from '@/lib/validation/ops-tenancies';
import { tenancyParamsSchema } from '@/lib/validation/tenancies';
import { withStaff } from '@/server/staff/with-staff';
import { changeTenancyTerms } from '@/server/tenancies/desk';

export const dynamic = 'force-dynamic';

export const PATCH = withStaff({ role: DESK_SECTIONS.tenancies.role, schema: tenancyTermsSchema, params: tenancyParamsSchema }, async ({ body, params, staff }) =>
  NextResponse.json<TenancyTermsChangedAnswer>(await changeTenancyTerms(staff, params.tenancyId, body as TenancyTermsChange)),
);
