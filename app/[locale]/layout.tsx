import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { LocaleDocument } from '@/components/layout/locale-document';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { rootMetadata } from '@/server/seo/page-head';

export async function generateMetadata(): Promise<Metadata> {
  return rootMetadata();
}

/** English pages are built ahead; a Kannada or Hindi page is rendered on its first visit and then cached alike. */
export function generateStaticParams(): { locale: Locale }[] {
  return [{ locale: 'en' }];
}

export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
