import { DeskPage } from '@/components/ops/desk-page';
import { NewHomesList } from '@/components/ops/new-homes/new-homes-list';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { newHomesQueue } from '@/server/listings/submissions-desk';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'New homes · Operations desk' };
export const dynamic = 'force-dynamic';

export default async function NewHomesPage() {
  await requireStaffPage(DESK_SECTIONS.newHomes.role);
  const homes = await newHomesQueue();
  return (
    <DeskPage title="New homes" description="Homes owners added, oldest first. Check the ownership document against the owner, that the unit exists and that the photos are of a home; the target is an answer within a day.">
      <NewHomesList homes={homes} now={Date.now()} />
    </DeskPage>
  );
}
