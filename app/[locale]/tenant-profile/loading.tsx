import { TenantProfileLoadingFrame } from '@/components/tenant/tenant-profile-loading';
import { Skeleton } from '@/components/ui/skeleton';

/** The twin of the intro / form header while the profile loads. */
export default function TenantProfileLoading() {
  return (
    <TenantProfileLoadingFrame>
      <Skeleton className="h-9 w-24" />
      <Skeleton className="mt-4 size-12 rounded-2xl" />
      <Skeleton className="mt-3 h-8 w-48" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-4/5" />
      <div className="mt-6 space-y-3">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-5 w-3/4" />
      </div>
      <Skeleton className="mt-6 h-14 w-full rounded-xl" />
      <Skeleton className="mt-5 h-12 w-full rounded-lg" />
    </TenantProfileLoadingFrame>
  );
}
