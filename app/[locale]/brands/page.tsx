import { BrandsPage } from '@/components/marketing/brands-page';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: 'Brand Activations in Gated Communities',
    description:
      'Reach residents of premium gated societies in Bangalore with society activations, sampling and trials, and commercial leasing.',
    path: '/brands',
  });
}

export default async function BrandsRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { WHATSAPP_CHAT_NUMBER, BRAND_NAME } = getEnv();
  return <BrandsPage chatNumber={WHATSAPP_CHAT_NUMBER} brand={BRAND_NAME} />;
}
