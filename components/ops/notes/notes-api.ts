// The desk's notes and assignment calls (app/api/ops/notes, app/api/ops/assignments), on apiFetch.
import { apiFetch } from '@/lib/api/client';
import type { AssignSubject, NoteSubject } from '@/lib/ops/notes';
import type { AssignmentAnswer, NoteAddedAnswer, NotesAnswer } from '@/lib/validation/ops-notes';

export const notesApi = {
  list: (subject: NoteSubject, id: string, signal?: AbortSignal) =>
    apiFetch<NotesAnswer>(`/api/ops/notes?${new URLSearchParams({ subject, id })}`, { cache: 'no-store', signal }).then((answer) => answer.notes),
  add: (subject: NoteSubject, id: string, body: string) => apiFetch<NoteAddedAnswer>('/api/ops/notes', { method: 'POST', body: { subject, id, body }, cache: 'no-store' }).then((answer) => answer.note),
  assign: (subject: AssignSubject, id: string, assigneeId: string | null) =>
    apiFetch<AssignmentAnswer>('/api/ops/assignments', { method: 'PUT', body: { subject, id, assigneeId }, cache: 'no-store' }),
};
