import 'server-only';
import { Building2, ChevronDown, HardHat, MapPin, Navigation, Search, SlidersHorizontal, X } from '@/components/icons/static-icons';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { SearchFormClasses, SearchFormParts } from './search-form-types';

/**
 * The button classes and icons of the search form, made on the server. The form is a client island on the
 * home, /search and the locality pages; calling `cn()` or rendering `Button` there would put tailwind-merge,
 * class-variance-authority and Radix's Slot into those pages' first-view JavaScript (about 11 KiB), and each
 * icon its own code, so the server resolves the same classes once and draws the icons (static-icons: no script),
 * and the island gets plain strings and elements.
 */
const FILTER = 'h-11 rounded-xl px-3.5';
const KIND_ICON = 'size-4';

export function searchFormParts(layout: 'stacked' | 'classic' | 'results'): SearchFormParts {
  return {
    classes: searchFormClasses(layout),
    icons: {
      search: <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />,
      summarySearch: <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-3.5 size-5 text-primary" />,
      clearSummary: <X aria-hidden="true" className="size-3.5" />,
      clearText: <X aria-hidden="true" className="size-4" />,
      // The submit button's classes size its icon (Button's [&_svg]:size-4); the icon-only one is larger.
      submit: <Search aria-hidden="true" className={layout === 'results' ? '!size-5' : undefined} />,
      filter: <SlidersHorizontal aria-hidden="true" />,
      zone: <MapPin aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-primary" />,
      zoneChevron: <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-60" />,
      kinds: {
        Society: <Building2 aria-hidden="true" className={KIND_ICON} />,
        Location: <MapPin aria-hidden="true" className={KIND_ICON} />,
        'Sub Location': <Navigation aria-hidden="true" className={KIND_ICON} />,
        Builder: <HardHat aria-hidden="true" className={KIND_ICON} />,
      },
    },
  };
}

function searchFormClasses(layout: 'stacked' | 'classic' | 'results'): SearchFormClasses {
  const submit =
    layout === 'results'
      ? cn(buttonVariants({ size: 'icon' }), 'size-12 shrink-0 rounded-xl')
      : layout === 'classic'
        ? cn(buttonVariants({ size: 'lg' }), 'h-11 rounded-xl')
        : cn(buttonVariants({ size: 'lg' }), 'w-full rounded-xl text-base shadow-md shadow-primary/20');
  return {
    submit,
    filter: cn(buttonVariants({ variant: 'outline' }), FILTER),
    filterChosen: cn(buttonVariants({ variant: 'outline' }), FILTER, 'border-primary text-primary'),
  };
}
