import { useTranslations } from 'next-intl';
import { VisitCardSkeleton } from '@/components/visits/visit-card';

export default function SocietyVisitsLoading() {
  const t = useTranslations('visits');
  return (
    <div className="mx-auto w-full max-w-lg px-4" aria-busy="true" aria-label={t('page.loading')}>
      <div className="-mx-4 mb-4 flex items-center gap-2 border-b border-border px-2 py-2">
        <div className="size-11 rounded-full" />
        <div className="space-y-1.5">
          <div className="h-5 w-44 animate-pulse rounded bg-muted" />
          <div className="h-4 w-32 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <div className="space-y-4">
        <VisitCardSkeleton />
        <VisitCardSkeleton />
      </div>
    </div>
  );
}
