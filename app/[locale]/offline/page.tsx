import type { Metadata } from 'next';
import { OfflinePage } from '@/components/offline/offline-page';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export const metadata: Metadata = pageMetadata({ title: 'You’re offline', noIndex: true });
export const dynamic = 'force-static';

export default async function OfflineRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <OfflinePage />;
}
