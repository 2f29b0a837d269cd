'use client';

// The offer's way to its owner (docs/owners.md): 'Forward to owner' sends the owner a fresh link (revoking an
// earlier one), 'Revoke link' stops an open one. Each is audited on the server; a refusal (no owner on record)
// is a toast with the server's words.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import type { DeskOfferRow } from '@/lib/offers/desk';
import { offersDeskApi } from './offers-api';

const LINK_LABELS = { open: 'Owner link open', decided: 'Owner answered', expired: 'Owner link expired', revoked: 'Owner link revoked' } as const;

export function OwnerLinkActions({ offer }: { offer: DeskOfferRow }) {
  const router = useRouter();
  const [pending, setPending] = useState<'forward' | 'revoke' | null>(null);
  if (!offer.actions.forward && !offer.actions.revokeLink && !offer.ownerLink) return null;

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

  const about = `${offer.firstName}’s offer on ${offer.homeTitle}, ${offer.societyName}`;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2" data-testid="owner-link-actions">
      {offer.ownerLink ? <span className="text-xs text-muted-foreground">{LINK_LABELS[offer.ownerLink]}</span> : null}
      {offer.actions.forward ? (
        <Button type="button" size="sm" variant="outline" className="min-h-11" disabled={pending !== null} onClick={() => void act('forward')} aria-label={`${offer.ownerLink ? 'Send a new link' : 'Forward to owner'}: ${about}`}>
          {offer.ownerLink ? 'Send a new link' : 'Forward to owner'}
        </Button>
      ) : null}
      {offer.actions.revokeLink ? (
        <Button type="button" size="sm" variant="outline" className="min-h-11" disabled={pending !== null} onClick={() => void act('revoke')} aria-label={`Revoke link: the owner link of ${about}`}>
          Revoke link
        </Button>
      ) : null}
    </div>
  );
}
