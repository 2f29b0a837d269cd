// PATCH /api/ops/campaigns/[slug] (admin): a campaign's texts, society and dates (the address stays). Audited;
// the cached festival page and the sitemap are regenerated.
import { NextResponse } from 'next/server';
import { campaignSlugParams, campaignUpdateSchema, type CampaignAnswer } from '@/lib/validation/ops-campaigns';
import { revalidateCampaignPages, updateCampaign } from '@/server/leads/campaigns';
import { withStaff } from '@/server/staff/with-staff';

export const PATCH = withStaff({ role: 'admin', schema: campaignUpdateSchema, params: campaignSlugParams }, async ({ body, params, staff }) => {
  const campaign = await updateCampaign(staff, params.slug, body);
  revalidateCampaignPages(campaign.slug);
  return NextResponse.json<CampaignAnswer>({ campaign });
});
