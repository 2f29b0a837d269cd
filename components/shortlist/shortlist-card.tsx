'use client';

import { Heart, Info } from 'lucide-react';
import { useState } from 'react';
import { HeartButton } from '@/components/hearts/heart-button';
import { HomeCardSkeleton } from '@/components/homes/home-card-skeleton';
import { HomeFacts } from '@/components/homes/home-facts';
import { HomeNotes } from '@/components/homes/home-notes';
import { OfferAnswerLine } from '@/components/offers/offer-answer-line';
import { SendOfferButton } from '@/components/offers/send-offer-button';
import { Button } from '@/components/ui/button';
import { useCopy } from '@/components/i18n/copy-scope';
import { homeTitle } from '@/lib/listings/display';
import type { ShortlistItem } from '@/lib/visits/types';
import { PhotoStrip } from '@/components/visits/photo-strip';
import { ShortlistDetailsSheet } from './shortlist-details-sheet';

/** `onHeartChanged`: the heart was set or removed here (a home only hearted leaves the list). */
export function ShortlistCard({ item, onOfferSent, onHeartChanged }: { item: ShortlistItem; onOfferSent?: () => void; onHeartChanged?: () => void }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const t = useCopy('tenant');
  const title = homeTitle(item.bedroom, item.furnishing);
  const homeName = t('shortlist.card.homeIn', { home: title, society: item.societyName });

  return (
    <article className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm" data-testid="shortlist-card" data-source={item.source}>
      <PhotoStrip photos={item.photos} alt={homeName}>
        <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-background/95 px-2 py-0.5 text-xs font-semibold text-primary shadow-sm">
          <Heart aria-hidden="true" className="size-3.5 fill-current" />
          {/* Where it came from: a visit marked Shortlisted, or a heart tapped on a listing. */}
          {item.source === 'heart' ? t('shortlist.card.hearted') : t('shortlist.card.shortlisted')}
        </span>
        <span className="absolute right-2 top-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">{item.kind === 'rent' ? t('shortlist.card.forRent') : t('shortlist.card.forSale')}</span>
      </PhotoStrip>
      <div className="space-y-2 p-3">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-bold leading-tight text-foreground">{title}</h3>
            <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{item.societyName}</p>
          </div>
          {(item.rentListingId ?? item.saleListingId) && (
            <HeartButton listingId={(item.rentListingId ?? item.saleListingId)!} homeName={homeName} known={item.hearted} className="-mr-1 -mt-1 shrink-0" surface="bg-muted/60" onChange={onHeartChanged} />
          )}
        </div>
        <HomeFacts home={item} />
        <OfferAnswerLine offer={item} testId="shortlist" />
        {item.notes && <HomeNotes notes={item.notes} clamp={false} testId="shortlist-notes" />}
        {/* Side by side from about 340 px; stacked below, so neither label is cut off at 320 px. */}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button type="button" variant="outline" className="flex-1 basis-36" onClick={() => setDetailsOpen(true)}>
            <Info aria-hidden="true" />
            {t('shortlist.card.viewDetails')}
          </Button>
          {item.kind === 'rent' && item.rentListingId && item.price !== null && (
            <div className="flex-1 basis-36">
              <SendOfferButton
                rentListingId={item.rentListingId}
                propertyId={item.propertyId}
                societyId={item.societyId}
                societyName={item.societyName}
                title={title}
                askingRent={item.price}
                askingDeposit={item.rent?.deposit ?? null}
                ownerPreferences={item.rent ? { preferredTenants: item.rent.preferredTenants, petsAllowed: item.rent.petsAllowed } : undefined}
                offerSent={item.offerSent}
                onOfferSent={onOfferSent}
              />
            </div>
          )}
        </div>
      </div>
      <ShortlistDetailsSheet item={item} open={detailsOpen} onOpenChange={setDetailsOpen} />
    </article>
  );
}

export function ShortlistCardSkeleton() {
  return <HomeCardSkeleton subtitleWidth="w-1/2" factsWidth="w-3/4" />;
}
