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

/**
 * The page's description (and its social tags): the greeting while the campaign runs; once it has ended, the
 * greeting would be wrong ('Happy Ganesh Chaturthi' in November), so it says the campaign ended, as the page does.
 */
export function campaignDescription(campaign: Pick<Campaign, 'name' | 'greeting' | 'intro' | 'societyName' | 'homesManaged' | 'state'>): string {
  const homes = `We manage ${campaign.homesManaged}+ homes in ${campaign.societyName}.`;
  if (campaign.state === 'ended') return `${campaign.name} has ended. ${homes} Find homes to rent or buy in Bangalore's gated societies.`;
  return `${campaign.greeting} ${homes} ${campaign.intro}`;
}
