import { Badge } from '@/components/ui/badge';
import { offerStatusLabel, offerStatusTone } from '@/lib/offers/status';
import { formatIndiaDay } from '@/lib/time/india';
import type { OfferAnswerFacts } from '@/lib/visits/types';

/**
 * 'Your offer [Accepted] 27 Nov 2026': the person's newest offer on a home and the day it was answered (by the
 * owner or the team), on the shortlist card and the visit card alike. Nothing without an offer.
 */
export function OfferAnswerLine({ offer, testId }: { offer: OfferAnswerFacts; testId: string }) {
  if (!offer.offerStatus) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground" data-testid={`${testId}-offer-status`}>
      Your offer
      <Badge variant={offerStatusTone(offer.offerStatus)}>{offerStatusLabel(offer.offerStatus)}</Badge>
      {offer.offerAnsweredAt ? <span data-testid={`${testId}-offer-answered`}>{formatIndiaDay(offer.offerAnsweredAt)}</span> : null}
    </p>
  );
}
