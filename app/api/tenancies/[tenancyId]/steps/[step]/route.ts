// PATCH /api/tenancies/{tenancyId}/steps/{step} {state} -> 200 {message, checklist}: a party marks one of the
// society's move-in steps to do, done or not needed (docs/move-in.md "The move-in steps"); 422 for another state,
// 404 for an unknown step or anyone but the tenant and the owner, 409 `tenancy_cancelled` on a cancelled tenancy.
import { NextResponse } from 'next/server';
import { MOVE_IN_STEP_STATE_LABELS, MOVE_IN_STEPS } from '@/lib/tenancies/move-in-steps';
import { moveInStepMarkSchema, moveInStepParamsSchema, type MoveInStepMarkedAnswer } from '@/lib/validation/move-in-steps';
import { withUser } from '@/server/auth/with-user';
import { notFound } from '@/server/http/errors';
import { tenancyViewer } from '@/server/tenancies/agreement';
import { markMoveInStep } from '@/server/tenancies/move-in-steps';

export const dynamic = 'force-dynamic';

export const PATCH = withUser({ schema: moveInStepMarkSchema, params: moveInStepParamsSchema }, async ({ body, params, user }) => {
  const viewer = await tenancyViewer(user.id, params.tenancyId, null);
  if (!viewer) throw notFound('Not found');
  const checklist = await markMoveInStep(viewer, params.step, body.state);
  const title = MOVE_IN_STEPS.find((step) => step.key === params.step)!.title;
  return NextResponse.json<MoveInStepMarkedAnswer>({ message: `Saved: ${title} · ${MOVE_IN_STEP_STATE_LABELS[body.state].toLowerCase()}.`, checklist });
});
