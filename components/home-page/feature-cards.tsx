import { BadgeCheck, Crown, Sparkles, Users, type StaticIcon } from '@/components/icons/static-icons';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';

interface Feature {
  /** Its title and text are the messages home.features.<key>Title and <key>Text. */
  key: 'verified' | 'trusted' | 'premium' | 'smart';
  icon: StaticIcon;
}

/** The four feature cards (spec 2). */
export const FEATURES: readonly Feature[] = [
  { key: 'verified', icon: BadgeCheck },
  { key: 'trusted', icon: Users },
  { key: 'premium', icon: Crown },
  { key: 'smart', icon: Sparkles },
];

export function FeatureCards({ variant = 'new', className }: { variant?: 'new' | 'classic'; className?: string }) {
  const t = useTranslations('home.features');
  return (
    <ul className={cn('grid grid-cols-2 gap-3 md:grid-cols-4', className)}>
      {FEATURES.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className={cn(
            'rounded-2xl p-4',
            variant === 'new' ? 'border border-border bg-card shadow-sm' : 'bg-white ring-1 ring-slate-200',
          )}
        >
          <span
            className={cn(
              'mb-3 flex size-10 items-center justify-center rounded-xl',
              variant === 'new' ? 'bg-primary/10 text-primary' : 'bg-amber-100 text-amber-700',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-sm font-semibold leading-tight text-foreground">{t(`${key}Title`)}</h3>
          <p className="mt-1 text-xs leading-relaxed text-muted-foreground">{t(`${key}Text`)}</p>
        </li>
      ))}
    </ul>
  );
}
