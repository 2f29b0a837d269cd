'use client';

// Stand-in for the offer flow (issue "Tenant profile and rental offers"), which replaces this file at merge
// time with the same interface. It shows the button and its 'Offer Sent' state; the sheet is not here yet.
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';

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

export function SendOfferButton(props: SendOfferButtonProps): React.JSX.Element {
  return (
    <Button type="button" className="flex-1" disabled={props.offerSent} data-testid="send-offer">
      {!props.offerSent && <Send aria-hidden="true" />}
      {props.offerSent ? 'Offer Sent' : 'Send an Offer'}
    </Button>
  );
}
