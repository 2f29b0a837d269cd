import { Building2, CalendarClock, ChevronDown, Flag, Home, Layers, Maximize2, type StaticIcon } from '@/components/icons/static-icons';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { societyAge } from '@/lib/societies/derived-facts';
import { storedLabel } from '@/lib/societies/stored-values';
import { Section, SectionSkeleton } from './section';

interface Fact {
  label: string;
  value: string;
  icon: StaticIcon;
}

function FactList({ facts }: { facts: Fact[] }) {
  // dl > div > dt + dd keeps the list valid for screen readers; the icon sits inside the term.
  return (
    <dl className="grid grid-cols-2 gap-2">
      {facts.map(({ label, value, icon: Icon }) => (
        <div key={label} className="relative min-h-[62px] min-w-0 rounded-xl border border-border bg-card py-3 pl-[3.75rem] pr-3">
          <dt className="text-xs text-muted-foreground">
            <span className="absolute left-3 top-3 flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-[18px]" />
            </span>
            {label}
          </dt>
          <dd className="text-sm font-semibold leading-snug text-foreground [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface FactGridProps {
  projectType: string;
  projectStatus: string;
  projectSize: string | null;
  totalUnits: number | null;
  completionDate: string | null;
  numberOfFloors: number | null;
}

const units = new Intl.NumberFormat('en-IN');

/** Type, status, size and units; expands (native <details>, no script) to society age and total floors. */
export function FactGrid(props: FactGridProps) {
  const t = useTranslations('society.factGrid');
  const tf = useTranslations('facts');
  const na = t('notAvailable');
  const main: Fact[] = [
    { label: t('type'), value: storedLabel('projectType', props.projectType, tf), icon: Building2 },
    { label: t('projectStatus'), value: storedLabel('projectStatus', props.projectStatus, tf), icon: Flag },
    { label: t('size'), value: storedLabel('projectSize', props.projectSize, tf) ?? na, icon: Maximize2 },
    { label: t('totalUnits'), value: props.totalUnits ? units.format(props.totalUnits) : na, icon: Home },
  ];
  const more: Fact[] = [
    { label: t('societyAge'), value: societyAge(props.completionDate, undefined, tf), icon: CalendarClock },
    { label: t('totalFloors'), value: props.numberOfFloors ? String(props.numberOfFloors) : na, icon: Layers },
  ];
  return (
    <Section id="facts" title={t('title')}>
      <FactList facts={main} />
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center gap-1 rounded-lg text-sm font-semibold text-primary hover:bg-primary/5 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">{t('showMore')}</span>
          <span className="hidden group-open:inline">{t('showFewer')}</span>
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="pt-1">
          <FactList facts={more} />
        </div>
      </details>
    </Section>
  );
}

export function FactGridSkeleton() {
  return (
    <SectionSkeleton>
      <div className="grid grid-cols-2 gap-2">
        {[0, 1, 2, 3].map((item) => (
          <Skeleton key={item} className="h-[62px] rounded-xl" />
        ))}
      </div>
      <Skeleton className="mx-auto h-11 w-40" />
    </SectionSkeleton>
  );
}
