import { Download } from 'lucide-react';
import { DeskPage } from '@/components/ops/desk-page';
import { LeadsTable } from '@/components/ops/leads/leads-table';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { Button } from '@/components/ui/button';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { redirect } from 'next/navigation';
import { firstParam, parseTableQuery, pastEndHref, type SearchParams } from '@/lib/ops/table-query';
import { LEAD_ROLES, OWNER_INTEREST_LABELS, OWNER_INTERESTS } from '@/lib/validation/leads';
import { lenientLeadFilters, toLeadFilters, type LeadFilterValues } from '@/lib/validation/ops-leads';
import { listCampaignChoices, listDeskLeads } from '@/server/leads/desk';
import { LEAD_SORTS } from '@/lib/ops/leads';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'Leads' };

const FILTER_KEYS = ['campaign', 'role', 'interest', 'from', 'to'] as const;

/** The export form carries exactly the filters the list shows (a POST: the download is audited in the person's name). */
function exportFields(values: LeadFilterValues): [string, string][] {
  return Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.leads.role);
  const params = await searchParams;
  const values = lenientLeadFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, firstParam(params, key)])));
  const query = parseTableQuery(params, { sorts: LEAD_SORTS, sort: 'verified', dir: 'desc' });
  const [page, campaigns] = await Promise.all([listDeskLeads(toLeadFilters(values), query), listCampaignChoices()]);
  const pastEnd = pastEndHref(DESK_SECTIONS.leads.href, params, page);
  if (pastEnd) redirect(pastEnd);
  return (
    <DeskPage
      title="Leads"
      description="Festival leads, verified over WhatsApp. Numbers stay hidden until you ask for one; every number shown and every download is in the audit log."
      actions={
        <form method="post" action="/api/ops/leads/export">
          {exportFields(values).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" variant="outline" className="min-h-11">
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        </form>
      }
    >
      <TableFilters action={DESK_SECTIONS.leads.href} sort={query.sort} dir={query.dir} size={query.size}>
        <FilterSelect id="campaign" label="Campaign" value={values.campaign} options={campaigns.map((campaign) => ({ value: campaign.slug, label: campaign.name }))} anyLabel="All campaigns" />
        <FilterSelect id="role" label="Role" value={values.role} options={LEAD_ROLES.map((role) => ({ value: role, label: role }))} />
        <FilterSelect id="interest" label="Owner interest" value={values.interest} options={OWNER_INTERESTS.map((interest) => ({ value: interest, label: OWNER_INTEREST_LABELS[interest] }))} />
        <FilterInput id="from" label="Verified from" type="date" value={values.from} />
        <FilterInput id="to" label="Verified to" type="date" value={values.to} />
      </TableFilters>
      <LeadsTable page={page} sort={{ key: query.sort, dir: query.dir }} />
    </DeskPage>
  );
}
