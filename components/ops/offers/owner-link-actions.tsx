'use client';

// The offer's way to its owner (docs/owners.md): 'Forward to owner' sends the owner a fresh link (revoking an
// earlier one), 'Revoke link' stops an open one. Both are items of the row's menu (offer-row-menu.tsx); each is
// audited on the server, and a refusal (no owner on record) is a toast with the server's words.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import type { DeskOfferRow } from '@/lib/offers/desk';
import { offersDeskApi } from './offers-api';

export const LINK_LABELS = { open: 'Owner link open', decided: 'Owner answered', expired: 'Owner link expired', revoked: 'Owner link revoked' } as const;

/** The state of the offer's newest owner link, in words ('Owner link open'); nothing when none was sent. */
export function OwnerLinkState({ offer }: { offer: Pick<DeskOfferRow, 'ownerLink'> }) {
  return offer.ownerLink ? <span className="block text-xs text-muted-foreground" data-testid="owner-link-state">{LINK_LABELS[offer.ownerLink]}</span> : null;
}

/** 'Forward to owner' and 'Revoke link' as calls, with their toasts; `pending` while one is on its way. */
export function useOwnerLinkActions(offer: Pick<DeskOfferRow, 'id'>) {
  const router = useRouter();
  const [pending, setPending] = useState<'forward' | 'revoke' | null>(null);
  async function act(kind: 'forward' | 'revoke') {
    setPending(kind);
    try {
      if (kind === 'forward') await offersDeskApi.forward(offer.id);
      else await offersDeskApi.revokeLink(offer.id);
      toast.success(kind === 'forward' ? 'Sent to the owner' : 'The owner link no longer works');
      router.refresh();
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setPending(null);
    }
  }
  return { pending, forward: () => void act('forward'), revoke: () => void act('revoke') };
}
