import { Heart } from 'lucide-react';
import { EmptyList } from '@/components/visits/empty-list';
import type { ShortlistItem } from '@/lib/visits/types';
import { ShortlistCard, ShortlistCardSkeleton } from './shortlist-card';

/**
 * The Shortlisted tab (spec 2.7): open visits first, then newest (the order comes from the server).
 * `onChanged`: an offer was sent or a heart changed on a card, so the list is read again.
 */
export function ShortlistList({ items, onChanged }: { items: ShortlistItem[]; onChanged?: () => void }) {
  if (items.length === 0) {
    return (
      <EmptyList
        icon={Heart}
        testId="shortlist-empty"
        title="Nothing shortlisted yet"
        description="Tap the heart on any home, or mark it Shortlisted after a visit, and it will wait for you here."
      />
    );
  }
  return (
    <ul className="space-y-4" data-testid="shortlist">
      {items.map((item) => (
        <li key={item.visitId ?? `heart:${item.rentListingId ?? item.saleListingId}`}>
          <ShortlistCard item={item} onOfferSent={onChanged} onHeartChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}

export function ShortlistListSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading shortlisted properties">
      <ShortlistCardSkeleton />
      <ShortlistCardSkeleton />
    </div>
  );
}
