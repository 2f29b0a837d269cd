import { ResultsListSkeleton } from '@/components/search/results-list';
import { Skeleton } from '@/components/ui/skeleton';

export default function SearchLoading() {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-4" aria-busy="true" aria-label="Loading societies">
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
      <ResultsListSkeleton />
    </div>
  );
}
