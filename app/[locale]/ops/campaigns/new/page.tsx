import { CampaignForm } from '@/components/ops/campaigns/campaign-form';
import { DeskPage } from '@/components/ops/desk-page';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'New campaign' };

export default async function NewCampaignPage() {
  await requireStaffPage(DESK_SECTIONS.campaigns.role);
  return (
    <DeskPage title="New campaign" description="The festival page goes live at its start time; until then it says it has not started.">
      <CampaignForm />
    </DeskPage>
  );
}
