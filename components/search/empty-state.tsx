import { MapPin, SearchX } from '@/components/icons/static-icons';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { Button } from '@/components/ui/button';

export interface EmptyResultsHelp {
  /** 'Did you mean …?': the closest names, each a search for it. */
  didYouMean: { label: string; href: string }[];
  /** Societies of the same zone. */
  nearby: { zone: string; societies: { name: string; location: string | null; href: string }[] } | null;
}

/** The one filter whose removal finds societies: its sentence and the search without it. */
export interface LoosenHint {
  text: string;
  label: string;
  href: string;
}

/**
 * No societies found (spec 2.2): with 'Back to Search', a wider search when a zone narrowed it, and for a text
 * search the closest names and societies nearby (docs/search.md "Search rules").
 */
export function EmptyResults({
  widerSearchHref,
  zone,
  help,
  loosen,
}: {
  widerSearchHref?: string | null;
  zone?: string | null;
  help?: EmptyResultsHelp | null;
  loosen?: LoosenHint | null;
}) {
  const t = useTranslations('search');
  const local = useLocalHref();
  return (
    <div className="space-y-4">
      {help?.didYouMean.length ? (
        <nav aria-labelledby="did-you-mean" className="rounded-2xl border border-border bg-card px-4 py-3" data-testid="did-you-mean">
          <h2 id="did-you-mean" className="text-sm font-semibold text-foreground">{t('empty.didYouMean')}</h2>
          <ul className="mt-1 flex flex-wrap gap-2">
            {help.didYouMean.map((option) => (
              <li key={option.href}>
                <Link href={local(option.href)} className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-semibold text-primary hover:bg-muted">
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-muted/40 px-6 py-12 text-center" data-testid="empty-results">
        <span className="flex size-14 items-center justify-center rounded-full bg-background text-muted-foreground shadow-sm">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-4 text-lg font-bold text-foreground">{t('empty.title')}</h2>
        <p className="mt-1 max-w-xs text-sm text-muted-foreground">
          {t('empty.hint')}
        </p>
        {loosen ? (
          <p className="mt-3 max-w-xs text-sm font-medium text-foreground" data-testid="loosen-filter">
            {loosen.text}
          </p>
        ) : null}
        <div className="mt-5 flex w-full max-w-xs flex-col gap-2">
          {loosen ? (
            <Button asChild>
              <Link href={local(loosen.href)}>{t('empty.remove', { label: loosen.label })}</Link>
            </Button>
          ) : null}
          <Button asChild variant={loosen ? 'outline' : 'default'}>
            <Link href={local('/')}>{t('empty.back')}</Link>
          </Button>
          {widerSearchHref && zone ? (
            <Button asChild variant="outline">
              <Link href={local(widerSearchHref)}>{t('empty.allZones')}</Link>
            </Button>
          ) : null}
        </div>
      </div>
      {help?.nearby ? (
        <section aria-labelledby="nearby-societies" className="rounded-2xl border border-border bg-card px-4 py-3" data-testid="nearby-societies">
          <h2 id="nearby-societies" className="text-sm font-semibold text-foreground">{t('empty.nearby', { zone: help.nearby.zone })}</h2>
          <ul className="mt-1 divide-y divide-border">
            {help.nearby.societies.map((society) => (
              <li key={society.href}>
                <Link href={local(society.href)} className="flex min-h-11 flex-col justify-center py-1.5 hover:underline">
                  <span className="text-sm font-semibold text-foreground">{society.name}</span>
                  {society.location ? <span className="text-xs text-muted-foreground">{society.location}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Spec 8: a failed society search. */
export function SearchFailed({ retryHref, message }: { retryHref: string; message?: string }) {
  const t = useTranslations('search');
  const local = useLocalHref();
  return (
    <div role="alert" className="rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center">
      <h2 className="text-base font-semibold text-destructive">{message ?? t('failed.message')}</h2>
      <div className="mt-4 flex justify-center gap-2">
        <Button asChild variant="outline">
          <a href={local(retryHref)}>{t('failed.retry')}</a>
        </Button>
        <Button asChild variant="ghost">
          <Link href={local('/')}>{t('empty.back')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** Shown above matches from every zone when the chosen zone had none: what happened, and one tap back. */
export function WiderSearchNotice({ text, zone, zoneHref }: { text: string; zone: string; zoneHref: string }) {
  const t = useTranslations('search');
  const local = useLocalHref();
  return (
    <div className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="wider-search-notice">
      <p>{t('wider.text', { text, zone })}</p>
      <Link href={local(zoneHref)} className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline">
        <MapPin aria-hidden="true" className="size-4" />
        {t('wider.back', { zone })}
      </Link>
    </div>
  );
}

/** The page's paths in its language (localePath leaves a path that already names one as it is). */
function useLocalHref(): (path: string) => string {
  const locale = useLocale() as Locale;
  return (path) => localePath(locale, path);
}
