// A festival campaign as the desk lists and edits it (server/leads/campaigns.ts reads it).
import type { CampaignState } from '@/lib/leads/campaign';

export const CAMPAIGN_SORTS = ['starts'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

export interface DeskCampaign {
  slug: string;
  name: string;
  greeting: string;
  intro: string;
  welcomeMessage: string;
  societyName: string;
  homesManaged: number;
  startsAt: string;
  endsAt: string | null;
  state: CampaignState;
}
