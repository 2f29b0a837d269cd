import { Building2 } from '@/components/icons/static-icons';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { localePath, type Locale } from '@/lib/i18n/locales';

// Rendered (with HTTP 404) when /society/{society} matches no uuid or name.
// The title stays English: a nested not-found file takes a static metadata object only.
export const metadata: Metadata = { title: 'Society Not Found', robots: { index: false } };

export default async function SocietyNotFound() {
  const [t, locale] = await Promise.all([getTranslations('society.notFound'), getLocale()]);
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Building2 className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-base leading-relaxed text-muted-foreground">
        {t('body')}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" className="rounded-full">
          <Link href={localePath(locale as Locale, '/')}>{t('search')}</Link>
        </Button>
      </div>
    </section>
  );
}
