'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { lastPage, MAX_PAGE, PAGE_SIZES, resultsText, tableHref, type TablePage } from '@/lib/ops/table-query';
import { cn } from '@/lib/utils';

const pagerLink = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium hover:bg-muted';

/**
 * Under a desk table: how many rows the filtered list holds, which page this is of how many, the page size
 * (25 / 50 / 100, a link each) and the previous and next pages, all links (the page lives in the URL).
 */
export function TablePager({ page }: { page: Pick<TablePage<unknown>, 'page' | 'size' | 'hasNext' | 'total'> }) {
  const pathname = usePathname() ?? '/ops';
  const params = new URLSearchParams(useSearchParams()?.toString());
  const pages = lastPage(page.total, page.size);
  const capped = page.page >= MAX_PAGE && page.total > MAX_PAGE * page.size;
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3" aria-label="Pages">
      <p className="text-sm text-muted-foreground" data-testid="table-results" aria-live="polite">
        <span className="font-medium text-foreground">{resultsText(page.total)}</span>
        {page.total > page.size ? ` · page ${page.page} of ${pages}` : null}
        {capped ? ' · narrow the filters to see more' : null}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {page.total > PAGE_SIZES[0] ? (
          <div className="flex items-center gap-1 text-sm" role="group" aria-label="Rows a page">
            <span className="text-muted-foreground" aria-hidden="true">
              Rows
            </span>
            {PAGE_SIZES.map((size) =>
              size === page.size ? (
                <span key={size} className={cn(pagerLink, 'border-primary bg-primary/10')} aria-current="true" aria-label={`${size} rows a page`}>
                  {size}
                </span>
              ) : (
                <Link key={size} className={pagerLink} href={tableHref(pathname, params, { size })} aria-label={`${size} rows a page`} scroll={false}>
                  {size}
                </Link>
              ),
            )}
          </div>
        ) : null}
        {page.page > 1 ? (
          <Link className={pagerLink} href={tableHref(pathname, params, { page: page.page - 1 })} rel="prev">
            <ChevronLeft className="size-4" aria-hidden="true" /> Previous
          </Link>
        ) : null}
        {page.hasNext ? (
          <Link className={pagerLink} href={tableHref(pathname, params, { page: page.page + 1 })} rel="next">
            Next <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
