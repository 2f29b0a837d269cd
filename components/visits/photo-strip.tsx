'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { Home } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SafeImage } from '@/components/common/safe-image';
import { cn } from '@/lib/utils';
import { useCopy } from '@/components/i18n/copy-scope';

// The photo carousel of a visit or shortlist card: swipe (12 px threshold, spec 9), no autoplay in a list.

export function PhotoStrip({ photos, alt, className, children }: { photos: string[]; alt: string; className?: string; children?: React.ReactNode }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: photos.length > 1, dragThreshold: 12 });
  const [index, setIndex] = useState(0);
  const t = useCopy('visits');
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  return (
    <div className={cn('relative aspect-[16/10] w-full overflow-hidden bg-muted', className)}>
      {photos.length === 0 ? (
        <div role="img" aria-label={t('photos.none', { alt })} className="flex h-full items-center justify-center text-muted-foreground">
          <Home aria-hidden="true" className="size-10" strokeWidth={1.5} />
        </div>
      ) : (
        <div ref={viewportRef} className="h-full overflow-hidden" aria-roledescription="carousel" aria-label={t('photos.carousel', { alt })}>
          <div className="flex h-full touch-pan-y">
            {photos.map((src, slide) => (
              <div key={`${src}-${slide}`} role="group" aria-roledescription="slide" aria-label={t('photos.slide', { index: slide + 1, count: photos.length })} className="relative h-full min-w-0 shrink-0 grow-0 basis-full">
                <SafeImage src={src} alt={t('photos.photo', { alt, index: slide + 1, count: photos.length })} fill sizes="(max-width: 512px) 100vw, 512px" className="object-cover" loading="lazy" draggable={false} />
              </div>
            ))}
          </div>
        </div>
      )}
      {photos.length > 1 && (
        <div className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center gap-1.5" aria-hidden="true">
          {photos.map((src, dot) => (
            <span key={`${src}-dot-${dot}`} className={cn('h-1.5 rounded-full bg-white/70 shadow transition-all', dot === index ? 'w-4 bg-white' : 'w-1.5')} />
          ))}
        </div>
      )}
      {children}
    </div>
  );
}
