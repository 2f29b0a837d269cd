import { OpenHousePage } from '@/components/marketing/open-house-page';
import { getEnv } from '@/server/env';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('info.meta');
  return pageMetadata({
    locale,
    title: t('openHouseTitle'),
    description: t('openHouseDescription'),
    path: '/open-house',
  });
}

export default async function OpenHouseRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { WHATSAPP_CHAT_NUMBER, BRAND_NAME } = getEnv();
  return <OpenHousePage chatNumber={WHATSAPP_CHAT_NUMBER} brand={BRAND_NAME} />;
}
