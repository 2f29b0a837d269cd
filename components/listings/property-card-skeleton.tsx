import { Skeleton } from '@/components/ui/skeleton';

// The property card's skeleton twin, apart from property-card.tsx so that the pending-link skeleton
// (PropertiesPageSkeleton, on the society page) does not register the card's islands with the page.

export function PropertyCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border" aria-hidden="true">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-7 w-40" />
        <div className="grid grid-cols-2 gap-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-9" />
          ))}
        </div>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
    </div>
  );
}
