'use client';

import { Heart } from 'lucide-react';
import { useCopy } from '@/components/i18n/copy-scope';
import { EmptyList } from '@/components/visits/empty-list';
import type { ShortlistItem } from '@/lib/visits/types';
import { ShortlistCard, ShortlistCardSkeleton } from './shortlist-card';

/**
 * The Shortlisted tab (spec 2.7): open visits first, then newest (the order comes from the server).
 * `onChanged`: an offer was sent or a heart changed on a card, so the list is read again.
 */
export function ShortlistList({ items, onChanged }: { items: ShortlistItem[]; onChanged?: () => void }) {
  const t = useCopy('tenant');
  if (items.length === 0) {
    return (
      <EmptyList
        icon={Heart}
        testId="shortlist-empty"
        title={t('shortlist.emptyTitle')}
        description={t('shortlist.emptyBody')}
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
  const t = useCopy('tenant');
  return (
    <div className="space-y-4" aria-busy="true" aria-label={t('shortlist.loading')}>
      <ShortlistCardSkeleton />
      <ShortlistCardSkeleton />
    </div>
  );
}
