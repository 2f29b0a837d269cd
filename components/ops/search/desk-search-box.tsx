'use client';

import { Search } from 'lucide-react';
import { usePathname, useSearchParams } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { DESK_PAGES } from '@/lib/ops/desk-sections';
import { DESK_SEARCH_MAX_LENGTH } from '@/lib/ops/desk-search';

/**
 * The desk's one search box, in its frame at every width: a plain GET form to /ops/search (it works before any
 * script has loaded). On the results page it holds what was searched, so the person can change it there.
 */
export function DeskSearchBox({ placeholder }: { placeholder: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const current = pathname === DESK_PAGES.search.href ? (params?.get('q') ?? '') : '';
  return (
    <form method="get" action={DESK_PAGES.search.href} role="search" aria-label="Desk search" className="flex min-w-0 gap-1">
      <label htmlFor="desk-search-q" className="sr-only">
        Search the desk
      </label>
      <input
        key={current}
        id="desk-search-q"
        name="q"
        type="search"
        defaultValue={current}
        placeholder={placeholder}
        maxLength={DESK_SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 min-w-0 flex-1 rounded-lg border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
      <Button type="submit" size="icon" variant="outline" className="size-11 shrink-0" aria-label="Search">
        <Search className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
