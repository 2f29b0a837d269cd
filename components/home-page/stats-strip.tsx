import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';

/** The stats strip (spec 2 and 9): 500+, 50+, 10k+. */
export const STATS = [
  { value: '500+', label: 'properties' },
  { value: '50+', label: 'communities' },
  { value: '10k+', label: 'residents' },
] as const;

export function StatsStrip({ variant = 'new', className }: { variant?: 'new' | 'classic'; className?: string }) {
  const t = useTranslations('home.stats');
  return (
    <dl
      className={cn(
        'grid grid-cols-3 divide-x rounded-2xl py-4 text-center',
        variant === 'new' ? 'divide-white/15 bg-slate-900 text-white' : 'divide-white/25 bg-primary text-primary-foreground',
        className,
      )}
    >
      {STATS.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-0.5 px-2">
          <dt className={cn('text-[11px] leading-tight', variant === 'new' ? 'text-slate-300' : 'text-white/80')}>{t(stat.label)}</dt>
          <dd className="text-xl font-extrabold tracking-tight">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
