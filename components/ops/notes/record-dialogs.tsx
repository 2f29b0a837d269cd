'use client';

// The notes and assignment dialogs a row's menu opens (docs/ops.md "Notes and assignment"): 'Notes' lists the
// record's notes and adds one; 'Assign' gives the record to a manager or an admin, or to nobody.
import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Assignee, Assignment, AssignSubject, NoteSubject } from '@/lib/ops/notes';
import { useDeskAction } from '../use-desk-action';
import { notesApi } from './notes-api';
import { NotesView } from './notes-view';

export function NotesDialog({ subject, id, about, open, onClose }: { subject: NoteSubject; id: string; about: string; open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Notes</DialogTitle>
          <DialogDescription>{about}. Only the GHomes team sees these; tenants and owners never do.</DialogDescription>
        </DialogHeader>
        {open ? <NotesView subject={subject} id={id} about={about} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const NOBODY = '';

export function AssignDialog({ subject, id, about, current, assignees, open, onClose }: { subject: AssignSubject; id: string; about: string; current: Assignment | null; assignees: Assignee[]; open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>{open ? <AssignForm subject={subject} id={id} about={about} current={current} assignees={assignees} onDone={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function AssignForm({ subject, id, about, current, assignees, onDone }: { subject: AssignSubject; id: string; about: string; current: Assignment | null; assignees: Assignee[]; onDone(): void }) {
  const field = useId();
  const [choice, setChoice] = useState(current?.id ?? NOBODY);
  const action = useDeskAction();
  const pending = action.busy;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = assignees.find((person) => person.id === choice)?.name;
    await action.run('action', () => notesApi.assign(subject, id, choice || null), (answer) => (!answer.changed ? 'Nothing changed' : name ? `Assigned to ${name}` : 'No longer assigned to anyone'), { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Assign</DialogTitle>
        <DialogDescription>{about}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1">
        <label htmlFor={field} className="text-sm font-medium">
          Assigned to
        </label>
        <select id={field} value={choice} onChange={(event) => setChoice(event.target.value)} className="h-12 rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring">
          <option value={NOBODY}>Nobody</option>
          {assignees.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" className="min-h-11" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} size="default" className="min-h-11 sm:w-auto">
          Save
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/** 'Assigned to Priya' beside a row (nothing when nobody is). */
export function AssigneeLine({ assignee }: { assignee: Assignment | null }) {
  return assignee ? (
    <span className="block text-xs text-muted-foreground" data-testid="row-assignee">
      Assigned to {assignee.name}
    </span>
  ) : null;
}

/** The row's menu items for its notes and its assignee, and the dialogs they open. */
export function useRecordDialogs() {
  const [open, setOpen] = useState<'notes' | 'assign' | null>(null);
  return { open, showNotes: () => setOpen('notes'), showAssign: () => setOpen('assign'), close: () => setOpen(null) };
}
