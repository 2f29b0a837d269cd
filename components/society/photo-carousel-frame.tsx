'use client';

import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
import dynamic from 'next/dynamic';
import { whenPageIdle } from '@/components/common/when-page-idle';
import { useCopy } from '@/components/i18n/copy-scope';
import { CarouselControls, type CarouselIcons } from './photo-carousel-controls';
import { useCallback, useEffect, useRef, useState } from 'react';

// Spec 9: auto-advance every 3000 ms, loops, swipe threshold 12 px. Autoplay stops for good once the person
// swipes or uses the controls (they took charge), holds while the pointer or keyboard focus is on it or while
// the carousel is off screen or the tab hidden, and does not start by itself for people who asked for
// reduced motion. The pause button satisfies WCAG 2.2.2.
// The server renders the first photo in place; embla (which measures the page) starts once the browser is
// idle after loading, or at the first touch, so it never competes with the first paint. Its code is fetched
// The other slides join the page once it is idle (until then they are neither in the HTML nor hydrated).
// Embla's code (./embla-driver) is fetched when it is first needed: at the first touch or arrow, or when
// autoplay's first advance is due (3 s after the page went idle), so it is not part of the page's loading.
// The photos (<img> with srcset, ./photo-carousel.tsx) and the icons arrive rendered by the server.
const EmblaDriver = dynamic(() => import('./embla-driver').then((module) => module.EmblaDriver), { ssr: false });
export const AUTOPLAY_MS = 3000;

// The same frame as the skeleton's (society-page-skeleton.tsx), so nothing moves when the page arrives.

/** True once the page has loaded and the main thread is idle. */
function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setIdle(true), { timeoutMs: 4000, fallbackMs: 1500 }), []);
  return idle;
}

/** Whether the element is on screen and the tab visible: no slideshow work nobody can see. */
function useSeen(element: HTMLElement | null): boolean {
  const [inView, setInView] = useState(true);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!element || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return inView && visible;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Autoplay's step: jump to the next photo and fade it in (see the autoplay effect). */
function advance(api: EmblaCarouselType) {
  api.scrollNext(true);
  api.slideNodes()[api.selectedScrollSnap()]?.animate?.([{ opacity: 0.4 }, { opacity: 1 }], { duration: 450, easing: 'ease-out' });
}


/** `slides`: one server-rendered photo per slide (at least one); `frame`: the frame's classes. */
export function PhotoCarouselFrame({ slides, name, frame: frameClass, icons }: { slides: React.ReactNode[]; name: string; frame: string; icons: CarouselIcons }) {
  const t = useCopy('society');
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  // An arrow tapped before embla's code has arrived: carried out as soon as it has.
  // 'auto': autoplay's first advance, due before embla was there.
  const pendingMove = useRef<'prev' | 'next' | 'auto' | null>(null);
  const idle = usePageIdle();
  const [started, setStarted] = useState(false);
  const startNow = useCallback(() => setStarted(true), []);
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const seen = useSeen(frame);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [holding, setHolding] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const autoplay = playing && !holding && seen && count > 1;

  // Reduced motion turns autoplay off; the play button can still turn it on deliberately.
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!api) return;
    const move = pendingMove.current;
    pendingMove.current = null;
    if (move === 'prev') api.scrollPrev();
    else if (move === 'next') api.scrollNext();
    else if (move === 'auto') advance(api);
    setIndex(api.selectedScrollSnap());
    const onSelect = () => setIndex(api.selectedScrollSnap());
    const onPointerDown = () => setPlaying(false);
    api.on('select', onSelect).on('pointerDown', onPointerDown);
    return () => {
      api.off('select', onSelect).off('pointerDown', onPointerDown);
    };
  }, [api]);

  // Autoplay jumps to the next photo and fades it in with the Web Animations API. Opacity animates on the
  // compositor, so an advance costs the main thread one frame, where a scripted slide costs one per frame
  // (a slow phone felt every one of them). Swipes and the arrows keep embla's sliding motion.
  useEffect(() => {
    if (!api || !autoplay) return;
    const timer = window.setInterval(() => advance(api), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [api, autoplay]);

  // Autoplay's first advance before embla is running: fetch and start it then, and advance once it is there.
  useEffect(() => {
    if (started || !idle || !autoplay) return;
    const timer = window.setTimeout(() => {
      pendingMove.current = 'auto';
      setStarted(true);
    }, AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [started, idle, autoplay]);

  const go = useCallback(
    (direction: 'prev' | 'next') => {
      setPlaying(false);
      if (!api) {
        pendingMove.current = direction; // a tap before embla is there: start it, then move
        startNow();
        return;
      }
      if (direction === 'prev') api.scrollPrev();
      else api.scrollNext();
    },
    [api, startNow],
  );

  return (
    <section
      ref={setFrame}
      aria-roledescription="carousel"
      aria-label={t('photos.label', { name })}
      className={frameClass}
      onPointerDown={startNow}
      onPointerEnter={() => setHolding(true)}
      onPointerLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolding(false);
      }}
    >
      {started && viewport && count > 1 ? <EmblaDriver viewport={viewport} onApi={setApi} /> : null}
      <div ref={setViewport} className="h-full overflow-hidden">
        {/* Screen readers hear slide changes only while autoplay is off (WAI-ARIA carousel pattern). */}
        <div className="flex h-full touch-pan-y" aria-live={autoplay ? 'off' : 'polite'}>
          {(idle || started ? slides : slides.slice(0, 1)).map((photo, slide) => (
            <div
              key={slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('photos.slide', { number: slide + 1, count })}
              className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              {photo}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && <CarouselControls index={index} count={count} playing={playing} icons={icons} onMove={go} onTogglePlay={() => setPlaying((value) => !value)} />}
    </section>
  );
}
