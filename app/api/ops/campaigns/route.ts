// POST /api/ops/campaigns (admin): a new festival campaign; 409 when its address is taken. Audited.
import { NextResponse } from 'next/server';
import { campaignCreateSchema, type CampaignAnswer } from '@/lib/validation/ops-campaigns';
import { createCampaign, revalidateCampaignPages } from '@/server/leads/campaigns';
import { withStaff } from '@/server/staff/with-staff';

export const POST = withStaff({ role: 'admin', schema: campaignCreateSchema }, async ({ body, staff }) => {
  const campaign = await createCampaign(staff, body);
  revalidateCampaignPages(campaign.slug);
  return NextResponse.json<CampaignAnswer>({ campaign }, { status: 201 });
});
