import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReportBrokerForm } from '@/components/broker-reports/report-broker-form';
import { clientCopy } from '@/components/i18n/client-copy';
import { CopyScope } from '@/components/i18n/copy-scope';
import { localePath } from '@/lib/i18n/locales';
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
export async function generateMetadata({ params }: { params: Promise<{ locale: string; listingId: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('tenant');
  return pageMetadata({ title: t('brokerReport.title'), path: '/report-broker', noIndex: true, locale });
}

export default async function ReportBrokerPage({ params }: { params: Promise<{ listingId: string }> }) {
  const locale = await pageLocale(params);
  const { listingId } = await params;
  const listing = isUuid(listingId) ? await findReportableListing(listingId.toLowerCase()) : null;
  if (!listing) notFound();
  await requireUser(reportBrokerPath(listing.id));
  const t = await getTranslations('tenant');
  const name = t(listing.kind === 'rent' ? 'brokerReport.homeForRent' : 'brokerReport.homeForSale', { home: listing.title, society: listing.societyName });
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-6" data-testid="report-broker">
      <CopyScope copy={await clientCopy('tenant')}>
        <ReportBrokerForm home={{ listingId: listing.id, name, backHref: localePath(locale, `/society/${listing.societyId}/properties`) }} />
      </CopyScope>
    </div>
  );
}
