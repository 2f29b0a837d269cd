'use client';

// The offer's way to its owner (docs/owners.md): 'Forward to owner' sends the owner a fresh link (revoking an
// earlier one), 'Revoke link' stops an open one. Both are items of the row's menu (offer-row-menu.tsx); each is
// audited on the server, and a refusal (no owner on record) is a toast with the server's words.
import type { DeskOfferRow } from '@/lib/offers/desk';
import { offersDeskApi } from './offers-api';
import { useDeskAction } from '../use-desk-action';

export const LINK_LABELS = { open: 'Owner link open', decided: 'Owner answered', expired: 'Owner link expired', revoked: 'Owner link revoked' } as const;

/** The state of the offer's newest owner link, in words ('Owner link open'); nothing when none was sent. */
export function OwnerLinkState({ offer }: { offer: Pick<DeskOfferRow, 'ownerLink'> }) {
  return offer.ownerLink ? <span className="block text-xs text-muted-foreground" data-testid="owner-link-state">{LINK_LABELS[offer.ownerLink]}</span> : null;
}

/** 'Forward to owner' and 'Revoke link' as calls, with their toasts; `pending` while one is on its way. */
export function useOwnerLinkActions(offer: Pick<DeskOfferRow, 'id'>) {
  const { pending, busy, run } = useDeskAction<'forward' | 'revoke'>();
  return {
    pending,
    busy,
    forward: () => void run('forward', () => offersDeskApi.forward(offer.id), 'Sent to the owner'),
    revoke: () => void run('revoke', () => offersDeskApi.revokeLink(offer.id), 'The owner link no longer works'),
  };
}
