// POST /api/ops/leads/[id]/phone (manager and up): the lead's full number for 'Show number'; an audit view row.
import { NextResponse } from 'next/server';
import { leadIdParams, type LeadPhoneAnswer } from '@/lib/validation/ops-leads';
import { showLeadPhone } from '@/server/leads/desk';
import { withStaff } from '@/server/staff/with-staff';

export const POST = withStaff({ role: 'manager', params: leadIdParams }, async ({ params, staff }) => NextResponse.json<LeadPhoneAnswer>(await showLeadPhone(staff, params.id)));
