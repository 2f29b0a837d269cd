import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DEFAULT_PAGE_SIZE } from '@/lib/ops/table-query';
import { FiltersDisclosure } from './filters-disclosure';

/**
 * A desk table's filters as a plain GET form: applying them changes the URL (so the view can be shared and the
 * back button returns to it) and works before any script has loaded. The current sort and page size are kept; the
 * page starts again at 1. On a phone the form folds into a disclosure (FiltersDisclosure), open from 1024 px.
 */
export function TableFilters({ action, sort, dir, size, children }: { action: string; sort?: string; dir?: string; size?: number; children: ReactNode }) {
  return (
    <FiltersDisclosure>
      <form method="get" action={action} className="flex flex-wrap items-end gap-3 border-t p-3 lg:border-t-0" role="search" aria-label="Filters">
        {children}
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        {dir ? <input type="hidden" name="dir" value={dir} /> : null}
        {size && size !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="size" value={size} /> : null}
        <div className="flex gap-2">
          <Button type="submit" className="min-h-11">
            Apply
          </Button>
          <Button asChild variant="ghost" className="min-h-11">
            <Link href={action}>Clear</Link>
          </Button>
        </div>
      </form>
    </FiltersDisclosure>
  );
}

const controlClass = 'h-11 rounded-lg border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** One labelled filter control (a select or an input) inside TableFilters. */
export function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex min-w-36 flex-col gap-1">
      <label htmlFor={htmlFor} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A select filter; `anyLabel` null when one of the options is the 'any' choice itself (no empty option). */
export function FilterSelect({ id, label, value, options, anyLabel = 'Any' }: { id: string; label: string; value?: string; options: readonly { value: string; label: string }[]; anyLabel?: string | null }) {
  return (
    <FilterField label={label} htmlFor={id}>
      <select id={id} name={id} defaultValue={value ?? ''} className={controlClass}>
        {anyLabel === null ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

export function FilterInput({ id, label, value, type = 'text', placeholder }: { id: string; label: string; value?: string; type?: 'text' | 'date' | 'search'; placeholder?: string }) {
  return (
    <FilterField label={label} htmlFor={id}>
      <input id={id} name={id} type={type} defaultValue={value ?? ''} placeholder={placeholder} className={controlClass} />
    </FilterField>
  );
}
