'use client';

import { ChevronLeft, ChevronRight, ImageOff, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { SafeImage } from '@/components/common/safe-image';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SWIPE_THRESHOLD_PX } from '@/components/common/swipe';

/** The full-screen gallery 'Property Images' (spec 2.3): first photo 'Primary', the others 'Gallery'. */
export function PropertyGallery({ open, onOpenChange, photos, startIndex, alt }: { open: boolean; onOpenChange(open: boolean): void; photos: string[]; startIndex: number; alt: string }) {
  const t = useCopy('listings');
  const [index, setIndex] = useState(startIndex);
  const start = useRef<number | null>(null);
  // This stays mounted while the gallery is closed: reopened from the same photo (as after closing by back or X),
  // it shows the photo last looked at; opened from another photo, that one.
  const openedFrom = useRef(startIndex);
  useEffect(() => {
    if (!open || openedFrom.current === startIndex) return;
    openedFrom.current = startIndex;
    setIndex(startIndex);
  }, [open, startIndex]);
  const go = (next: number) => setIndex(Math.max(0, Math.min(photos.length - 1, next)));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showClose={false}
        data-testid="property-gallery"
        className="inset-0 left-0 top-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 bg-black p-0 text-white"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(index + 1);
          if (event.key === 'ArrowLeft') go(index - 1);
        }}
      >
        <header className="flex items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <DialogTitle className="text-base font-semibold text-white">{t('media.galleryTitle')}</DialogTitle>
            <DialogDescription className="sr-only">{alt}</DialogDescription>
          </div>
          {photos.length > 0 && (
            <span className="rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold tabular-nums" data-testid="gallery-counter">
              {index + 1} / {photos.length}
            </span>
          )}
          <DialogClose aria-label={t('media.close')} className="flex size-11 items-center justify-center rounded-full hover:bg-white/10">
            <XIcon aria-hidden="true" className="size-6" />
          </DialogClose>
        </header>
        {photos.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 text-white/80">
            <ImageOff aria-hidden="true" className="size-10" />
            <p>{t('media.noImages')}</p>
          </div>
        ) : (
          <div
            className="relative flex-1 touch-pan-y"
            onPointerDown={(event) => (start.current = event.clientX)}
            onPointerUp={(event) => {
              if (start.current === null) return;
              const dx = event.clientX - start.current;
              start.current = null;
              if (Math.abs(dx) > SWIPE_THRESHOLD_PX) go(index + (dx < 0 ? 1 : -1));
            }}
          >
            <SafeImage key={photos[index]} src={photos[index]} alt={t('media.photoAlt', { name: alt, number: index + 1 })} fill sizes="100vw" className="object-contain" draggable={false} />
            <span className="absolute left-4 top-2 rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-black" data-testid="gallery-label">
              {index === 0 ? t('media.primary') : t('media.gallery')}
            </span>
            <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('media.previousPhoto')} className="absolute left-2 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white shadow disabled:opacity-0">
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button type="button" onClick={() => go(index + 1)} disabled={index === photos.length - 1} aria-label={t('media.nextPhoto')} className="absolute right-2 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white shadow disabled:opacity-0">
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
        )}
        {photos.length > 1 && (
          <div className="flex gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:none]">
            {photos.map((photo, position) => (
              <button key={photo + position} type="button" onClick={() => setIndex(position)} aria-label={t('media.photo', { number: position + 1 })} aria-current={position === index} className={`relative h-14 w-20 shrink-0 overflow-hidden rounded-md border-2 ${position === index ? 'border-white' : 'border-transparent opacity-60'}`}>
                <SafeImage src={photo} alt="" fill sizes="80px" className="object-cover" />
              </button>
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
