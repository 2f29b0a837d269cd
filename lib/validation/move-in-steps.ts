// A mark on one of a tenancy's move-in steps (docs/move-in.md "The move-in steps"): one schema for the payload,
// shared by the page's segmented control and PATCH /api/tenancies/{id}/steps/{step}.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import { MOVE_IN_STEP_KEYS, MOVE_IN_STEP_STATES, type MoveInChecklist, type MoveInStepKey } from '@/lib/tenancies/move-in-steps';

/** An unknown step is a 404 that names the steps there are (the handler answers a params failure with 404). */
export const moveInStepParamsSchema = z.object({
  tenancyId: z.string().refine(isUuid, 'Not found'),
  step: z.enum(MOVE_IN_STEP_KEYS as [MoveInStepKey, ...MoveInStepKey[]], { error: `No such move-in step. The steps are: ${MOVE_IN_STEP_KEYS.join(', ')}.` }),
});

export const moveInStepMarkSchema = z
  .object({ state: z.enum(MOVE_IN_STEP_STATES, { error: 'Choose to do, done or not needed.' }) })
  .strict();
export type MoveInStepMarkValues = z.input<typeof moveInStepMarkSchema>;

export interface MoveInStepMarkedAnswer {
  message: string;
  checklist: MoveInChecklist;
}
