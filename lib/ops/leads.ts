// A festival lead as the desk's list shows it (server/leads/desk.ts reads it; components/ops/leads draws it).

export const LEAD_SORTS = ['verified'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export interface DeskLead {
  id: string;
  campaign: string;
  campaignName: string;
  /** The number with its middle hidden ('98••••••10'): enough to tell leads apart, not to call. */
  phoneHint: string;
  role: string;
  /** The owner's interests as their labels. */
  interests: string[];
  verifiedAt: string;
  createdAt: string;
}

export const maskLeadPhone = (phone: string) => `${phone.slice(0, 2)}${'•'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-2)}`;
