import { notFound } from 'next/navigation';
import { DeskPage } from '@/components/ops/desk-page';
import { NotesSection } from '@/components/ops/notes/notes-section';
import { OwnerRecordView } from '@/components/ops/people/owner-record';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { isUuid } from '@/lib/slugs';
import { openDeskOwner } from '@/server/owners/desk-owner';
import { requireStaffPage } from '@/server/staff/access';
import { listNotes } from '@/server/staff/desk-notes';

export const metadata = { title: 'Owner · Operations desk' };

export default async function DeskOwnerPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.owners.role);
  const { id } = await params;
  // Opening the page is a view of the owner's name and masked phone: recorded with the read.
  const owner = isUuid(id) ? await openDeskOwner(staff, id) : null;
  if (!owner) notFound();
  const notes = await listNotes(staff, 'owner', id);
  return (
    <DeskPage title={owner.name} description="Owner. Their homes, the links we sent them, the offers on their homes and their answers; opening this page is in the audit log.">
      <OwnerRecordView owner={owner} />
      <NotesSection subject="owner" id={id} about={owner.name} notes={notes} />
    </DeskPage>
  );
}
