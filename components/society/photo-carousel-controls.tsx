'use client';

// The photo carousel's controls (photo-carousel-frame.tsx): the arrows, the 'n/m' count and play/pause, drawn over
// the photos when there are two or more.

import { useCopy } from '@/components/i18n/copy-scope';

const controlClass =
  'flex size-11 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm transition-colors hover:bg-black/60 focus-visible:outline-white';

export interface CarouselIcons {
  previous: React.ReactNode;
  next: React.ReactNode;
  pause: React.ReactNode;
  play: React.ReactNode;
}

interface CarouselControlsProps {
  index: number;
  count: number;
  playing: boolean;
  icons: CarouselIcons;
  onMove: (direction: 'prev' | 'next') => void;
  onTogglePlay: () => void;
}

export function CarouselControls({ index, count, playing, icons, onMove, onTogglePlay }: CarouselControlsProps) {
  const t = useCopy('society');
  return (
    <>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-black/40 to-transparent" />
      <button type="button" onClick={() => onMove('prev')} aria-label={t('photos.previous')} className={`${controlClass} absolute left-2 top-1/2 -translate-y-1/2`}>
        {icons.previous}
      </button>
      <button type="button" onClick={() => onMove('next')} aria-label={t('photos.next')} className={`${controlClass} absolute right-2 top-1/2 -translate-y-1/2`}>
        {icons.next}
      </button>
      <div className="absolute bottom-2 right-2 flex items-center gap-2">
        <span className="rounded-full bg-black/55 px-2.5 py-1 text-xs font-semibold tabular-nums text-white" aria-hidden="true">
          {index + 1}/{count}
        </span>
        <button type="button" onClick={onTogglePlay} aria-label={playing ? t('photos.pause') : t('photos.play')} className={controlClass}>
          {playing ? icons.pause : icons.play}
        </button>
      </div>
    </>
  );
}
