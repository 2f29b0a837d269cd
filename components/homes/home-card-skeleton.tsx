import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/**
 * The twin of a shortlist or visit card while it loads: photo, title, one line under it (the society's name on
 * the shortlist, the visit's time on a visit card), price, facts and the two actions.
 */
export function HomeCardSkeleton({ subtitleWidth, factsWidth }: { subtitleWidth: string; factsWidth: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border" aria-hidden="true">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className={cn('h-4', subtitleWidth)} />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className={cn('h-3', factsWidth)} />
        <div className="flex flex-wrap gap-2 pt-1">
          <Skeleton className="h-11 flex-1 basis-36" />
          <Skeleton className="h-11 flex-1 basis-36" />
        </div>
      </div>
    </div>
  );
}
