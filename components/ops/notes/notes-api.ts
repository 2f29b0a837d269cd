// The desk's notes and assignment calls (app/api/ops/notes, app/api/ops/assignments), on apiFetch.
import { apiFetch } from '@/lib/api/client';
import type { AssignSubject, DeskNote, NoteSubject } from '@/lib/ops/notes';

export const notesApi = {
  list: (subject: NoteSubject, id: string, signal?: AbortSignal) =>
    apiFetch<{ notes: DeskNote[] }>(`/api/ops/notes?${new URLSearchParams({ subject, id })}`, { cache: 'no-store', signal }).then((answer) => answer.notes),
  add: (subject: NoteSubject, id: string, body: string) => apiFetch<{ note: DeskNote }>('/api/ops/notes', { method: 'POST', body: { subject, id, body }, cache: 'no-store' }).then((answer) => answer.note),
  assign: (subject: AssignSubject, id: string, assigneeId: string | null) =>
    apiFetch<{ assignedTo: string | null; changed: boolean }>('/api/ops/assignments', { method: 'PUT', body: { subject, id, assigneeId }, cache: 'no-store' }),
};
