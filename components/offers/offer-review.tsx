'use client';

// The last look before an offer goes out: offers are final (spec 2.12), so the tenant reads back exactly what
// will be sent ('You offer ₹40,000 a month, ₹1,50,000 deposit, moving in 14 Dec 2026. Offers are final.') and
// either sends it or goes back to change it, with everything typed kept.
import { PencilLineIcon } from 'lucide-react';
import { SubmitButton } from '@/components/forms/submit-button';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/amounts';
import { formatCalendarDay } from '@/lib/time/india';
import { parseRupeeAmount, type OfferTermsValues } from '@/lib/validation/offer';

/** The figures of the sentence read back before sending. */
function summaryValues(values: Pick<OfferTermsValues, 'offered_rent' | 'offered_security_deposit' | 'movein_date'>) {
  return {
    rent: formatRupees(parseRupeeAmount(values.offered_rent)),
    deposit: formatRupees(parseRupeeAmount(values.offered_security_deposit)),
    date: formatCalendarDay(values.movein_date),
  };
}

export function OfferReview({ values, pending, onEdit, onSend }: { values: OfferTermsValues; pending: boolean; onEdit(): void; onSend(): void }) {
  const t = useCopy('offers');
  const fittings = values.extra_fittings_requested.trim();
  const message = values.message.trim();
  return (
    <section aria-labelledby="offer-review-title" className="flex flex-col gap-4" data-testid="offer-review">
      <h3 id="offer-review-title" className="text-base font-semibold">
        {t('review.title')}
      </h3>
      <p className="rounded-xl bg-teal-50 px-4 py-3 text-[15px] font-medium text-teal-950 ring-1 ring-teal-100" data-testid="offer-summary">
        {t('review.summary', summaryValues(values))}
      </p>
      {fittings || message ? (
        <dl className="space-y-2 text-sm">
          {fittings ? (
            <div>
              <dt className="text-muted-foreground">{t('review.fittings')}</dt>
              <dd className="whitespace-pre-line break-words">{fittings}</dd>
            </div>
          ) : null}
          {message ? (
            <div>
              <dt className="text-muted-foreground">{t('review.message')}</dt>
              <dd className="line-clamp-4 whitespace-pre-line break-words">{message}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="flex gap-3 pt-1">
        <Button variant="outline" size="lg" className="flex-1" onClick={onEdit} disabled={pending}>
          <PencilLineIcon aria-hidden="true" />
          {t('review.edit')}
        </Button>
        <SubmitButton type="button" pending={pending} className="flex-[2]" onClick={onSend}>
          {t('review.send')}
        </SubmitButton>
      </div>
    </section>
  );
}
