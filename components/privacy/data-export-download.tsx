import { FileDownIcon } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { localePath, type Locale } from '@/lib/i18n/locales';

/** The /my-data page: the download button (a plain form, no script) or why the link no longer works. */
export function DataExportDownload({ token }: { token: string | null }) {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="my-data-title" className="space-y-4 rounded-2xl border bg-card p-5" data-testid="my-data">
      <FileDownIcon className="size-7 text-primary" aria-hidden="true" />
      <h1 id="my-data-title" className="text-xl font-bold tracking-tight">
        {token ? t('myData.ready') : t('linkGoneTitle')}
      </h1>
      {token ? (
        <>
          <p className="text-[15px] text-muted-foreground">{t('myData.body')}</p>
          <form method="post" action={`/api/profile/data-export/${token}`}>
            <button type="submit" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              {t('export.download')}
            </button>
          </form>
        </>
      ) : (
        <p className="text-[15px] text-muted-foreground">{t('myData.linkGone')}</p>
      )}
      <Link prefetch={false} href={localePath(locale, '/profile')} className="inline-flex min-h-11 items-center text-sm font-medium text-primary">
        {t('myData.back')}
      </Link>
    </section>
  );
}
