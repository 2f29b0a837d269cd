'use client';

// A record's desk notes (docs/ops.md "Notes and assignment"): the list, newest first, each with who wrote it and
// when (India time), and a box to add one. The team's own: no tenant or owner ever sees them. Used inside the notes
// dialog of a list's row and on a person's page.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import type { DeskNote, NoteSubject } from '@/lib/ops/notes';
import { NOTE_MAX_LENGTH } from '@/lib/ops/notes';
import { noteCreateSchema } from '@/lib/validation/ops-notes';
import { deskMoment } from '../desk-format';
import { useDeskAction } from '../use-desk-action';
import { notesApi } from './notes-api';

export function NotesList({ notes }: { notes: DeskNote[] }) {
  if (!notes.length) return <p className="text-sm text-muted-foreground">No notes yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Notes, newest first" data-testid="desk-notes">
      {notes.map((note) => (
        <li key={note.id} className="rounded-lg border bg-muted/40 p-3 text-sm">
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{note.body}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {note.author} · {deskMoment(note.createdAt)}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The box to add a note; `onAdded` gets the note as the server kept it. A list reads its page again (the row's
 * count); a person's page does not (reading it again would be another recorded view of the person).
 */
export function AddNote({ subject, id, about, onAdded, refresh = true }: { subject: NoteSubject; id: string; about: string; onAdded(note: DeskNote): void; refresh?: boolean }) {
  const field = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const action = useDeskAction();
  const pending = action.busy;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = noteCreateSchema.safeParse({ subject, id, body });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'body')?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await action.run('action', () => notesApi.add(subject, id, parsed.data.body), 'Note added', {
      refresh,
      onSuccess: (note) => {
        onAdded(note);
        setBody('');
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <TextareaField id={field} label={`A note on ${about}`} hint="Only the GHomes team sees notes." value={body} maxLength={NOTE_MAX_LENGTH} rows={3} error={error} onChange={(event) => setBody(event.target.value)} />
      <SubmitButton pending={pending} size="default" className="min-h-11 sm:w-auto sm:justify-self-end">
        Add note
      </SubmitButton>
    </form>
  );
}

/** The notes of a record, read when shown (a dialog opened from a row). */
export function NotesView({ subject, id, about, initial }: { subject: NoteSubject; id: string; about: string; initial?: DeskNote[] }) {
  // Notes handed in by a server page are that page's: adding one shows it here without reading the page again.
  const [notes, setNotes] = useState<DeskNote[] | null>(initial ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    notesApi
      .list(subject, id, controller.signal)
      .then(setNotes)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(Boolean(error));
      });
    return () => controller.abort();
  }, [subject, id, initial]);
  return (
    <div className="grid gap-4">
      <AddNote subject={subject} id={id} about={about} refresh={!initial} onAdded={(note) => setNotes((current) => [note, ...(current ?? [])])} />
      {failed ? <p className="text-sm text-destructive">The notes could not be read. Please try again.</p> : notes ? <NotesList notes={notes} /> : <p className="text-sm text-muted-foreground">Reading the notes…</p>}
    </div>
  );
}
