import { cn } from '@/lib/utils';

/** The stats strip (spec 2 and 9): 500+, 50+, 10k+. */
export const STATS = [
  { value: '500+', label: 'Verified Properties' },
  { value: '50+', label: 'Gated Communities' },
  { value: '10k+', label: 'Happy Residents' },
] as const;

export function StatsStrip({ variant = 'new', className }: { variant?: 'new' | 'classic'; className?: string }) {
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
          <dt className={cn('text-[11px] leading-tight', variant === 'new' ? 'text-slate-300' : 'text-white/80')}>{stat.label}</dt>
          <dd className="text-xl font-extrabold tracking-tight">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
