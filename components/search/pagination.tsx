import { ChevronLeft, ChevronRight } from '@/components/icons/static-icons';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { LinkPendingOverlay } from '@/components/common/link-pending-overlay';
import { cn } from '@/lib/utils';

/** Page numbers to show: all of them up to 7 pages, else the first, the last and the current's neighbours. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((entry) => entry >= 1 && entry <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((entry, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && entry - previous > 1) out.push('gap');
    out.push(entry);
  });
  return out;
}

const itemClass = 'inline-flex h-11 min-w-11 shrink-0 items-center justify-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold transition-colors';
// Below 400 px the words give way to the arrows (the links keep their names for screen readers), so seven
// items fit on a 320 px screen.
const wordClass = 'max-[399px]:sr-only';
const edgeClass = 'max-[399px]:px-0';

/** Previous/Next and numbered pages as real links (crawlable, shareable; the page is in the URL). */
export function Pagination({ page, pageCount, hrefFor: pathFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const hrefFor = (entry: number) => localePath(locale, pathFor(entry));
  if (pageCount <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-2" data-testid="pagination">
      {previous ? (
        <Link href={hrefFor(previous)} rel="prev" className={cn(itemClass, edgeClass, 'border border-border bg-background hover:bg-muted')}>
          <ChevronLeft aria-hidden="true" className="-ml-1 size-4 max-[399px]:ml-0" />
          <span className={wordClass}>{t('pagination.previous')}</span>
          <LinkPendingOverlay skeleton="search" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(itemClass, edgeClass, 'border border-border text-muted-foreground opacity-50')}>
          <ChevronLeft aria-hidden="true" className="-ml-1 size-4 max-[399px]:ml-0" />
          <span className={wordClass}>{t('pagination.previous')}</span>
        </span>
      )}
      <ol className="flex min-w-0 items-center gap-0.5 min-[400px]:gap-1">
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                href={hrefFor(entry)}
                aria-label={t('pagination.page', { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
                className={cn(itemClass, 'min-w-10 px-0 min-[400px]:min-w-11', entry === page ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
              >
                {entry}
                <LinkPendingOverlay skeleton="search" />
              </Link>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link href={hrefFor(next)} rel="next" className={cn(itemClass, edgeClass, 'border border-border bg-background hover:bg-muted')}>
          <span className={wordClass}>{t('pagination.next')}</span>
          <ChevronRight aria-hidden="true" className="-mr-1 size-4 max-[399px]:mr-0" />
          <LinkPendingOverlay skeleton="search" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(itemClass, edgeClass, 'border border-border text-muted-foreground opacity-50')}>
          <span className={wordClass}>{t('pagination.next')}</span>
          <ChevronRight aria-hidden="true" className="-mr-1 size-4 max-[399px]:mr-0" />
        </span>
      )}
    </nav>
  );
}
