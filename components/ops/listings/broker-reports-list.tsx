import Link from 'next/link';
import { deskMoment } from '@/components/ops/desk-format';
import { TablePager } from '@/components/ops/table-pager';
import { Badge } from '@/components/ui/badge';
import { BROKER_REPORT_OUTCOME_WORDS, BROKER_REPORT_REASON_WORDS } from '@/lib/listings/broker-reports';
import { brokerReportsOfListingHref, type DeskBrokerReport, type DeskReportedListing } from '@/lib/ops/broker-reports';
import type { TablePage } from '@/lib/ops/table-query';
import { BrokerReportAnswers } from './broker-report-answers';

// The desk's broker reports (docs/ops.md "Listings"), a card per reported listing with its reports and the answers.
// A server component: only the answers are a client island.

function Report({ report }: { report: DeskBrokerReport }) {
  return (
    <li className="space-y-1 py-3" data-testid="broker-report">
      <p className="text-sm">
        <span className="font-semibold">{report.reporterFirstName ?? 'A deleted account'}</span>
        <span className="text-muted-foreground"> · {deskMoment(report.createdAt)}</span>
      </p>
      <p className="text-sm font-medium">{BROKER_REPORT_REASON_WORDS[report.reason]}</p>
      {report.details ? <p className="whitespace-pre-line text-sm text-muted-foreground [overflow-wrap:anywhere]">“{report.details}”</p> : null}
      {report.outcome && report.handledAt ? (
        <p className="text-xs text-muted-foreground">
          {BROKER_REPORT_OUTCOME_WORDS[report.outcome]}, {deskMoment(report.handledAt)}
          {report.handledBy ? ` by ${report.handledBy}` : ''}
        </p>
      ) : null}
    </li>
  );
}

function ReportedListing({ listing, single }: { listing: DeskReportedListing; single: boolean }) {
  const live = listing.status === 'Active';
  return (
    <li className="space-y-2 rounded-xl border bg-card p-4" data-testid="reported-listing" data-listing-id={listing.listingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{listing.home}</p>
          <p className="text-sm text-muted-foreground">
            {listing.societyName} · {listing.kind === 'rent' ? 'for rent' : 'for sale'}
          </p>
        </div>
        <Badge variant={live ? 'default' : 'secondary'}>{listing.status}</Badge>
      </div>
      <div className="flex flex-wrap gap-x-4 text-sm">
        {live ? (
          <Link href={`/society/${listing.societyId}/properties`} prefetch={false} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline">
            On the site
          </Link>
        ) : null}
        {single ? null : (
          <Link href={brokerReportsOfListingHref(listing.listingId)} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline" aria-label={`Every report on ${listing.home}, ${listing.societyName}`}>
            Every report on it
          </Link>
        )}
      </div>
      <ul className="divide-y border-y">
        {listing.reports.map((report) => (
          <Report key={report.id} report={report} />
        ))}
      </ul>
      {listing.openReports > 0 ? <BrokerReportAnswers listingId={listing.listingId} home={`${listing.home}, ${listing.societyName}`} openReports={listing.openReports} /> : null}
    </li>
  );
}

export function BrokerReportsList({ page, single, emptyText }: { page: TablePage<DeskReportedListing>; single: boolean; emptyText: string }) {
  if (!page.rows.length) {
    return (
      <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground" data-testid="broker-reports-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label="Reported listings">
        {page.rows.map((listing) => (
          <ReportedListing key={listing.listingId} listing={listing} single={single} />
        ))}
      </ul>
      <TablePager page={page} />
    </div>
  );
}
