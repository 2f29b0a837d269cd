import { ShortlistedTabsSkeleton } from '@/components/shortlist/shortlisted-tabs';

export default function ShortlistedLoading() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-5">
      <h1 className="mb-4 text-2xl font-bold text-foreground">My Visits</h1>
      <ShortlistedTabsSkeleton />
    </div>
  );
}
