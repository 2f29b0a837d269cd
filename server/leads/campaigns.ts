import 'server-only';
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { societyPath } from '@/lib/slugs';
import { getDb } from '@/server/db/client';
import { campaigns, gated_societies } from '@/server/db/schema';
import type { Campaign, CampaignState } from '@/lib/leads/campaign';

// Lead campaigns (the festival page). A campaign is a row: texts, society and dates; the page and the lead
// service read it here, so the next festival needs no code.

type CampaignRow = typeof campaigns.$inferSelect;

export function campaignState(row: Pick<CampaignRow, 'starts_at' | 'ends_at'>, now = new Date()): CampaignState {
  if (row.starts_at.getTime() > now.getTime()) return 'upcoming';
  if (row.ends_at && row.ends_at.getTime() <= now.getTime()) return 'ended';
  return 'live';
}

async function toCampaign(row: CampaignRow, now: Date): Promise<Campaign> {
  const [society] = await getDb().select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.name, row.society_name)).limit(1);
  return {
    slug: row.slug,
    name: row.name,
    greeting: row.greeting,
    intro: row.intro,
    welcomeMessage: row.welcome_message,
    societyName: row.society_name,
    societyHref: society ? societyPath(society) : null,
    homesManaged: row.homes_managed,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    state: campaignState(row, now),
  };
}

export async function getCampaign(slug: string, now = new Date()): Promise<Campaign | null> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 60) return null;
  const [row] = await getDb().select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  return row ? toCampaign(row, now) : null;
}

const liveAt = (now: Date) => and(lte(campaigns.starts_at, now), or(isNull(campaigns.ends_at), gt(campaigns.ends_at, now)));

/** Slugs of the campaigns taking leads now (for the sitemap). */
export async function listLiveCampaignSlugs(now = new Date()): Promise<string[]> {
  const rows = await getDb().select({ slug: campaigns.slug }).from(campaigns).where(liveAt(now)).orderBy(asc(campaigns.slug));
  return rows.map((row) => row.slug);
}

/** The campaign a lead joins when the request names none: the most recently started live one. */
export async function defaultLiveCampaignSlug(now = new Date()): Promise<string | null> {
  const [row] = await getDb().select({ slug: campaigns.slug }).from(campaigns).where(liveAt(now)).orderBy(desc(campaigns.starts_at)).limit(1);
  return row?.slug ?? null;
}

export const campaignPath = (slug: string) => `/summitt/${slug}`;
