'use client';

import { Images } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { SWIPE_THRESHOLD_PX } from '@/components/common/swipe';
import { CarouselArrows, VideoSlide, type ListingVideo } from './media-carousel-parts';

// A listing's media (spec 2.3): the video first when there is one, then the photos. A horizontal drag of more
// than 12 px (spec 9) moves to the next or previous item; a shorter touch is a tap, which opens the gallery
// on a photo and starts the player on the video. The player iframe loads only on that tap.
// The pictures arrive rendered by the server (./property-card.tsx: <img> with srcset via getImageProps), so this
// island carries no next/image. Only the first item is in the HTML and hydrated; the others join on the first
// touch, key press or arrow (a long list of cards hydrated every photo of every listing before).
const PropertyGallery = dynamic(() => import('./property-gallery').then((module) => module.PropertyGallery), { ssr: false });

interface MediaCarouselProps {
  photos: string[];
  video: ListingVideo | null;
  alt: string;
  playerUrlTemplate: string;
  /** One server-rendered picture per photo, in `photos`' order. */
  images: React.ReactNode[];
  /** The video's thumbnail, server-rendered (when there is a video). */
  videoThumbnail: React.ReactNode;
  /** The placeholder shown when there is neither a photo nor a video. */
  emptyImage: React.ReactNode;
}

type Item = { kind: 'video'; video: ListingVideo } | { kind: 'photo'; url: string; photoIndex: number };

export function MediaCarousel({ photos, video, alt, playerUrlTemplate, images, videoThumbnail, emptyImage }: MediaCarouselProps) {
  const t = useCopy('listings');
  const items: Item[] = [...(video ? [{ kind: 'video' as const, video }] : []), ...photos.map((url, photoIndex) => ({ kind: 'photo' as const, url, photoIndex }))];
  const [index, setIndex] = useState(0);
  // Whether the items after the first are mounted: from the first sign that someone is using this carousel.
  const [awake, setAwake] = useState(false);
  const wake = () => setAwake(true);
  const [playing, setPlaying] = useState(false);
  const [gallery, setGallery] = useState<{ open: boolean; start: number; used: boolean }>({ open: false, start: 0, used: false });
  const start = useRef<{ x: number; y: number } | null>(null);

  const go = (next: number) => {
    wake();
    setIndex(Math.max(0, Math.min(items.length - 1, next)));
  };
  const current = items[index];

  function tap(item: Item | undefined) {
    if (!item) return setGallery({ open: true, start: 0, used: true });
    if (item.kind === 'video') setPlaying(true);
    else setGallery({ open: true, start: item.photoIndex, used: true });
  }

  function onPointerUp(event: React.PointerEvent) {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
    else if (Math.abs(dx) <= SWIPE_THRESHOLD_PX && Math.abs(dy) <= SWIPE_THRESHOLD_PX) tap(current);
  }

  return (
    <div className="relative aspect-[4/3] w-full select-none overflow-hidden bg-muted" data-testid="media-carousel" onPointerDownCapture={wake} onFocusCapture={wake}>
      <div
        className="flex h-full touch-pan-y transition-transform duration-300 ease-out"
        // No transform at all on the first item: the server's HTML paints the first photo where it stays.
        style={index > 0 ? { transform: `translateX(-${index * 100}%)` } : undefined}
        onPointerDown={(event) => {
          if (event.button === 0) start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {items.length === 0 && (
          <button type="button" className="relative h-full w-full shrink-0" onClick={() => tap(undefined)} aria-label={t('media.openPhotos')}>
            {emptyImage}
          </button>
        )}
        {items.map((item, position) => (
          <div key={item.kind === 'video' ? 'video' : item.url + position} className="relative h-full w-full shrink-0" aria-hidden={position !== index}>
            {position > 0 && !awake ? null : item.kind === 'video' ? (
              <VideoSlide video={item.video} alt={alt} playerUrlTemplate={playerUrlTemplate} playing={playing} current={position === index} thumbnail={videoThumbnail} onPlay={() => tap(item)} />
            ) : (
              <button
                type="button"
                tabIndex={position === index ? 0 : -1}
                className="absolute inset-0"
                // Pointer taps are handled by the swipe logic; this click is the keyboard's Enter/Space.
                onClick={(event) => event.detail === 0 && tap(item)}
                aria-label={t('media.openPhoto', { number: item.photoIndex + 1, count: photos.length, name: alt })}
              >
                {images[item.photoIndex]}
              </button>
            )}
          </div>
        ))}
      </div>
      {items.length > 1 && <CarouselArrows index={index} count={items.length} onGo={go} />}
      <span className="pointer-events-none absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium tabular-nums text-white" aria-live="polite">
        <Images aria-hidden="true" className="size-3.5" />
        {items.length ? `${index + 1}/${items.length}` : '0'}
      </span>
      {gallery.used && <PropertyGallery open={gallery.open} onOpenChange={(open) => setGallery((state) => ({ ...state, open }))} photos={photos} startIndex={gallery.start} alt={alt} />}
    </div>
  );
}
