import { Skeleton } from '@/components/ui/skeleton';

/**
 * A desk page's skeleton while it reads. Used by a section's loading.tsx, which must sit below a layout.tsx of the
 * same section that checks the role (requireStaffPage): a page rendered inside a loading boundary has already
 * answered 200 when its own check calls notFound(), so the check has to run before the boundary.
 */
export function DeskLoading() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
