'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import { Badge } from '@/components/ui/badge';
import type { DeskCampaign } from '@/lib/ops/campaigns';
import type { SortDirection, TablePage } from '@/lib/ops/table-query';
import { deskMoment } from '../desk-format';

const STATE = { live: { label: 'Live', variant: 'green' }, upcoming: { label: 'Upcoming', variant: 'blue' }, ended: { label: 'Ended', variant: 'grey' } } as const;

const StateBadge = ({ campaign }: { campaign: DeskCampaign }) => <Badge variant={STATE[campaign.state].variant}>{STATE[campaign.state].label}</Badge>;

const NameLink = ({ campaign }: { campaign: DeskCampaign }) => (
  <Link href={`/ops/campaigns/${campaign.slug}`} className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline" aria-label={`Edit ${campaign.name}`}>
    {campaign.name}
  </Link>
);

export function CampaignsTable({ page, sort }: { page: TablePage<DeskCampaign>; sort: { key: string; dir: SortDirection } }) {
  const columns = useMemo<DeskColumn<DeskCampaign>[]>(
    () => [
      { id: 'name', header: 'Campaign', cell: (campaign) => <NameLink campaign={campaign} /> },
      { id: 'address', header: 'Page', cell: (campaign) => <span className="text-muted-foreground">/summitt/{campaign.slug}</span> },
      { id: 'society', header: 'Society', cell: (campaign) => campaign.societyName },
      { id: 'starts', header: 'Starts', sortKey: 'starts', cell: (campaign) => deskMoment(campaign.startsAt), className: 'whitespace-nowrap' },
      { id: 'ends', header: 'Ends', cell: (campaign) => (campaign.endsAt ? deskMoment(campaign.endsAt) : 'Open'), className: 'whitespace-nowrap' },
      { id: 'state', header: 'State', cell: (campaign) => <StateBadge campaign={campaign} /> },
    ],
    [],
  );
  return (
    <DataTable
      caption="Campaigns"
      columns={columns}
      page={page}
      rowKey={(campaign) => campaign.slug}
      sort={sort}
      empty="No campaigns yet."
      mobileCard={(campaign) => (
        <div className="space-y-1 text-sm">
          <div className="flex items-center justify-between gap-2">
            <NameLink campaign={campaign} />
            <StateBadge campaign={campaign} />
          </div>
          <p className="text-muted-foreground">{campaign.societyName}</p>
          <p className="text-xs text-muted-foreground">
            {deskMoment(campaign.startsAt)} – {campaign.endsAt ? deskMoment(campaign.endsAt) : 'open'}
          </p>
        </div>
      )}
    />
  );
}
