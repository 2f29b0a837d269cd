'use client';

// 'Your offers': every offer the tenant sent (amounts, move-in date, the fittings asked for and the message, status,
// when), from GET /api/offers/sent. Offers are final, so this is the record the tenant checks them against, with
// each one's live status ('Declined' for the stored 'Rejected', with its reason). A Countered offer shows the
// owner's terms with 'Accept counter' / 'Decline counter'. Opened from the profile, from a shortlist card whose
// offer went out and from the offer sheet's done screen (those open with that property's offer first).
import { Loader2Icon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '@/components/ui/drawer';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { offersApi } from './offers-api';
import { formatRupees } from '@/lib/amounts';
import { formatCalendarDay, formatIndiaDate } from '@/lib/time/india';
import { offerStatusLabel, offerStatusTone } from '@/lib/offers/status';
import { ACCEPTED_NEXT_STEPS } from '@/lib/owners/answers';
import { CounterAnswerButtons } from './counter-answer';
import type { OfferSummary } from '@/lib/offers/types';


export function SentOffersSheet({ open, onOpenChange, firstPropertyId }: { open: boolean; onOpenChange(open: boolean): void; firstPropertyId?: string }) {
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
        <DrawerClose aria-label="Close" className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted">
          <XIcon className="size-5" aria-hidden="true" />
        </DrawerClose>
        <div className="overflow-y-auto overscroll-contain px-5 pb-6 pt-3">
          <DrawerTitle className="pr-10 text-xl font-bold tracking-tight">Your offers</DrawerTitle>
          <DrawerDescription id="sent-offers-description" className="mt-1">
            Offers are final. The owner answers each one; its status changes here.
          </DrawerDescription>
          {failed ? (
            <p role="alert" className="py-10 text-center text-sm text-muted-foreground">
              Failed to load your offers. Please try again.
            </p>
          ) : !ordered ? (
            <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
              <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden="true" />
              Loading your offers…
            </div>
          ) : ordered.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">You have not sent any offers yet.</p>
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
                      {offerStatusLabel(offer.offer_status)}
                    </Badge>
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Rent</dt>
                    <dd className="text-right font-medium tabular-nums">{formatRupees(offer.offered_rent)} a month</dd>
                    <dt className="text-muted-foreground">Deposit</dt>
                    <dd className="text-right font-medium tabular-nums">{formatRupees(offer.offered_security_deposit)}</dd>
                    <dt className="text-muted-foreground">Moving in</dt>
                    <dd className="text-right font-medium">{formatCalendarDay(offer.movein_date)}</dd>
                    <dt className="text-muted-foreground">Sent</dt>
                    <dd className="text-right">{formatIndiaDate(offer.created_at)}</dd>
                    {offer.answered_at && offer.offer_status !== 'Pending' ? (
                      <>
                        <dt className="text-muted-foreground">Answered</dt>
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
  const fittings = offer.extra_fittings_requested?.trim();
  const message = offer.message?.trim();
  if (!fittings && !message) return null;
  return (
    <dl className="mt-2 space-y-2 border-t border-border pt-2 text-sm">
      {fittings ? (
        <div>
          <dt className="text-muted-foreground">Extra fittings requested</dt>
          <dd className="whitespace-pre-line break-words" data-testid="sent-offer-fittings">
            {fittings}
          </dd>
        </div>
      ) : null}
      {message ? (
        <div>
          <dt className="text-muted-foreground">Your message to the owner</dt>
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
  const reason = offer.offer_status === 'Rejected' ? offer.decline_reason : offer.offer_status === 'Withdrawn' ? offer.withdraw_reason : null;
  if (reason) return <p className="mt-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">{reason}</p>;
  if (offer.offer_status === 'Accepted') {
    return (
      <div className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="offer-next-steps">
        <p>{ACCEPTED_NEXT_STEPS}</p>
        <a href="/your-home" className="inline-flex min-h-11 items-center font-medium underline underline-offset-4" data-testid="offer-your-home">
          Your home: the rent agreement
        </a>
      </div>
    );
  }
  if (!offer.counter || offer.offer_status !== 'Countered') return null;
  const counterId = `counter-${offer.id}`;
  return (
    <section className="mt-3 rounded-lg border border-blue-200 bg-blue-50/60 p-3" aria-labelledby={counterId} data-testid="offer-counter">
      <h3 id={counterId} className="text-sm font-semibold">
        The owner&apos;s counter offer
      </h3>
      <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Rent</dt>
        <dd className="text-right font-medium tabular-nums">{formatRupees(offer.counter.rent)} a month</dd>
        <dt className="text-muted-foreground">Deposit</dt>
        <dd className="text-right font-medium tabular-nums">{formatRupees(offer.counter.deposit)}</dd>
        <dt className="text-muted-foreground">Moving in</dt>
        <dd className="text-right font-medium">{formatCalendarDay(offer.counter.movein_date)}</dd>
      </dl>
      <CounterAnswerButtons offerId={offer.id} onAnswered={onAnswered} />
    </section>
  );
}
