import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SearchParams } from '@/lib/ops/table-query';

/** URL keys that shape the page, not which rows the list holds: the file has every row, in the list's own order. */
const NOT_FILTERS = new Set(['page', 'size', 'sort', 'dir']);

/** The filters of a list's URL, as the hidden fields of its download form. */
export function filterFields(params: SearchParams): [string, string][] {
  return Object.entries(params).flatMap(([key, value]) => {
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined || first === '' || NOT_FILTERS.has(key) ? [] : [[key, first] as [string, string]];
  });
}

/**
 * 'Download CSV' of a list as it is filtered: a form that POSTs the filters (the download is audited in the
 * person's name, so it is a change with the same-origin checks, never a link a page elsewhere could open).
 */
export function CsvDownload({ action, params, label = 'Download CSV' }: { action: string; params: SearchParams; label?: string }) {
  return (
    <form method="post" action={action}>
      {filterFields(params).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="outline" className="min-h-11">
        <Download aria-hidden="true" />
        {label}
      </Button>
    </form>
  );
}
