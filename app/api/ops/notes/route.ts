// GET /api/ops/notes?subject=&id= -> 200 {notes} and POST {subject, id, body} -> 201 {note}: the desk's notes on one
// visit (agents of its society and up), offer, listing, message, tenant or owner (managers and up). Who and when
// are kept; each note is an audit row `note.add`. 404 below the desk, for a record of another section or society,
// and for one that does not exist (nothing written); 422 for an empty or too long note.
import { NextResponse } from 'next/server';
import { noteCreateSchema, noteSubjectSchema, type NoteAddedAnswer, type NotesAnswer } from '@/lib/validation/ops-notes';
import { addNote, listNotes } from '@/server/staff/desk-notes';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const GET = withStaff({ role: 'agent', schema: noteSubjectSchema }, async ({ body, staff }) => {
  return NextResponse.json<NotesAnswer>({ notes: await listNotes(staff, body.subject, body.id) });
});

export const POST = withStaff({ role: 'agent', schema: noteCreateSchema }, async ({ body, staff }) => {
  return NextResponse.json<NoteAddedAnswer>({ note: await addNote(staff, body.subject, body.id, body.body) }, { status: 201 });
});
