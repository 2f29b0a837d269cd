'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { tableHref, type TablePage } from '@/lib/ops/table-query';
import { cn } from '@/lib/utils';

const pagerLink = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium hover:bg-muted';

/** Previous and next page of a desk table, as links (the page number lives in the URL). */
export function TablePager({ page }: { page: Pick<TablePage<unknown>, 'page' | 'hasNext'> }) {
  const pathname = usePathname() ?? '/ops';
  const params = new URLSearchParams(useSearchParams()?.toString());
  if (page.page === 1 && !page.hasNext) return null;
  return (
    <nav className="flex items-center justify-between gap-3" aria-label="Pages">
      {page.page > 1 ? (
        <Link className={pagerLink} href={tableHref(pathname, params, { page: page.page - 1 })} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground">Page {page.page}</span>
      {page.hasNext ? (
        <Link className={cn(pagerLink)} href={tableHref(pathname, params, { page: page.page + 1 })} rel="next">
          Next <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
