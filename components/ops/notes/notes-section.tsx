import type { DeskNote, NoteSubject } from '@/lib/ops/notes';
import { NotesView } from './notes-view';

/** A person's notes on their desk page: the team's own, newest first, with the box to add one. */
export function NotesSection({ subject, id, about, notes }: { subject: NoteSubject; id: string; about: string; notes: DeskNote[] }) {
  return (
    <section aria-labelledby="desk-notes-heading" className="space-y-3 rounded-xl border bg-card p-4">
      <h2 id="desk-notes-heading" className="text-lg font-semibold">
        Notes
      </h2>
      <p className="text-sm text-muted-foreground">The team’s own: the person never sees them.</p>
      <NotesView subject={subject} id={id} about={about} initial={notes} />
    </section>
  );
}
