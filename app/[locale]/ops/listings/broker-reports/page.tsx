import Link from 'next/link';
import { redirect } from 'next/navigation';
import { DeskPage } from '@/components/ops/desk-page';
import { BrokerReportsList } from '@/components/ops/listings/broker-reports-list';
import { BROKER_REPORTS_HREF, parseBrokerReportsQuery, type BrokerReportState } from '@/lib/ops/broker-reports';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { pastEndHref, type SearchParams } from '@/lib/ops/table-query';
import { cn } from '@/lib/utils';
import { listBrokerReports } from '@/server/listings/broker-reports-desk';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'Broker reports · Operations desk' };

// Tenants' reports that a listing is run by a broker (docs/ops.md "Listings"): the listings with reports waiting,
// oldest first (Today's 'Broker reports' opens it), the settled ones, or every report on one listing (?listing=).

const VIEWS: { state: BrokerReportState; label: string }[] = [
  { state: 'open', label: 'Waiting' },
  { state: 'handled', label: 'Settled' },
];

const EMPTY: Record<BrokerReportState, string> = {
  open: 'No broker report waits for the desk.',
  handled: 'No broker report has been settled yet.',
};

function ViewLinks({ current }: { current: BrokerReportState | null }) {
  return (
    <nav aria-label="Which reports" className="flex flex-wrap gap-2">
      {VIEWS.map((view) => (
        <Link
          key={view.state}
          href={view.state === 'open' ? BROKER_REPORTS_HREF : `${BROKER_REPORTS_HREF}?state=${view.state}`}
          aria-current={view.state === current ? 'page' : undefined}
          className={cn('inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-medium hover:bg-muted', view.state === current && 'border-primary bg-primary/10')}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}

export default async function BrokerReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.listings.role);
  const params = await searchParams;
  const query = parseBrokerReportsQuery(params);
  const page = await listBrokerReports(query);
  const pastEnd = pastEndHref(BROKER_REPORTS_HREF, params, page);
  if (pastEnd) redirect(pastEnd);
  const single = query.listing !== undefined;
  return (
    <DeskPage
      title={single ? 'Broker reports on one listing' : 'Broker reports'}
      description="Tenants who say a listing is run by a broker (brokerage asked, an agent answering, not the owner's home). Broker confirmed takes the listing off the site; Not a broker closes the reports."
      actions={
        <Link href={DESK_SECTIONS.listings.href} className="inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-medium hover:bg-muted">
          All listings
        </Link>
      }
    >
      <ViewLinks current={single ? null : query.state} />
      <BrokerReportsList page={page} single={single} emptyText={single ? 'Nobody has reported this listing.' : EMPTY[query.state]} />
    </DeskPage>
  );
}
