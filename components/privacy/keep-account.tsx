import { ShieldCheckIcon } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { localePath, type Locale } from '@/lib/i18n/locales';

const TITLES = { pending: 'keep.pendingTitle', kept: 'deletion.keptTitle', gone: 'linkGoneTitle' } as const;

/** The /account/keep page: the 'Keep my account' button (a plain form, no script), or what happened. */
export function KeepAccount({ token, state }: { token: string; state: keyof typeof TITLES }) {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="keep-title" className="space-y-4 rounded-2xl border bg-card p-5" data-testid="keep-account">
      <ShieldCheckIcon className="size-7 text-primary" aria-hidden="true" />
      <h1 id="keep-title" className="text-xl font-bold tracking-tight">
        {t(TITLES[state])}
      </h1>
      {state === 'pending' ? (
        <>
          <p className="text-[15px] text-muted-foreground">{t('keep.pendingBody')}</p>
          <form method="post" action={`/api/account/keep/${token}`}>
            <button type="submit" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              {t('deletion.keep')}
            </button>
          </form>
        </>
      ) : (
        <p className="text-[15px] text-muted-foreground">{state === 'kept' ? t('keep.keptBody') : t('keep.undoGone')}</p>
      )}
      <Link prefetch={false} href={localePath(locale, '/profile')} className="inline-flex min-h-11 items-center text-sm font-medium text-primary">
        {t('keep.toProfile')}
      </Link>
    </section>
  );
}
