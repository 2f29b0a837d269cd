import { FactGridSkeleton } from '@/components/society/fact-grid';
import { AmenitiesSummarySkeleton, ListingsSectionSkeleton } from '@/components/society/section-skeletons';
import { SocietyHeaderSkeleton } from '@/components/society/society-header';
import { UnitConfigurationsSkeleton } from '@/components/society/unit-configurations';
import { UtilitiesCardSkeleton } from '@/components/society/utilities-card';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';

/** Twins of the society page's sections, in the same frame, so nothing moves when the page arrives. */
export function SocietyPageSkeleton() {
  const t = useTranslations('society.skeleton');
  return (
    <div className="mx-auto max-w-2xl" role="status" aria-label={t('loading')}>
      {/* The photo carousel's frame (components/society/photo-carousel.tsx). */}
      <Skeleton className="relative aspect-[4/3] w-full overflow-hidden rounded-none bg-muted" />
      <div className="space-y-7 px-4 pt-4">
        <SocietyHeaderSkeleton />
        <UnitConfigurationsSkeleton />
        <FactGridSkeleton />
        <AmenitiesSummarySkeleton />
        <ListingsSectionSkeleton />
        <UtilitiesCardSkeleton />
      </div>
    </div>
  );
}
