import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { X } from '@/components/icons/static-icons';
import type { FilterChip } from '@/lib/search/filter-chips';

/**
 * The chosen filters of a results page, each a link to the search without it (the properties page's chips, as
 * links: the results page is cached and the same for everyone). One row that scrolls sideways, beside the count,
 * so a search with many filters still shows its whole first result on a small phone's first screen.
 */
export function ActiveFilters({ chips }: { chips: FilterChip[] }) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  if (!chips.length) return null;
  return (
    <ul aria-label={t('activeFilters.label')} className="flex min-w-0 flex-1 gap-2 overflow-x-auto [scrollbar-width:none]" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.key} className="shrink-0">
          <Link
            href={localePath(locale, chip.href)}
            aria-label={t('activeFilters.remove', { label: chip.label })}
            data-testid={`active-filter-${chip.key}`}
            className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full border border-primary/40 bg-primary/5 px-3 text-sm font-medium text-primary"
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
