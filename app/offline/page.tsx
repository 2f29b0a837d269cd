import type { Metadata } from 'next';
import { OfflinePage } from '@/components/offline/offline-page';
import { pageMetadata } from '@/server/seo/page-head';

export const metadata: Metadata = pageMetadata({ title: 'You’re offline', noIndex: true });
export const dynamic = 'force-static';

export default function OfflineRoute() {
  return <OfflinePage />;
}
