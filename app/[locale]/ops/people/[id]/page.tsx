import { notFound } from 'next/navigation';
import { DeskPage } from '@/components/ops/desk-page';
import { NotesSection } from '@/components/ops/notes/notes-section';
import { TenantRecord } from '@/components/ops/people/tenant-record';
import { DESK_PAGES } from '@/lib/ops/desk-sections';
import { isUuid } from '@/lib/slugs';
import { requireStaffPage } from '@/server/staff/access';
import { listNotes } from '@/server/staff/desk-notes';
import { openDeskPerson } from '@/server/tenant/desk-person';

export const metadata = { title: 'Tenant · Operations desk' };

export default async function DeskPersonPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaffPage(DESK_PAGES.people.role);
  const { id } = await params;
  // Opening the page is the view of the person's details: recorded with the read (server/tenant/desk-person.ts).
  const person = isUuid(id) ? await openDeskPerson(staff, id) : null;
  if (!person) notFound();
  const notes = await listNotes(staff, 'tenant', id);
  return (
    <DeskPage title={person.name} description="Tenant. Everything of theirs on the desk, newest first; opening this page is in the audit log.">
      <TenantRecord person={person} />
      <NotesSection subject="tenant" id={id} about={person.name} notes={notes} />
    </DeskPage>
  );
}
