'use client';

// A row's menu for a record whose own actions live elsewhere (a message, a listing): its notes, its assignee and
// its page, each item named with the row.
import type { Assignee, Assignment, AssignSubject } from '@/lib/ops/notes';
import { RowMenu, type RowMenuItem } from '../row-menu';
import { AssignDialog, NotesDialog, useRecordDialogs } from './record-dialogs';

export function RecordMenu({ subject, id, about, notes, assignee, assignees, extra = [] }: { subject: AssignSubject; id: string; about: string; notes: number; assignee: Assignment | null; assignees: Assignee[]; extra?: RowMenuItem[] }) {
  const dialogs = useRecordDialogs();
  const notesLabel = notes ? `Notes (${notes})` : 'Notes';
  const items: RowMenuItem[] = [
    { key: 'notes', label: notesLabel, name: `${notesLabel}: ${about}`, onSelect: dialogs.showNotes },
    { key: 'assign', label: 'Assign…', name: `Assign ${about}`, onSelect: dialogs.showAssign },
    ...extra,
  ];
  return (
    <>
      <RowMenu name={`Actions: ${about}`} items={items} />
      <NotesDialog subject={subject} id={id} about={about} open={dialogs.open === 'notes'} onClose={dialogs.close} />
      <AssignDialog subject={subject} id={id} about={about} current={assignee} assignees={assignees} open={dialogs.open === 'assign'} onClose={dialogs.close} />
    </>
  );
}
