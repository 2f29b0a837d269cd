import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { featureLabel, UTILITY_KEYS, type UtilityKey } from '@/lib/amenities';
import { cn } from '@/lib/utils';
import { FEATURE_ICONS } from './feature-icons';
import { Section, SectionSkeleton } from './section';

/** Spec 2.1: power backup, EV charging, pipeline gas, centralized DTH, waste disposal: Available or Not Available. */
export function UtilitiesCard({ utilities }: { utilities: Record<UtilityKey, boolean> }) {
  const t = useTranslations('society.utilities');
  const tf = useTranslations('facts');
  return (
    <Section id="utilities" title={t('title')}>
      <ul className="divide-y divide-border rounded-xl border border-border bg-card">
        {UTILITY_KEYS.map((key) => {
          const Icon = FEATURE_ICONS[key];
          const available = utilities[key];
          return (
            <li key={key} className="flex min-h-12 items-center gap-3 px-3 py-2">
              <Icon className={cn('size-5 shrink-0', available ? 'text-primary' : 'text-muted-foreground')} />
              <span className="flex-1 text-sm font-medium">{featureLabel(key, tf)}</span>
              <span className={cn('text-xs font-semibold', available ? 'text-success' : 'text-muted-foreground')}>
                {available ? t('available') : t('notAvailable')}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function UtilitiesCardSkeleton() {
  return (
    <SectionSkeleton>
      <div className="divide-y divide-border rounded-xl border border-border">
        {UTILITY_KEYS.map((key) => (
          <div key={key} className="flex min-h-12 items-center gap-3 px-3">
            <Skeleton className="size-5" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-3 w-16" />
          </div>
        ))}
      </div>
    </SectionSkeleton>
  );
}
