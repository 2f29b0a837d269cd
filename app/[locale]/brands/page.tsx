import { BrandsPage } from '@/components/marketing/brands-page';
import { getEnv } from '@/server/env';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('info.meta');
  return pageMetadata({
    locale,
    title: t('brandsTitle'),
    description: t('brandsDescription'),
    path: '/brands',
  });
}

export default async function BrandsRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { WHATSAPP_CHAT_NUMBER, BRAND_NAME } = getEnv();
  return <BrandsPage chatNumber={WHATSAPP_CHAT_NUMBER} brand={BRAND_NAME} />;
}
