'use client';

import { useMemo } from 'react';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import type { SortDirection, TablePage } from '@/lib/ops/table-query';
import type { DeskLead } from '@/lib/ops/leads';
import { deskMoment } from '../desk-format';
import { ShowPhone } from './show-phone';

const interestsOf = (lead: DeskLead) => (lead.interests.length ? lead.interests.join('; ') : '—');
/** Whose number a row's 'Show number' shows, for its name. */
const leadName = (lead: DeskLead) => `the ${lead.role} lead of ${lead.campaignName}, verified ${deskMoment(lead.verifiedAt)}`;

export function LeadsTable({ page, sort }: { page: TablePage<DeskLead>; sort: { key: string; dir: SortDirection } }) {
  const columns = useMemo<DeskColumn<DeskLead>[]>(
    () => [
      { id: 'verified', header: 'Verified', sortKey: 'verified', cell: (lead) => deskMoment(lead.verifiedAt), className: 'whitespace-nowrap' },
      { id: 'campaign', header: 'Campaign', cell: (lead) => lead.campaignName },
      { id: 'phone', header: 'Number', cell: (lead) => <ShowPhone id={lead.id} hint={lead.phoneHint} lead={leadName(lead)} /> },
      { id: 'role', header: 'Role', cell: (lead) => lead.role },
      { id: 'interests', header: 'Interests', cell: interestsOf, className: 'max-w-64' },
      { id: 'joined', header: 'First joined', cell: (lead) => deskMoment(lead.createdAt), className: 'whitespace-nowrap text-muted-foreground' },
    ],
    [],
  );
  return (
    <DataTable
      caption="Festival leads"
      columns={columns}
      page={page}
      rowKey={(lead) => lead.id}
      sort={sort}
      empty="No leads match these filters."
      mobileCard={(lead) => (
        <div className="space-y-1 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-semibold">{lead.role}</span>
            <span className="text-xs text-muted-foreground">{lead.campaignName}</span>
          </div>
          <ShowPhone id={lead.id} hint={lead.phoneHint} lead={leadName(lead)} />
          {lead.interests.length ? <p className="text-muted-foreground">{interestsOf(lead)}</p> : null}
          <p className="text-xs text-muted-foreground">Verified {deskMoment(lead.verifiedAt)}</p>
        </div>
      )}
    />
  );
}
