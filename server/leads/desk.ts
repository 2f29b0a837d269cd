import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { OWNER_INTEREST_LABELS, type OwnerInterest } from '@/lib/validation/leads';
import type { LeadFilters } from '@/lib/leads/lead-export';
import { maskLeadPhone, type DeskLead, type LeadSort } from '@/lib/ops/leads';
import { pageWindow, toTablePage, type TablePage, type TableQuery } from '@/lib/ops/table-query';
import type { LeadFilterValues } from '@/lib/validation/ops-leads';
import { recordAudit, recordView } from '@/server/audit/log';
import { getDb } from '@/server/db/client';
import { campaigns, festival_leads } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { Staff } from '@/server/staff/access';
import { leadConditions } from './export';

// Festival leads on the desk (/ops/leads): one page at a time, the number masked until a manager asks to see it
// (each 'Show number' is an audit 'view' row), and the export's audit row. The CSV itself is server/leads/export.ts.

/** How many leads the filters hold (the export's index conditions). */
export async function countDeskLeads(filters: LeadFilters): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(festival_leads).where(and(...leadConditions(filters)));
  return row?.n ?? 0;
}

export async function listDeskLeads(filters: LeadFilters, query: TableQuery<LeadSort>): Promise<TablePage<DeskLead>> {
  const { limit, offset } = pageWindow(query);
  const order = query.dir === 'asc' ? asc : desc;
  const total = countDeskLeads(filters);
  const rows = await getDb()
    .select({
      id: festival_leads.id,
      campaign: festival_leads.campaign,
      campaignName: campaigns.name,
      phone: festival_leads.phone,
      role: festival_leads.role,
      interests: festival_leads.owner_interests,
      verifiedAt: festival_leads.verified_at,
      createdAt: festival_leads.created_at,
    })
    .from(festival_leads)
    .innerJoin(campaigns, eq(campaigns.slug, festival_leads.campaign))
    .where(and(...leadConditions(filters)))
    .orderBy(order(festival_leads.verified_at), order(festival_leads.id))
    .limit(limit)
    .offset(offset);
  return toTablePage(
    rows.map(({ phone, interests, verifiedAt, createdAt, ...row }) => ({
      ...row,
      phoneHint: maskLeadPhone(phone),
      interests: interests.map((interest) => OWNER_INTEREST_LABELS[interest as OwnerInterest] ?? interest),
      verifiedAt: verifiedAt.toISOString(),
      createdAt: createdAt.toISOString(),
    })),
    query,
    await total,
  );
}

/** The campaigns for the filter, newest first (a handful of rows: one per festival). */
export async function listCampaignChoices(): Promise<{ slug: string; name: string }[]> {
  return getDb().select({ slug: campaigns.slug, name: campaigns.name }).from(campaigns).orderBy(desc(campaigns.starts_at)).limit(200);
}

/** A lead's full number for 'Show number', recorded as a view of the phone. */
export async function showLeadPhone(staff: Staff, id: string): Promise<{ phone: string }> {
  return getDb().transaction(async (tx) => {
    const [lead] = await tx.select({ phone: festival_leads.phone }).from(festival_leads).where(eq(festival_leads.id, id)).limit(1);
    if (!lead) throw notFound('Lead not found');
    await recordView(tx, staff.actor, { table: 'festival_leads', rowId: id, fields: ['phone'] });
    return { phone: lead.phone };
  });
}

/** The 'Download CSV' of a filtered list: one audit row naming the filters and the fields the file holds. */
export async function recordLeadsExport(staff: Staff, values: LeadFilterValues): Promise<void> {
  const filters = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await recordAudit(getDb(), staff.actor, { action: 'leads.export', table: 'festival_leads', rowId: values.campaign ?? 'all', after: { filters, viewed: ['phone'] } });
}
