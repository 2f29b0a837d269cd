import { OwnerPage } from '@/components/marketing/owner-page';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: "List Your Property: India's First Pay-As-You-Go Property Management App",
    description:
      'Manage documents, tenants, rent and maintenance for your home in a gated community. No spam calls, no middlemen, no hidden fees: pay only for what you use.',
    path: '/property-owner',
  });
}

export default async function PropertyOwnerRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { WHATSAPP_CHAT_NUMBER, BRAND_NAME } = getEnv();
  return <OwnerPage chatNumber={WHATSAPP_CHAT_NUMBER} brand={BRAND_NAME} />;
}
