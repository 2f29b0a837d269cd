// A festival campaign as the desk lists and edits it (server/leads/campaigns.ts reads it).
import type { Campaign } from '@/lib/leads/campaign';

export const CAMPAIGN_SORTS = ['starts'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** The desk shows a campaign as the festival page does, without the society link. */
export type DeskCampaign = Omit<Campaign, 'societyHref'>;
