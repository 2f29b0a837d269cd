'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';
import { SWIPE_THRESHOLD_PX } from '@/components/common/swipe';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Runs embla on the carousel's server-rendered viewport (spec 9: loops, 12 px swipe threshold) and hands its
 * API up. A component of its own so that photo-carousel.tsx can load embla's code with next/dynamic when the
 * carousel starts (after the page is idle, or at the first touch).
 */
export function EmblaDriver({ viewport, onApi }: { viewport: HTMLElement; onApi: (api: EmblaCarouselType | undefined) => void }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, dragThreshold: SWIPE_THRESHOLD_PX });
  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewport, viewportRef]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
