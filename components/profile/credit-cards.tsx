import { HomeIcon, KeyRoundIcon } from 'lucide-react';
import { useCopy } from '@/components/i18n/copy-scope';
import { cn } from '@/lib/utils';
import { FREE_UNLOCKS } from '@/lib/visits/credits';

// Free credits (societies-and-tenant-area.md 9): 5 rental unlocks, 20 buyer unlocks; `used` counts the
// properties unlocked by a visit (server/visits/credits.ts).
export const FREE_CREDITS = { rent: FREE_UNLOCKS.rental, buyer: FREE_UNLOCKS.buyer } as const;

const cards = [
  { key: 'rent', total: FREE_CREDITS.rent, icon: KeyRoundIcon, tone: 'bg-teal-50 text-teal-800 ring-teal-100' },
  { key: 'buyer', total: FREE_CREDITS.buyer, icon: HomeIcon, tone: 'bg-amber-50 text-amber-900 ring-amber-100' },
] as const;

/** A card's words in the page's language: 'Rent Credits', 'rental unlocks left', '2 used'. */
export interface CreditCardText {
  title: string;
  left: string;
  used: (count: number) => string;
}

/** Logged in: the two credit cards with what is left (a server component: its parent hands it the words). */
export function CreditCards({ used = { rent: 0, buyer: 0 }, texts }: { used?: { rent: number; buyer: number }; texts: Record<'rent' | 'buyer', CreditCardText> }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {cards.map(({ key, total, icon: Icon, tone }) => (
        <div key={key} data-testid={`credits-${key}`} className={cn('rounded-2xl p-4 ring-1', tone)}>
          <div className="flex items-center gap-2 text-sm font-semibold">
            <Icon className="size-4" aria-hidden="true" />
            {texts[key].title}
          </div>
          <p className="mt-3 text-3xl font-bold tabular-nums text-foreground">{Math.max(0, total - used[key])}</p>
          <p className="text-xs font-medium">{texts[key].left}</p>
          <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/70" aria-hidden="true">
            <div className="h-full rounded-full bg-current opacity-60" style={{ width: `${Math.min(100, (used[key] / total) * 100)}%` }} />
          </div>
          <p className="mt-1.5 text-xs">{texts[key].used(used[key])}</p>
        </div>
      ))}
    </div>
  );
}

/** Logged out: the two credit teasers (rendered by the guest view, a client component). */
export function CreditTeasers() {
  const t = useCopy('account');
  return (
    <div className="grid gap-3">
      {cards.map(({ key, total, icon: Icon, tone }) => (
        <div key={key} data-testid={`teaser-${key}`} className={cn('flex items-center gap-4 rounded-2xl p-4 ring-1', tone)}>
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/80">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-foreground">{t(`credits.${key}.free`, { total })}</p>
            <p className="text-sm">{t(`credits.${key}.teaser`)}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
