import { useTranslations } from 'next-intl';
import { PendingSkeleton } from '@/components/common/pending-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { SocietyCardSkeleton } from './society-card-skeleton';

// Shown by the root's data-link-pending='search' (globals.css hides every pending skeleton until named; this rule
// names this one), so it lives with the skeleton rather than in the shared stylesheet.
const SHOW_WHEN_PENDING = `html[data-link-pending='search'] [data-pending-skeleton='search']{display:block}`;

/** The search results page's skeleton, drawn while a search form's navigation is pending (usePendingPush). */
export function SearchPendingSkeleton() {
  return (
    <>
      <style>{SHOW_WHEN_PENDING}</style>
      <PendingSkeleton name="search" testId="search-pending-skeleton">
        <SearchPageSkeleton />
      </PendingSkeleton>
    </>
  );
}

/** The twin of /search: the form, the heading and count, three cards. */
export function SearchPageSkeleton() {
  const t = useTranslations('search');
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-4" role="status" aria-label={t('results.loading')}>
      <div className="space-y-2">
        <div className="flex gap-2">
          <Skeleton className="h-12 flex-1 rounded-xl" />
          <Skeleton className="size-12 rounded-xl" />
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-2">
          <Skeleton className="h-11 rounded-xl" />
          <Skeleton className="h-11 w-24 rounded-xl" />
        </div>
      </div>
      <div className="mb-4 mt-6 space-y-2">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-5 w-32" />
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <SocietyCardSkeleton />
        <SocietyCardSkeleton />
        <SocietyCardSkeleton />
      </div>
    </div>
  );
}
