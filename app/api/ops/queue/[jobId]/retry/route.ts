// POST /api/ops/queue/{jobId}/retry -> {retried: true}: a job that failed for good starts its attempts again and
// is due now. Managers and admins (404 for anyone else); an unknown job 404; a job still being tried 409
// not_failed. Audited.
import { NextResponse } from 'next/server';
import { jobParamsSchema, type JobRetriedAnswer } from '@/lib/validation/ops-admin';
import { retryFailedJob } from '@/server/jobs/desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: 'manager', params: jobParamsSchema }, async ({ params, staff }) => {
  await retryFailedJob(staff.actor, params.jobId);
  return NextResponse.json<JobRetriedAnswer>({ retried: true });
});
