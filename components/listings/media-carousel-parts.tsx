'use client';

import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useCopy } from '@/components/i18n/copy-scope';
import { videoPlayerUrl } from '@/lib/listings/display';

// Parts of a listing's media carousel (media-carousel.tsx): the video slide, and the arrows with the dots.

export interface ListingVideo {
  playbackId: string;
  thumbnailUrl: string | null;
}

interface VideoSlideProps {
  video: ListingVideo;
  alt: string;
  playerUrlTemplate: string;
  /** The player is on: the iframe replaces the thumbnail (it loads only then). */
  playing: boolean;
  current: boolean;
  thumbnail: React.ReactNode;
  onPlay: () => void;
}

/** The video's thumbnail with a play button; the player iframe once it was tapped. */
export function VideoSlide({ video, alt, playerUrlTemplate, playing, current, thumbnail, onPlay }: VideoSlideProps) {
  const t = useCopy('listings');
  if (playing && current) {
    return (
      <iframe
        src={videoPlayerUrl(video.playbackId, playerUrlTemplate)}
        title={t('media.videoOf', { name: alt })}
        className="absolute inset-0 h-full w-full border-0"
        allow="accelerometer; gyroscope; autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        data-testid="video-player"
      />
    );
  }
  return (
    // Pointer taps are handled by the swipe logic; this click is the keyboard's Enter/Space.
    <button type="button" tabIndex={current ? 0 : -1} className="group absolute inset-0" onClick={(event) => event.detail === 0 && onPlay()} aria-label={t('media.playVideo', { name: alt })}>
      {thumbnail}
      <span className="absolute inset-0 flex items-center justify-center bg-black/25">
        <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-primary shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
        </span>
      </span>
      <span className="absolute left-2 top-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">{t('media.video')}</span>
    </button>
  );
}

/** Previous and Next (hidden at either end), and a dot per item with the current one long. */
export function CarouselArrows({ index, count, onGo }: { index: number; count: number; onGo: (index: number) => void }) {
  const t = useCopy('listings');
  return (
    <>
      <button type="button" onClick={() => onGo(index - 1)} disabled={index === 0} aria-label={t('media.previous')} className="absolute left-2 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-foreground shadow disabled:opacity-0">
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button type="button" onClick={() => onGo(index + 1)} disabled={index === count - 1} aria-label={t('media.next')} className="absolute right-2 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-foreground shadow disabled:opacity-0">
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      <div className="pointer-events-none absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-1.5" aria-hidden="true">
        {Array.from({ length: count }, (_, position) => (
          <span key={position} className={position === index ? 'h-1.5 w-4 rounded-full bg-white shadow' : 'size-1.5 rounded-full bg-white/60 shadow'} />
        ))}
      </div>
    </>
  );
}
