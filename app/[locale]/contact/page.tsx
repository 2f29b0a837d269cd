import { ContactPage } from '@/components/contact/contact-page';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: 'Contact Us',
    description: `Call, email or message the ${getEnv().BRAND_NAME} team about gated societies, rentals and sales in Bangalore. Office hours Mon-Fri 10:00-18:00, Sat and Sun 10:00-19:00.`,
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
