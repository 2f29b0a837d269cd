import 'server-only';
import { and, asc, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { revalidatePath, revalidateTag } from 'next/cache';
import { LOCALES } from '@/lib/i18n/locales';
import type { Campaign, CampaignState } from '@/lib/leads/campaign';
import type { CampaignSort, DeskCampaign } from '@/lib/ops/campaigns';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import { societyPath } from '@/lib/slugs';
import { campaignMessages, type CampaignCreateInput, type CampaignUpdateInput } from '@/lib/validation/ops-campaigns';
import { recordAudit } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { campaigns, gated_societies } from '@/server/db/schema';
import { AppError, isUniqueViolation, notFound } from '@/server/http/errors';
import { SITEMAP_TAG } from '@/lib/cache-tags';
import type { Staff } from '@/server/staff/access';

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

// The desk's campaigns (/ops/campaigns, admin only): a campaign is created and edited there instead of in SQL,
// with the rules of lib/validation/ops-campaigns.ts; every change is an audit row in its transaction.

function toDeskCampaign(row: CampaignRow, now = new Date()): DeskCampaign {
  return {
    slug: row.slug,
    name: row.name,
    greeting: row.greeting,
    intro: row.intro,
    welcomeMessage: row.welcome_message,
    societyName: row.society_name,
    homesManaged: row.homes_managed,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    state: campaignState(row, now),
  };
}

/** One page of campaigns, latest start first (a handful of rows: one per festival). */
export async function listDeskCampaigns(query: TableQuery<CampaignSort>): Promise<TablePage<DeskCampaign>> {
  const { limit, offset } = pageWindow(query);
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    getDb().select().from(campaigns).orderBy(order(campaigns.starts_at), order(campaigns.slug)).limit(limit).offset(offset),
    getDb().select({ n: count() }).from(campaigns),
  ]);
  return toTablePage(
    rows.map((row) => toDeskCampaign(row)),
    query,
    counted?.n ?? 0,
  );
}

export async function getDeskCampaign(slug: string): Promise<(DeskCampaign & { societyHref: string | null }) | null> {
  const [row] = await getDb().select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  if (!row) return null;
  const [society] = await getDb().select({ name: gated_societies.name }).from(gated_societies).where(eq(gated_societies.name, row.society_name)).limit(1);
  return { ...toDeskCampaign(row), societyHref: society ? societyPath(society) : null };
}

const columnsOf = (input: CampaignUpdateInput) => ({
  name: input.name,
  greeting: input.greeting,
  intro: input.intro,
  welcome_message: input.welcomeMessage,
  society_name: input.societyName,
  homes_managed: input.homesManaged,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
});

/** What the audit row keeps of a campaign (all of it: nothing in it is personal). */
const auditable = (row: CampaignRow) => {
  const { created_at: _created, ...rest } = row;
  return { ...rest, starts_at: row.starts_at.toISOString(), ends_at: row.ends_at?.toISOString() ?? null };
};

export async function createCampaign(staff: Staff, input: CampaignCreateInput): Promise<DeskCampaign> {
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx.insert(campaigns).values({ slug: input.slug, ...columnsOf(input) }).returning();
      await recordAudit(tx, staff.actor, { action: 'campaign.create', table: 'campaigns', rowId: row!.slug, after: auditable(row!) });
      return toDeskCampaign(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('slug_taken', campaignMessages.slugTaken, 409);
    throw error;
  }
}

export async function updateCampaign(staff: Staff, slug: string, input: CampaignUpdateInput): Promise<DeskCampaign> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(campaigns).where(eq(campaigns.slug, slug)).for('update').limit(1);
    if (!before) throw notFound('Campaign not found');
    const [row] = await tx.update(campaigns).set(columnsOf(input)).where(eq(campaigns.slug, slug)).returning();
    await recordAudit(tx, staff.actor, { action: 'campaign.update', table: 'campaigns', rowId: slug, before: auditable(before), after: auditable(row!) });
    return toDeskCampaign(row!);
  });
}

/**
 * The festival page is cached for five minutes (ISR) and the sitemap lists live campaigns: after a change both
 * are regenerated on their next request instead of showing the old texts or dates. Only inside a Next request.
 */
export function revalidateCampaignPages(slug: string): void {
  // Each language's copy of the page is its own entry under app/[locale].
  for (const locale of LOCALES) revalidatePath(`/${locale}${campaignPath(slug)}`);
  revalidateTag(SITEMAP_TAG);
}
