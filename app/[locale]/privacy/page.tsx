import { PrivacyPage } from '@/components/privacy/privacy-page';
import { getEnv } from '@/server/env';
import { retentionSettings } from '@/server/privacy/retention';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: 'Privacy',
    description: 'What GHomes collects about you, why, how long it is kept, who receives it, and how to see, take away and erase it.',
    path: '/privacy',
  });
}

export default async function PrivacyRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { BRAND_NAME, GRIEVANCE_OFFICER_NAME, GRIEVANCE_EMAIL } = getEnv();
  return <PrivacyPage brand={BRAND_NAME} grievanceOfficer={{ name: GRIEVANCE_OFFICER_NAME, email: GRIEVANCE_EMAIL }} retention={retentionSettings()} />;
}
