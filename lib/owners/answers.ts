// The owner's answers to an offer, as the owner page and the tenant's side name them.
import { OWNER_LINK_DAYS } from './owners';

export const OWNER_DECISION_LABELS: Record<string, string> = {
  accept: 'Accepted',
  decline: 'Declined',
  counter: 'Counter offer sent',
};

/** What happens after an accepted offer, in the tenant's words. */
export const ACCEPTED_NEXT_STEPS =
  'The GHomes team will call you within one working day about the token amount and the documents the society asks for.';

/**
 * What the owner sees once the device is proved: the terms beside the asking ones, the home with its unit, what the
 * tenant wrote for the owner (contact details taken out) and the tenant's summary (first name only).
 */
export interface OwnerOfferView {
  status: string;
  societyName: string;
  propertyTitle: string;
  /** The unit (house number) when the listing names it. */
  unit: string | null;
  askingRent: number;
  askingDeposit: number | null;
  offeredRent: number;
  offeredDeposit: number;
  moveinDate: string;
  /** The tenant's 'Extra fittings' and 'Message to the owner' (lib/offers/tenant-notes.ts), null when none. */
  extraFittings: string | null;
  message: string | null;
  counter: { rent: number; deposit: number; moveinDate: string } | null;
  /** The first name always; the summary only while the tenant allows it ('share_tenant_profile', docs/privacy.md). */
  tenant: { firstName: string; summary: { occupation: string; tenantType: string; household: 'Family' | 'Bachelors' | 'Other' } | null };
}


/** What 'Send me a new link' on a closed offer link did (server/offers/new-owner-link.ts). */
export type NewOfferLinkOutcome = 'sent' | 'newer_link' | 'not_waiting' | 'taken_back';

export const NEW_OFFER_LINK_TEXTS: Record<NewOfferLinkOutcome, string> = {
  sent: `A new link is on its way to your e-mail and WhatsApp. It works for ${OWNER_LINK_DAYS} days.`,
  newer_link: 'A newer link has already been sent to you: please use the latest message from us.',
  not_waiting: 'This offer no longer needs your answer.',
  taken_back: 'The team has taken this link back. Please contact them if the offer still needs your answer.',
};
