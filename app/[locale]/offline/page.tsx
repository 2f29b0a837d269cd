import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfflinePage } from '@/components/offline/offline-page';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('account');
  return pageMetadata({ title: t('offline.title'), noIndex: true, locale });
}
export const dynamic = 'force-static';

export default async function OfflineRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <OfflinePage />;
}
