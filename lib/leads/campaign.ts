// A lead campaign as the festival page shows it; the server reads it in server/leads/campaigns.ts.

export type CampaignState = 'upcoming' | 'live' | 'ended';

export interface Campaign {
  slug: string;
  name: string;
  greeting: string;
  intro: string;
  welcomeMessage: string;
  societyName: string;
  /** The society's page when a society of that exact name exists. */
  societyHref: string | null;
  homesManaged: number;
  startsAt: string;
  endsAt: string | null;
  state: CampaignState;
}
