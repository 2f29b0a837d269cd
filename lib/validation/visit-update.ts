// The 'Update Visit Status' payload (spec 2.8, 4, 5, 7 "visits update by id: feedback, drop_reason, notes"),
// shared by the sheet and PATCH /api/visits/{visitId}. The stored form follows the spec's rules: drop reasons
// only with Dropped (anything else clears them), an empty feedback clears it, empty notes are null.
import { z } from '@/lib/validation/zod';
import { DROP_REASONS, VISIT_FEEDBACK, type VisitFeedback } from '@/lib/catalog';
import { isUuid } from '@/lib/slugs';
import { isSafeText, safeText } from './text';

export const VISIT_NOTES_MAX = 1000;

export const FEEDBACK_VALUES = Object.keys(VISIT_FEEDBACK) as VisitFeedback[];

export const visitUpdateMessages = {
  feedbackInvalid: 'Please choose Shortlisted, On Hold, Dropped or Visit Again.',
  dropReasonInvalid: 'Please choose drop reasons from the list.',
  notesTooLong: `Please keep your notes under ${VISIT_NOTES_MAX} characters.`,
  notesInvalid: 'Notes cannot contain control characters.',
} as const;

export const visitUpdateSchema = z
  .object({
    /** '' clears the feedback (spec 4: "Feedback can be cleared (stored as empty)"). */
    feedback: z.union([z.enum(FEEDBACK_VALUES as [VisitFeedback, ...VisitFeedback[]]), z.literal('')], { error: visitUpdateMessages.feedbackInvalid }),
    drop_reason: z
      .array(z.enum(DROP_REASONS, { error: visitUpdateMessages.dropReasonInvalid }), { error: visitUpdateMessages.dropReasonInvalid })
      .max(DROP_REASONS.length, visitUpdateMessages.dropReasonInvalid)
      .optional()
      .default([]),
    notes: z
      .string({ error: visitUpdateMessages.notesInvalid })
      .max(VISIT_NOTES_MAX, visitUpdateMessages.notesTooLong)
      .refine(isSafeText, visitUpdateMessages.notesInvalid)
      .nullable()
      .optional(),
  })
  .strict();

export type VisitUpdateInput = z.input<typeof visitUpdateSchema>;
/** PATCH /api/visits/{visitId}. */
export interface VisitUpdateAnswer {
  id: string;
}
/** POST /api/visits/{visitId}/cancel (again: the same answer). */
export interface CancelVisitAnswer {
  id: string;
  status: 'cancelled';
}

export interface StoredVisitUpdate {
  feedback: VisitFeedback | '';
  drop_reason: string[] | null;
  notes: string | null;
}

/** Spec 5: drop_reason saved only when feedback is dropped and non-empty; notes saved as null when empty. */
export function toStoredVisitUpdate(input: z.output<typeof visitUpdateSchema>): StoredVisitUpdate {
  const reasons = [...new Set(input.drop_reason)];
  const notes = input.notes?.trim() ?? '';
  return {
    feedback: input.feedback,
    drop_reason: input.feedback === 'dropped' && reasons.length > 0 ? reasons : null,
    notes: notes === '' ? null : notes,
  };
}

/**
 * Route parameters of /api/visits/{visitId}: anything that is not a uuid is simply not one of the person's visits,
 * refused (404) with the route's not-found message.
 */
export const visitParamsSchema = (notFoundMessage: string) => z.object({ visitId: z.string().refine(isUuid, notFoundMessage) });

export const societyVisitsQuerySchema = z.object({ society_id: safeText().trim().optional() });
