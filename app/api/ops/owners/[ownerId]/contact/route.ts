// POST /api/ops/owners/{ownerId}/contact -> 200 {phone, email} (manager and up): 'Show contact'; an audit view row.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { ownerParamsSchema, type OwnerContactAnswer } from '@/lib/validation/ops-owners';
import { showOwnerContact } from '@/server/owners/desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.owners.role, params: ownerParamsSchema }, async ({ params, staff }) => NextResponse.json<OwnerContactAnswer>(await showOwnerContact(staff, params.ownerId)));
