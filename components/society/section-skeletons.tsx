import { Skeleton } from '@/components/ui/skeleton';
import { SectionSkeleton } from './section';

// Skeleton twins of the society page's heavier sections, in a module of their own: the pending-link skeleton
// (SocietyPageSkeleton, rendered by /search, locality and builder pages) imports them without the sections'
// modules, whose client islands (the amenities sheet trigger, hearts, Unlock Door, the booking provider) would
// otherwise be registered with those pages and load with them.

export const SUMMARY_SIZE = 6;
export const LISTING_CARD_WIDTH = 'w-[78%] max-w-[300px]';

export function AmenitiesSummarySkeleton() {
  return (
    <SectionSkeleton>
      <div className="grid grid-cols-2 gap-2">
        {Array.from({ length: SUMMARY_SIZE }, (_, item) => (
          <Skeleton key={item} className="h-11 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-11 w-full rounded-lg" />
    </SectionSkeleton>
  );
}

export function ListingCardSkeleton() {
  return (
    <div className={`${LISTING_CARD_WIDTH} shrink-0 overflow-hidden rounded-xl border border-border`} aria-hidden="true">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-3/4" />
        <Skeleton className="h-3 w-32" />
      </div>
    </div>
  );
}

export function ListingsSectionSkeleton() {
  return (
    <SectionSkeleton>
      <Skeleton className="h-11 w-full rounded-lg" />
      <div className="-mx-4 flex gap-3 overflow-hidden px-4">
        <ListingCardSkeleton />
        <ListingCardSkeleton />
      </div>
      <Skeleton className="h-40 w-full rounded-xl" />
    </SectionSkeleton>
  );
}
