import { notFound } from 'next/navigation';
import { DeskPage } from '@/components/ops/desk-page';
import { SubmissionReview } from '@/components/ops/new-homes/submission-review';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { isUuid } from '@/lib/slugs';
import { openDeskSubmission } from '@/server/listings/submissions-desk';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'New home · Operations desk' };
export const dynamic = 'force-dynamic';

export default async function NewHomePage({ params }: { params: Promise<{ submissionId: string }> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.newHomes.role);
  const { submissionId } = await params;
  // Opening the page is a view of the owner's name and masked phone: recorded with the read.
  const home = isUuid(submissionId) ? await openDeskSubmission(staff, submissionId) : null;
  if (!home) notFound();
  return (
    <DeskPage title={`New home in ${home.societyName}`} description="What the owner sent. Opening the ownership document is in the audit log.">
      <SubmissionReview home={home} />
    </DeskPage>
  );
}
