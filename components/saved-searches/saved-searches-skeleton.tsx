import { Skeleton } from '@/components/ui/skeleton';

/** Stands in for the saved-search rows while they load: the same card, two lines and the action row each. */
export function SavedSearchesSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="divide-y rounded-2xl border bg-card" data-testid="saved-searches-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="space-y-3 p-4">
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-4 w-1/3" />
          <div className="flex gap-2">
            <Skeleton className="h-11 flex-1" />
            <Skeleton className="h-11 w-24" />
            <Skeleton className="h-11 w-24" />
          </div>
        </li>
      ))}
    </ul>
  );
}
