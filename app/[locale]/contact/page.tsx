import { ContactPage } from '@/components/contact/contact-page';
import { getEnv } from '@/server/env';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('info.meta');
  return pageMetadata({
    locale,
    title: t('contactTitle'),
    description: t('contactDescription', { brand: getEnv().BRAND_NAME }),
    path: '/contact',
  });
}

export default async function ContactRoute({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { BRAND_NAME, WHATSAPP_CHAT_NUMBER, SITE_URL, CONTACT_EMAIL } = getEnv();
  return (
    <ContactPage
      brand={BRAND_NAME}
      phoneDigits={WHATSAPP_CHAT_NUMBER}
      email={CONTACT_EMAIL}
      website={SITE_URL}
      chatNumber={WHATSAPP_CHAT_NUMBER}
    />
  );
}
