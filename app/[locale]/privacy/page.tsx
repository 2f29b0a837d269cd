import { PrivacyPage } from '@/components/privacy/privacy-page';
import { getEnv } from '@/server/env';
import { retentionSettings } from '@/server/privacy/retention';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('info.meta');
  return pageMetadata({
    locale,
    title: t('privacyTitle'),
    description: t('privacyDescription'),
    path: '/privacy',
  });
}

export default async function PrivacyRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { BRAND_NAME, GRIEVANCE_OFFICER_NAME, GRIEVANCE_EMAIL } = getEnv();
  return <PrivacyPage brand={BRAND_NAME} grievanceOfficer={{ name: GRIEVANCE_OFFICER_NAME, email: GRIEVANCE_EMAIL }} retention={retentionSettings()} />;
}
