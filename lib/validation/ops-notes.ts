// The desk's notes and assignment payloads (docs/ops.md "Notes and assignment"), shared by the dialogs and the routes
// under app/api/ops/notes and app/api/ops/assignments.
import { z } from '@/lib/validation/zod';
import { ASSIGN_SUBJECTS, NOTE_MAX_LENGTH, NOTE_SUBJECTS, type DeskNote } from '@/lib/ops/notes';
import { isUuid } from '@/lib/slugs';
import { safeText } from './text';

const recordId = z.string().refine(isUuid, 'Not found');

/** Whose notes: a record of one kind (GET's query). */
export const noteSubjectSchema = z.object({
  subject: z.enum(NOTE_SUBJECTS, { error: 'Not found' }),
  id: recordId,
});

export const noteCreateSchema = noteSubjectSchema
  .extend({
    body: safeText('Write the note first.')
      .trim()
      .min(1, 'Write the note first.')
      .max(NOTE_MAX_LENGTH, `A note is at most ${NOTE_MAX_LENGTH.toLocaleString('en-IN')} characters.`),
  })
  .strict();
export type NoteCreateInput = z.output<typeof noteCreateSchema>;

/** Give an offer, a message or a listing to a staff member (null: to nobody). */
export const assignSchema = z
  .object({
    subject: z.enum(ASSIGN_SUBJECTS, { error: 'Not found' }),
    id: recordId,
    assigneeId: z.string().refine(isUuid, 'Choose a staff member from the list.').nullable(),
  })
  .strict();
export type AssignInput = z.output<typeof assignSchema>;

/** GET /api/ops/notes: a record's notes, newest first. */
export interface NotesAnswer {
  notes: DeskNote[];
}
/** POST /api/ops/notes (201). */
export interface NoteAddedAnswer {
  note: DeskNote;
}
/** PUT /api/ops/assignments: who has it now, and whether this changed it. */
export interface AssignmentAnswer {
  assignedTo: string | null;
  changed: boolean;
}
