import { ExternalLink } from 'lucide-react';
import { notFound } from 'next/navigation';
import { CampaignForm } from '@/components/ops/campaigns/campaign-form';
import { DeskPage } from '@/components/ops/desk-page';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { campaignSlugParams } from '@/lib/validation/ops-campaigns';
import { campaignPath, getDeskCampaign } from '@/server/leads/campaigns';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'Edit campaign' };

export default async function EditCampaignPage({ params }: { params: Promise<{ slug: string }> }) {
  await requireStaffPage(DESK_SECTIONS.campaigns.role);
  const parsed = campaignSlugParams.safeParse(await params);
  const campaign = parsed.success ? await getDeskCampaign(parsed.data.slug) : null;
  if (!campaign) notFound();
  return (
    <DeskPage
      title={campaign.name}
      description={campaign.societyHref ? `Links to the society page of ${campaign.societyName}.` : `No society is named exactly "${campaign.societyName}": the page names it without a link.`}
      actions={
        <a href={campaignPath(campaign.slug)} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          Open the page
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      }
    >
      <CampaignForm campaign={campaign} />
    </DeskPage>
  );
}
