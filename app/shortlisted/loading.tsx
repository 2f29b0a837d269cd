import { DoorsUnlockedSkeleton } from '@/components/visits/doors-unlocked';

export default function ShortlistedLoading() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-5">
      <div className="mb-4 h-8 w-32 animate-pulse rounded-md bg-muted" />
      <div className="mb-4 h-12 w-full animate-pulse rounded-lg bg-muted" />
      <DoorsUnlockedSkeleton />
    </div>
  );
}
