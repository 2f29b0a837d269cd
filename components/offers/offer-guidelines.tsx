import { AlertTriangleIcon, CalendarCheckIcon, IndianRupeeIcon, MessageSquareTextIcon, WrenchIcon } from 'lucide-react';
import { useCopy } from '@/components/i18n/copy-scope';
import { OFFER_CREDITS, type OfferCredits } from '@/lib/tenant/credits';

/** The four tips before an offer (spec 2.12). */
export const OFFER_TIPS = [
  { icon: IndianRupeeIcon, title: 'guidelines.fairRentTitle', text: 'guidelines.fairRentText' },
  { icon: CalendarCheckIcon, title: 'guidelines.moveInTitle', text: 'guidelines.moveInText' },
  { icon: WrenchIcon, title: 'guidelines.fittingsTitle', text: 'guidelines.fittingsText' },
  { icon: MessageSquareTextIcon, title: 'guidelines.introTitle', text: 'guidelines.introText' },
] as const;

export function OfferGuidelines({ credits }: { credits: OfferCredits | null }) {
  const t = useCopy('offers');
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3">
        {OFFER_TIPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-3 rounded-xl border bg-card p-3">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-primary">
              <Icon className="size-4" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold">
                <span className="sr-only">{t('guidelines.tip', { number: index + 1 })}</span>
                {t(title)}
              </p>
              <p className="text-sm text-muted-foreground">{t(text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p role="note" className="flex items-start gap-3 rounded-xl bg-amber-50 px-3 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('guidelines.final')}
      </p>
      {credits ? (
        <p className="text-center text-sm text-muted-foreground" data-testid="offer-credits-note">
          {credits.left > 0
            ? t('guidelines.usesCredit', { total: credits.total, left: credits.left })
            : t('guidelines.plan', { free: OFFER_CREDITS.free })}
        </p>
      ) : null}
    </div>
  );
}
