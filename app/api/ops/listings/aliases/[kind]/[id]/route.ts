// PUT /api/ops/listings/aliases/<kind>/<id> (manager and up): replaces the other names the search knows a society,
// locality, sub-locality or builder by; audited with before and after; the searches are expired.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { aliasesChangeSchema, aliasParams, type AliasesChangedAnswer } from '@/lib/validation/ops-aliases';
import { setAliases } from '@/server/listings/desk-aliases';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const PUT = withStaff({ role: DESK_SECTIONS.listings.role, schema: aliasesChangeSchema, params: aliasParams }, async ({ body, params, staff }) =>
  NextResponse.json<AliasesChangedAnswer>(await setAliases(staff, params, body)),
);
