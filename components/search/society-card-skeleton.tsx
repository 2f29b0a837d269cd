import { Skeleton } from '@/components/ui/skeleton';

// Apart from society-card.tsx, whose photo and pending-link islands would otherwise come into the client
// JavaScript of every page that only shows the skeleton (the home's pending-search skeleton).

/** The loading twin of SocietyCard: same box sizes, so nothing moves when the results arrive. */
export function SocietyCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm" aria-hidden="true">
      <Skeleton className="aspect-[16/9] w-full rounded-none short:aspect-[4/1]" />
      <div className="space-y-2.5 p-4 short:space-y-1.5 short:p-3">
        <div>
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="mt-1.5 h-5 w-1/2" />
        </div>
        <Skeleton className="h-5 w-2/3" />
        <div className="grid grid-cols-2 gap-2 border-t border-border pt-3">
          <div className="space-y-1">
            <Skeleton className="h-4 w-10" />
            <Skeleton className="h-5 w-24" />
          </div>
          <div className="space-y-1">
            <Skeleton className="h-4 w-10" />
            <Skeleton className="h-5 w-24" />
          </div>
        </div>
      </div>
    </div>
  );
}
