import { BadgeCheck, Crown, Sparkles, Users, type StaticIcon } from '@/components/icons/static-icons';
import { cn } from '@/lib/utils';

interface Feature {
  title: string;
  text: string;
  icon: StaticIcon;
}

/** The four feature cards (spec 2). */
export const FEATURES: readonly Feature[] = [
  { title: 'Verified Properties', text: 'Every society and listing is checked by our team before it goes live.', icon: BadgeCheck },
  { title: 'Trusted Community', text: 'Homes only in gated societies, with owners and neighbours you can trust.', icon: Users },
  { title: 'Premium Experience', text: 'Book door-unlock visits, shortlist homes and send offers from your phone.', icon: Crown },
  { title: 'Smart Search', text: 'AI-powered search that understands names, locations and builders.', icon: Sparkles },
];

export function FeatureCards({ variant = 'new', className }: { variant?: 'new' | 'classic'; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3 md:grid-cols-4', className)}>
      {FEATURES.map(({ title, text, icon: Icon }) => (
        <li
          key={title}
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
          <h3 className="text-sm font-semibold leading-tight text-foreground">{title}</h3>
          <p className="mt-1 text-xs leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
