import { AlertTriangleIcon, CalendarCheckIcon, IndianRupeeIcon, MessageSquareTextIcon, WrenchIcon } from 'lucide-react';
import { OFFER_PLAN_MESSAGE, type OfferCredits } from '@/lib/tenant/credits';

/** The four tips before an offer (spec 2.12). */
export const OFFER_TIPS = [
  { icon: IndianRupeeIcon, title: 'Offer a fair rent', text: 'Compare with the asking rent and similar homes in the society. Reasonable offers get faster answers.' },
  { icon: CalendarCheckIcon, title: 'Pick a realistic move-in date', text: 'Choose a date from when the home is available and you can really move.' },
  { icon: WrenchIcon, title: 'Ask for fittings up front', text: 'Mention curtain rods, a geyser, wardrobes or anything else you need now, not after the deal.' },
  { icon: MessageSquareTextIcon, title: 'Introduce yourself', text: 'A short message about who will live there helps the owner say yes.' },
] as const;

export const OFFERS_FINAL_TEXT = 'Offers are final and cannot be changed once sent.';

export function OfferGuidelines({ credits }: { credits: OfferCredits | null }) {
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
                <span className="sr-only">Tip {index + 1}: </span>
                {title}
              </p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p role="note" className="flex items-start gap-3 rounded-xl bg-amber-50 px-3 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {OFFERS_FINAL_TEXT}
      </p>
      {credits ? (
        <p className="text-center text-sm text-muted-foreground" data-testid="offer-credits-note">
          {credits.left > 0
            ? `This offer uses 1 of your ${credits.total} free offer credits (${credits.left} left).`
            : OFFER_PLAN_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
