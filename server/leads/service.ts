import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { formatLeadPhone, type LeadAnswer, type LeadRole, type OwnerInterest } from '@/lib/validation/leads';
import { getDb } from '@/server/db/client';
import { campaigns, festival_leads } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { logger } from '@/server/log/logger';
import { consumeWhatsAppCode, sendWhatsAppCode, whatsAppCodeMessages } from '@/server/auth/whatsapp-codes';
import { campaignState, defaultLiveCampaignSlug } from './campaigns';

// Festival leads: a code (server/auth/whatsapp-codes.ts) is sent only while the campaign runs; a verified lead is
// upserted once per number and campaign.

export const leadServerMessages = {
  ...whatsAppCodeMessages,
  submitted: 'Your details have been submitted successfully!',
  campaignEnded: 'This campaign has ended.',
  campaignUpcoming: 'This campaign has not started yet.',
  campaignUnknown: 'Unknown campaign.',
} as const;

/** A festival lead code: only while the campaign takes leads (the named one, or the live one by default). */
export async function sendFestivalCode({ phone, client, campaign, now = new Date() }: { phone: string; client: string; campaign?: string; now?: Date }): Promise<LeadAnswer> {
  await liveCampaignSlug(campaign, now);
  return sendWhatsAppCode({ phone, client, now });
}

export interface VerifyCodeRequest {
  phone: string;
  otp: string;
  role: LeadRole;
  ownerInterests: OwnerInterest[];
  /** Campaign slug; the most recently started live campaign when absent. */
  campaign?: string;
  client: string;
  now?: Date;
}

async function liveCampaignSlug(requested: string | undefined, now: Date): Promise<string> {
  const slug = requested ?? (await defaultLiveCampaignSlug(now));
  if (!slug) throw new AppError('campaign_closed', leadServerMessages.campaignEnded, 409);
  const [row] = await getDb().select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  if (!row) throw new AppError('campaign_not_found', leadServerMessages.campaignUnknown, 404);
  const state = campaignState(row, now);
  if (state === 'ended') throw new AppError('campaign_closed', leadServerMessages.campaignEnded, 409);
  if (state === 'upcoming') throw new AppError('campaign_closed', leadServerMessages.campaignUpcoming, 409);
  return slug;
}

/**
 * Checks the code and, when it is the live one, consumes it and upserts the lead. A wrong code is answered
 * (400, not thrown) so that its spent try is committed.
 */
export async function verifyLeadCode(request: VerifyCodeRequest): Promise<LeadAnswer & { status: number }> {
  const { phone, otp, role, ownerInterests, client, now = new Date() } = request;
  const campaign = await liveCampaignSlug(request.campaign, now);

  return getDb().transaction(async (tx) => {
    if (!(await consumeWhatsAppCode(tx, { phone, otp, client, now }))) return { status: 400, success: false, message: leadServerMessages.invalidCode };
    const [lead] = await tx
      .insert(festival_leads)
      .values({ phone, campaign, role, owner_interests: ownerInterests, verified_at: now, created_at: now, updated_at: now })
      .onConflictDoUpdate({
        target: [festival_leads.phone, festival_leads.campaign],
        set: { role, owner_interests: ownerInterests, verified_at: now, updated_at: now },
      })
      // xmax is 0 for a row this statement inserted, non-zero for one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    logger('leads').info({ phone: formatLeadPhone(phone), campaign, new: lead?.inserted }, 'verified lead');
    return { status: 200, success: true, message: leadServerMessages.submitted, newLead: !!lead?.inserted };
  });
}
