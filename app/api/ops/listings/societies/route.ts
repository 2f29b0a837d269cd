// GET /api/ops/listings/societies?q=<text> (manager and up): the 'Add listing' form's society picker.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { societyLookupSchema, type SocietyChoicesAnswer } from '@/lib/validation/ops-listings';
import { findSocieties } from '@/server/listings/desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const GET = withStaff({ role: DESK_SECTIONS.listings.role, schema: societyLookupSchema }, async ({ body }) =>
  NextResponse.json<SocietyChoicesAnswer>({ societies: await findSocieties(body.q) }),
);
