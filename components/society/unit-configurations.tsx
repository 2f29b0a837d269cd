import { BedDouble } from '@/components/icons/static-icons';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { storedLabel } from '@/lib/societies/stored-values';
import { Section, SectionSkeleton } from './section';

export function UnitConfigurations({ configurations }: { configurations: string[] }) {
  const t = useTranslations('society.configurations');
  const tf = useTranslations('facts');
  return (
    <Section id="configurations" title={t('title')}>
      {configurations.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {configurations.map((configuration) => (
            <li
              key={configuration}
              className="inline-flex items-center gap-1.5 rounded-full border border-primary/25 bg-primary/5 px-3 py-1.5 text-sm font-semibold text-primary"
            >
              <BedDouble className="size-4" />
              {storedLabel('bedroom', configuration, tf)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      )}
    </Section>
  );
}

export function UnitConfigurationsSkeleton() {
  return (
    <SectionSkeleton>
      <div className="flex gap-2">
        {[0, 1, 2].map((item) => (
          <Skeleton key={item} className="h-8 w-20 rounded-full" />
        ))}
      </div>
    </SectionSkeleton>
  );
}
