import { OpenHousePage } from '@/components/marketing/open-house-page';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: 'Open House: Coming Soon',
    description:
      'Visit homes in gated communities during scheduled open houses: RSVP, walk in, send an offer and let us handle the paperwork.',
    path: '/open-house',
  });
}

export default async function OpenHouseRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { WHATSAPP_CHAT_NUMBER, BRAND_NAME } = getEnv();
  return <OpenHousePage chatNumber={WHATSAPP_CHAT_NUMBER} brand={BRAND_NAME} />;
}
