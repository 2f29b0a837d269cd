// GET /api/ops/staff/societies?q=<name prefix> -> {societies: [{id, name}]}: the agent form's society picker,
// at most 20 names. Admin only.
import { NextResponse } from 'next/server';
import { societyPickerQuerySchema, type PickedSocietiesAnswer } from '@/lib/validation/ops-admin';
import { searchSocieties } from '@/server/staff/desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const GET = withStaff({ role: 'admin', schema: societyPickerQuerySchema }, async ({ body }) => NextResponse.json<PickedSocietiesAnswer>({ societies: await searchSocieties(body.q) }));
