import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReportBrokerForm } from '@/components/broker-reports/report-broker-form';
import { reportBrokerPath } from '@/lib/listings/broker-reports';
import { isUuid } from '@/lib/slugs';
import { requireUser } from '@/server/auth/current-user';
import { findReportableListing } from '@/server/listings/broker-reports';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale } from '@/server/i18n/page-locale';

// /report-broker/{listingId}: 'Report a broker' for one live rent or sale listing (docs/listings-and-booking.md "No
// brokers"), reached from the plain link on each home of a society's properties page, which stays cached and adds
// no script. This page is the person's own: never indexed, and signed out the login comes back here. A listing that
// is unknown or no longer live is the 404 page.

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: 'Report a broker', path: '/report-broker', noIndex: true });

export default async function ReportBrokerPage({ params }: { params: Promise<{ listingId: string }> }) {
  await pageLocale(params);
  const { listingId } = await params;
  const listing = isUuid(listingId) ? await findReportableListing(listingId.toLowerCase()) : null;
  if (!listing) notFound();
  await requireUser(reportBrokerPath(listing.id));
  const name = `${listing.title} for ${listing.kind === 'rent' ? 'rent' : 'sale'} in ${listing.societyName}`;
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-6" data-testid="report-broker">
      <ReportBrokerForm home={{ listingId: listing.id, name, backHref: `/society/${listing.societyId}/properties` }} />
    </div>
  );
}
