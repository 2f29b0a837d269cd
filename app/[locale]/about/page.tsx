import { AboutPage } from '@/components/marketing/about-page';
import { getEnv } from '@/server/env';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('info.meta');
  return pageMetadata({
    locale,
    title: t('aboutTitle'),
    description: t('aboutDescription'),
    path: '/about',
  });
}

export default async function AboutRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <AboutPage brand={getEnv().BRAND_NAME} />;
}
