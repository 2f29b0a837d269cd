'use client';

import { Compass, Heart, Info, Layers, Maximize2, StickyNote } from 'lucide-react';
import { useState } from 'react';
import { HeartButton } from '@/components/hearts/heart-button';
import { SendOfferButton } from '@/components/offers/send-offer-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { floorLabel } from '@/lib/visits/format';
import type { ShortlistItem } from '@/lib/visits/types';
import { PhotoStrip } from '@/components/visits/photo-strip';
import { ShortlistDetailsSheet } from './shortlist-details-sheet';
import { homeTitle, maintenanceLabel, priceLabel } from './shortlist-format';

const sqftFormat = new Intl.NumberFormat('en-IN');

/** `onHeartChanged`: the heart was set or removed here (a home only hearted leaves the list). */
export function ShortlistCard({ item, onOfferSent, onHeartChanged }: { item: ShortlistItem; onOfferSent?: () => void; onHeartChanged?: () => void }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const title = homeTitle(item);
  const maintenance = maintenanceLabel(item);
  const facts = [
    item.facing && { icon: Compass, text: `${item.facing} facing` },
    floorLabel(item.floor) && { icon: Layers, text: floorLabel(item.floor)! },
    item.sqft && { icon: Maximize2, text: `${sqftFormat.format(item.sqft)} sqft` },
  ].filter(Boolean) as { icon: typeof Compass; text: string }[];

  return (
    <article className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm" data-testid="shortlist-card" data-source={item.source}>
      <PhotoStrip photos={item.photos} alt={`${title} in ${item.societyName}`}>
        <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-background/95 px-2 py-0.5 text-xs font-semibold text-primary shadow-sm">
          <Heart aria-hidden="true" className="size-3.5 fill-current" />
          {/* Where it came from: a visit marked Shortlisted, or a heart tapped on a listing. */}
          {item.source === 'heart' ? 'Hearted' : 'Shortlisted'}
        </span>
        <span className="absolute right-2 top-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">{item.kind === 'rent' ? 'For Rent' : 'For Sale'}</span>
      </PhotoStrip>
      <div className="space-y-2 p-3">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-bold leading-tight text-foreground">{title}</h3>
            <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{item.societyName}</p>
          </div>
          {(item.rentListingId ?? item.saleListingId) && (
            <HeartButton listingId={(item.rentListingId ?? item.saleListingId)!} homeName={`${title} in ${item.societyName}`} className="-mr-1 -mt-1 shrink-0 bg-muted/60" onChange={onHeartChanged} />
          )}
        </div>
        <p className="text-lg font-bold leading-tight text-foreground">
          {priceLabel(item)}
          {maintenance && <span className="ml-1.5 text-xs font-medium text-muted-foreground">{maintenance}</span>}
        </p>
        {facts.length > 0 && (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {facts.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-1">
                <Icon aria-hidden="true" className="size-3.5" />
                {text}
              </li>
            ))}
          </ul>
        )}
        {item.notes && (
          <p className="flex gap-1.5 rounded-lg bg-muted/60 px-2.5 py-2 text-sm text-foreground/80" data-testid="shortlist-notes">
            <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 whitespace-pre-line break-words">{item.notes}</span>
          </p>
        )}
        {/* Side by side from about 340 px; stacked below, so neither label is cut off at 320 px. */}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button type="button" variant="outline" className="flex-1 basis-36" onClick={() => setDetailsOpen(true)}>
            <Info aria-hidden="true" />
            View Details
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
  return (
    <div className="overflow-hidden rounded-2xl border border-border" aria-hidden="true">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-3 w-3/4" />
        <div className="flex flex-wrap gap-2 pt-1">
          <Skeleton className="h-11 flex-1 basis-36" />
          <Skeleton className="h-11 flex-1 basis-36" />
        </div>
      </div>
    </div>
  );
}
