import { PropertyCardSkeleton } from '@/components/listings/property-card-skeleton';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';

/** Twin of the properties page: sticky header, the toggle, two cards. */
export function PropertiesPageSkeleton() {
  const t = useTranslations('listings.page');
  return (
    <div className="mx-auto max-w-2xl" role="status" aria-label={t('loading')}>
      <div className="space-y-3 border-b px-4 pb-3 pt-2">
        <div className="flex items-center gap-2">
          <Skeleton className="size-11 rounded-full" />
          <div className="space-y-1.5">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-3 w-32" />
          </div>
        </div>
        <Skeleton className="h-11 w-full rounded-lg" />
      </div>
      <div className="space-y-4 px-4 py-4">
        <PropertyCardSkeleton />
        <PropertyCardSkeleton />
      </div>
    </div>
  );
}
