'use client';

import { SendIcon } from 'lucide-react';
import { useCopy } from '@/components/i18n/copy-scope';
import type { OfferCredits } from '@/lib/tenant/credits';
import { SentOffersButton } from './sent-offers-button';

/** Offer credits on the profile (spec 9): 1 per offer, 3 free; more need a plan (coming soon). */
export function OfferCreditsCard({ credits }: { credits: OfferCredits }) {
  const t = useCopy('offers');
  return (
    <div data-testid="credits-offers" className="rounded-2xl bg-sky-50 p-4 text-sky-900 ring-1 ring-sky-100">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm font-semibold">
          <SendIcon className="size-4" aria-hidden="true" />
          {t('credits.title')}
        </div>
        <p className="text-sm">
          <span className="text-2xl font-bold tabular-nums text-foreground">{credits.left}</span>
          {t('credits.leftAfter', { total: credits.total })}
        </p>
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/70" aria-hidden="true">
        <div className="h-full rounded-full bg-current opacity-60" style={{ width: `${(credits.used / credits.total) * 100}%` }} />
      </div>
      <p className="mt-1.5 text-xs">
        {t(credits.left === 0 ? 'credits.usedLinePlan' : 'credits.usedLine', { used: credits.used })}
      </p>
      {credits.used > 0 ? <SentOffersButton label={t('credits.yourOffers')} className="-ml-1 mt-1 h-11 px-1 text-sky-900" data-testid="your-offers" /> : null}
    </div>
  );
}
