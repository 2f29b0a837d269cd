import { AboutPage } from '@/components/marketing/about-page';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: 'About Us',
    description:
      'We help families rent and buy homes in secure, well-managed gated communities across Bangalore. Our mission, values and vision.',
    path: '/about',
  });
}

export default async function AboutRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <AboutPage brand={getEnv().BRAND_NAME} />;
}
