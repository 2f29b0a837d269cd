// PUT /api/ops/listings/facts/<societyId> (manager and up): sets or clears one fact or rule for tenants of a
// society, with its source and checked date; audited with before and after; the society's pages are expired.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { factChangeSchema, factParams, type FactChangedAnswer } from '@/lib/validation/ops-society-facts';
import { setSocietyFact } from '@/server/societies/facts';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const PUT = withStaff({ role: DESK_SECTIONS.listings.role, schema: factChangeSchema, params: factParams }, async ({ body, params, staff }) =>
  NextResponse.json<FactChangedAnswer>(await setSocietyFact(staff, params.societyId, body)),
);
