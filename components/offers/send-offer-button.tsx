'use client';

// 'Send an Offer' on a shortlisted rental (spec 2.7, 2.12): opens the offer sheet; reads 'Offer Sent' and
// stays disabled once a live offer exists for the property (given by the list, or after this sheet sent one).
import { CheckIcon, SendIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';
import { OFFER_TEXTS } from './offer-texts';
import { SentOffersButton } from './sent-offers-button';

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
  offerSent: boolean;
  /** Called after an offer is sent, so the list can refresh its 'Offer Sent' state. */
  onOfferSent?: () => void;
}

export function SendOfferButton({ offerSent, onOfferSent, ...listing }: SendOfferButtonProps): React.JSX.Element {
  const { user, loading } = useAuth();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [sentHere, setSentHere] = useState(false);
  const sent = offerSent || sentHere;

  function start() {
    // While the session is still being read, open anyway: the sheet's own check answers 401 if signed out.
    if (!user && !loading) {
      toast.error(OFFER_TEXTS.loginRequired);
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
        aria-label={sent ? `Offer Sent for ${listing.title}` : `Send an Offer for ${listing.title}`}
      >
        {sent ? <CheckIcon aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
        {sent ? 'Offer Sent' : 'Send an Offer'}
      </Button>
      {sent ? <SentOffersButton label="View your offer" firstPropertyId={listing.propertyId} className="h-11 w-full" data-testid="view-offer" /> : null}
      {opened ? (
        <OfferSheet
          open={open}
          onOpenChange={setOpen}
          listing={listing}
          onSent={() => {
            setSentHere(true);
            onOfferSent?.();
          }}
        />
      ) : null}
    </>
  );
}
