import { OpenHousePage } from '@/components/marketing/open-house-page';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';

export const metadata = pageMetadata({
  title: 'Open House: Coming Soon',
  description:
    'Visit homes in gated communities during scheduled open houses: RSVP, walk in, send an offer and let us handle the paperwork.',
  path: '/open-house',
});

export default function OpenHouseRoute() {
  const { WHATSAPP_CHAT_NUMBER, BRAND_NAME } = getEnv();
  return <OpenHousePage chatNumber={WHATSAPP_CHAT_NUMBER} brand={BRAND_NAME} />;
}
