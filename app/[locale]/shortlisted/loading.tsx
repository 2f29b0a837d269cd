import { MyVisitsHeading } from '@/components/shortlist/my-visits-heading';
import { ShortlistedTabsSkeleton } from '@/components/shortlist/shortlisted-tabs';

export default function ShortlistedLoading() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-5">
      <MyVisitsHeading />
      <ShortlistedTabsSkeleton />
    </div>
  );
}
