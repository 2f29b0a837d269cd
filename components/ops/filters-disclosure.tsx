'use client';

// A desk table's filters fold away on a phone, where they would fill the first screen: a <details> whose summary
// says how many filters are on. From 1024 px they are open (the layout has room): opened on load, and before
// that already shown by the stylesheet where the browser can style a details element's content (globals.css
// `.desk-filters`), so a laptop never sees them fold.
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

/** URL keys that shape the table, not what it holds. */
const NOT_FILTERS = new Set(['page', 'size', 'sort', 'dir']);

export const OPEN_FROM = '(min-width: 1024px)';

export function FiltersDisclosure({ children }: { children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const params = useSearchParams();
  const active = new Set([...(params?.entries() ?? [])].filter(([key, value]) => value !== '' && !NOT_FILTERS.has(key)).map(([key]) => key)).size;
  useEffect(() => {
    if (details.current && typeof window.matchMedia === 'function' && window.matchMedia(OPEN_FROM).matches) details.current.open = true;
  }, []);
  return (
    <details ref={details} className="desk-filters rounded-xl border bg-card" data-testid="table-filters">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-medium">
        Filters
        {active ? <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">{active} on</span> : null}
      </summary>
      {children}
    </details>
  );
}
