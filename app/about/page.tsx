import { AboutPage } from '@/components/marketing/about-page';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';

export const metadata = pageMetadata({
  title: 'About Us',
  description:
    'We help families rent and buy homes in secure, well-managed gated communities across Bangalore. Our mission, values and vision.',
  path: '/about',
});

export default function AboutRoute() {
  return <AboutPage brand={getEnv().BRAND_NAME} />;
}
