'use client';

// 'Your offers': every offer the tenant sent (amounts, move-in date, the fittings asked for and the message, status,
// when), from GET /api/offers/sent. Offers are final, so this is the record the tenant checks them against, with
// each one's live status ('Declined' for the stored 'Rejected', with its reason). A Countered offer shows the
// owner's terms with 'Accept counter' / 'Decline counter'. Opened from the profile, from a shortlist card whose
// offer went out and from the offer sheet's done screen (those open with that property's offer first).
import { Loader2Icon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Badge } from '@/components/ui/badge';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '@/components/ui/drawer';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { offersApi } from './offers-api';
import { formatRupees } from '@/lib/amounts';
import { formatCalendarDay, formatIndiaDate } from '@/lib/time/india';
import type { OfferStatus } from '@/lib/catalog';
import { offerStatusTone } from '@/lib/offers/status';
import { CounterAnswerButtons } from './counter-answer';
import type { OfferSummary } from '@/lib/offers/types';


export function SentOffersSheet({ open, onOpenChange, firstPropertyId }: { open: boolean; onOpenChange(open: boolean): void; firstPropertyId?: string }) {
  const t = useCopy('offers');
  const [offers, setOffers] = useState<OfferSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useSheetBackButton(open, onOpenChange);

  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setFailed(false);
    offersApi.sent()
      .then((list) => !cancelled && setOffers(list))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [open, reloads]);

  const ordered = offers && firstPropertyId ? [...offers].sort((a, b) => Number(b.property_id === firstPropertyId) - Number(a.property_id === firstPropertyId)) : offers;

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent data-testid="sent-offers-sheet" aria-describedby="sent-offers-description">
        <DrawerClose aria-label={t('yourOffers.close')} className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted">
          <XIcon className="size-5" aria-hidden="true" />
        </DrawerClose>
        <div className="overflow-y-auto overscroll-contain px-5 pb-6 pt-3">
          <DrawerTitle className="pr-10 text-xl font-bold tracking-tight">{t('yourOffers.title')}</DrawerTitle>
          <DrawerDescription id="sent-offers-description" className="mt-1">
            {t('yourOffers.description')}
          </DrawerDescription>
          {failed ? (
            <p role="alert" className="py-10 text-center text-sm text-muted-foreground">
              {t('yourOffers.failed')}
            </p>
          ) : !ordered ? (
            <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
              <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden="true" />
              {t('yourOffers.loading')}
            </div>
          ) : ordered.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">{t('yourOffers.none')}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {ordered.map((offer) => (
                <li key={offer.id} className="rounded-xl border border-border p-3" data-testid="sent-offer" data-property-id={offer.property_id}>
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold leading-tight">{offer.property_title}</p>
                      <p className="text-sm text-muted-foreground">{offer.society_name}</p>
                    </div>
                    <Badge variant={offerStatusTone(offer.offer_status)} data-testid="sent-offer-status">
                      {statusLabel(t, offer.offer_status)}
                    </Badge>
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">{t('yourOffers.rent')}</dt>
                    <dd className="text-right font-medium tabular-nums">{t('yourOffers.perMonth', { amount: formatRupees(offer.offered_rent) })}</dd>
                    <dt className="text-muted-foreground">{t('yourOffers.deposit')}</dt>
                    <dd className="text-right font-medium tabular-nums">{formatRupees(offer.offered_security_deposit)}</dd>
                    <dt className="text-muted-foreground">{t('yourOffers.movingIn')}</dt>
                    <dd className="text-right font-medium">{formatCalendarDay(offer.movein_date)}</dd>
                    <dt className="text-muted-foreground">{t('yourOffers.sent')}</dt>
                    <dd className="text-right">{formatIndiaDate(offer.created_at)}</dd>
                    {offer.answered_at && offer.offer_status !== 'Pending' ? (
                      <>
                        <dt className="text-muted-foreground">{t('yourOffers.answered')}</dt>
                        <dd className="text-right" data-testid="sent-offer-answered">
                          {formatIndiaDate(offer.answered_at)}
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  <WhatYouWrote offer={offer} />
                  <OfferOutcome offer={offer} onAnswered={() => setReloads((count) => count + 1)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </DrawerContent>
    </Drawer>
  );
}

/** The tenant's own words sent with the offer (offers are final: this is what the owner read). */
function WhatYouWrote({ offer }: { offer: OfferSummary }) {
  const t = useCopy('offers');
  const fittings = offer.extra_fittings_requested?.trim();
  const message = offer.message?.trim();
  if (!fittings && !message) return null;
  return (
    <dl className="mt-2 space-y-2 border-t border-border pt-2 text-sm">
      {fittings ? (
        <div>
          <dt className="text-muted-foreground">{t('yourOffers.fittings')}</dt>
          <dd className="whitespace-pre-line break-words" data-testid="sent-offer-fittings">
            {fittings}
          </dd>
        </div>
      ) : null}
      {message ? (
        <div>
          <dt className="text-muted-foreground">{t('yourOffers.message')}</dt>
          <dd className="whitespace-pre-line break-words" data-testid="sent-offer-message">
            {message}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** What the owner answered: a decline's reason, a withdrawal's, or the counter waiting for the tenant. */
function OfferOutcome({ offer, onAnswered }: { offer: OfferSummary; onAnswered(): void }) {
  const t = useCopy('offers');
  const { href } = useLocalePath();
  const reason = offer.offer_status === 'Rejected' ? offer.decline_reason : offer.offer_status === 'Withdrawn' ? offer.withdraw_reason : null;
  if (reason) return <p className="mt-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">{reason}</p>;
  if (offer.offer_status === 'Accepted') {
    return (
      <div className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="offer-next-steps">
        <p>{t('yourOffers.nextSteps')}</p>
        <a href={href('/your-home')} className="inline-flex min-h-11 items-center font-medium underline underline-offset-4" data-testid="offer-your-home">
          {t('yourOffers.yourHome')}
        </a>
      </div>
    );
  }
  if (!offer.counter || offer.offer_status !== 'Countered') return null;
  const counterId = `counter-${offer.id}`;
  return (
    <section className="mt-3 rounded-lg border border-blue-200 bg-blue-50/60 p-3" aria-labelledby={counterId} data-testid="offer-counter">
      <h3 id={counterId} className="text-sm font-semibold">
        {t('yourOffers.counterTitle')}
      </h3>
      <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('yourOffers.rent')}</dt>
        <dd className="text-right font-medium tabular-nums">{t('yourOffers.perMonth', { amount: formatRupees(offer.counter.rent) })}</dd>
        <dt className="text-muted-foreground">{t('yourOffers.deposit')}</dt>
        <dd className="text-right font-medium tabular-nums">{formatRupees(offer.counter.deposit)}</dd>
        <dt className="text-muted-foreground">{t('yourOffers.movingIn')}</dt>
        <dd className="text-right font-medium">{formatCalendarDay(offer.counter.movein_date)}</dd>
      </dl>
      <CounterAnswerButtons offerId={offer.id} onAnswered={onAnswered} />
    </section>
  );
}

const STATUS_KEYS: Record<OfferStatus, `status.${OfferStatus}`> = {
  Pending: 'status.Pending',
  Countered: 'status.Countered',
  Accepted: 'status.Accepted',
  Rejected: 'status.Rejected',
  Withdrawn: 'status.Withdrawn',
};

/** The status in the page's language; an unknown stored value is shown as it is rather than hidden. */
function statusLabel(t: ReturnType<typeof useCopy<'offers'>>, status: string): string {
  const key = (STATUS_KEYS as Record<string, `status.${OfferStatus}` | undefined>)[status];
  return key ? t(key) : status;
}
