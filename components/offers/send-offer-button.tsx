'use client';

// 'Send an Offer' on a shortlisted rental (spec 2.7, 2.12): opens the offer sheet; reads 'Offer Sent' and
// stays disabled once a live offer exists for the property (given by the list, or after this sheet sent one).
import { CheckIcon, SendIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/components/auth/auth-provider';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import type { OwnerPreferences } from '@/lib/tenant/home-fit';
import { useSentOffersSheet } from './sent-offers-button';

// The sheet (forms, schemas, vaul) loads on the first click, not with the list.
const OfferSheet = dynamic(() => import('./offer-sheet').then((module) => module.OfferSheet), { ssr: false });

export interface SendOfferButtonProps {
  rentListingId: string;
  propertyId: string;
  societyId: string;
  societyName: string;
  /** e.g. '2 BHK · Semi-Furnished' */
  title: string;
  askingRent: number;
  askingDeposit: number | null;
  /** The owner's preferred tenant and pets rule (the sheet compares them with the tenant profile). */
  ownerPreferences?: OwnerPreferences;
  offerSent: boolean;
  /** Called after an offer is sent, so the list can refresh its 'Offer Sent' state. */
  onOfferSent?: () => void;
}

export function SendOfferButton({ offerSent, onOfferSent, ...listing }: SendOfferButtonProps): React.JSX.Element {
  const t = useCopy('offers');
  const { user, loading } = useAuth();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [sentHere, setSentHere] = useState(false);
  const sent = offerSent || sentHere;
  // 'View your offer' here and 'See your offers' on the sheet's done screen open the same sheet, this offer first.
  const yourOffers = useSentOffersSheet(listing.propertyId);

  function start() {
    // While the session is still being read, open anyway: the sheet's own check answers 401 if signed out.
    if (!user && !loading) {
      toast.error(t('texts.loginRequired'));
      return;
    }
    setOpened(true);
    setOpen(true);
  }

  return (
    <>
      <Button
        variant={sent ? 'secondary' : 'default'}
        className="w-full"
        disabled={sent}
        onClick={start}
        data-testid="send-offer-button"
        aria-label={sent ? t('button.sentLabel', { title: listing.title }) : t('button.sendLabel', { title: listing.title })}
      >
        {sent ? <CheckIcon aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
        {sent ? t('button.sent') : t('button.send')}
      </Button>
      {sent ? (
        <Button variant="link" className="h-11 w-full" onClick={yourOffers.show} data-testid="view-offer">
          {t('button.view')}
        </Button>
      ) : null}
      {yourOffers.sheet}
      {opened ? (
        <OfferSheet
          open={open}
          onOpenChange={setOpen}
          listing={listing}
          onSeeOffers={yourOffers.show}
          onSent={() => {
            setSentHere(true);
            onOfferSent?.();
          }}
        />
      ) : null}
    </>
  );
}
