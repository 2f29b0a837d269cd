import { ArrowLeft } from '@/components/icons/static-icons';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';

interface PageHeroProps {
  eyebrow: string;
  title: React.ReactNode;
  intro: string;
  /** Shows a 'Back' link to the home page above the eyebrow. */
  backLink?: boolean;
  children?: React.ReactNode;
}

/** The top of every marketing page: the page's only h1, in the home page's soft teal wash. */
export function PageHero({ eyebrow, title, intro, backLink = false, children }: PageHeroProps) {
  const t = useTranslations('info.hero');
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden bg-gradient-to-b from-teal-50 via-teal-50/40 to-background">
      <div aria-hidden="true" className="absolute -right-24 -top-24 -z-10 size-72 rounded-full bg-teal-200/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -left-28 top-40 -z-10 size-64 rounded-full bg-amber-100/70 blur-3xl" />
      <div className="mx-auto max-w-2xl px-4 pb-8 pt-3 md:pt-8">
        {backLink ? (
          <Link
            href={localePath(locale, '/')}
            className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-primary/10 hover:text-primary"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('back')}
          </Link>
        ) : null}
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">{eyebrow}</p>
        <h1 id="page-title" className="mt-2 text-[1.75rem] font-extrabold leading-tight text-slate-900 md:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600">{intro}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </section>
  );
}
