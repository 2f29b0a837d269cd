import { Building2, ChevronLeft, ChevronRight, Pause, Play } from '@/components/icons/static-icons';
import { useTranslations } from 'next-intl';
import { SafeImage } from '@/components/common/safe-image';
import { PhotoCarouselFrame } from './photo-carousel-frame';

// The society's photo carousel (spec 9; behaviour in ./photo-carousel-frame.tsx). A server component: the
// photos' <img> (srcset from getImageProps) and the control icons are rendered here, so the island carries
// neither next/image nor the icons' code.

const FRAME = 'relative aspect-[4/3] w-full overflow-hidden bg-muted';
const SIZES = '(max-width: 672px) 100vw, 672px';

export function PhotoCarousel({ photos, name }: { photos: string[]; name: string }) {
  const t = useTranslations('society.photos');
  const count = photos.length;
  if (count === 0) {
    return (
      <div className={`${FRAME} flex items-center justify-center text-muted-foreground`} role="img" aria-label={t('none', { name })}>
        <Building2 className="size-14" strokeWidth={1.5} />
      </div>
    );
  }
  const slides = photos.map((src, slide) => (
    // A broken photo shows the placeholder (spec 2.16) instead of an empty slide.
    <SafeImage
      key={src}
      src={src}
      alt={t('alt', { name, number: slide + 1, count })}
      fill
      sizes={SIZES}
      // The first photo is the page's largest paint: preload it; the rest load when needed.
      priority={slide === 0}
      loading={slide === 0 ? undefined : 'lazy'}
      className="object-cover"
      draggable={false}
    />
  ));
  return (
    <PhotoCarouselFrame
      slides={slides}
      name={name}
      frame={FRAME}
      icons={{
        previous: <ChevronLeft className="size-5" />,
        next: <ChevronRight className="size-5" />,
        pause: <Pause className="size-4" />,
        play: <Play className="size-4" />,
      }}
    />
  );
}
