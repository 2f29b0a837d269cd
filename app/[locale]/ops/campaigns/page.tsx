import { Plus } from 'lucide-react';
import Link from 'next/link';
import { CampaignsTable } from '@/components/ops/campaigns/campaigns-table';
import { DeskPage } from '@/components/ops/desk-page';
import { Button } from '@/components/ui/button';
import { CAMPAIGN_SORTS } from '@/lib/ops/campaigns';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { redirect } from 'next/navigation';
import { parseTableQuery, pastEndHref, type SearchParams } from '@/lib/ops/table-query';
import { listDeskCampaigns } from '@/server/leads/campaigns';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'Campaigns' };

export default async function CampaignsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.campaigns.role);
  const params = await searchParams;
  const query = parseTableQuery(params, { sorts: CAMPAIGN_SORTS, sort: 'starts', dir: 'desc' });
  const page = await listDeskCampaigns(query);
  const pastEnd = pastEndHref(DESK_SECTIONS.campaigns.href, params, page);
  if (pastEnd) redirect(pastEnd);
  return (
    <DeskPage
      title="Campaigns"
      description="Festival pages (/summitt/…): their texts, society and dates. A page takes leads only between its start and its end."
      actions={
        <Button asChild className="min-h-11">
          <Link href="/ops/campaigns/new">
            <Plus aria-hidden="true" />
            New campaign
          </Link>
        </Button>
      }
    >
      <CampaignsTable page={page} sort={{ key: query.sort, dir: query.dir }} />
    </DeskPage>
  );
}
