import type { ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { compactSrcSet, definedOnly, expandSrcSet, isFillStyle, widthsForSlot } from './compact-srcset';
import { FallbackImg } from './fallback-img';
import { imageProps } from './image-internals';

/** Shown when a photo is missing or fails to load (spec 2.16: broken images fall back to a placeholder). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export type SafeImageProps = Omit<ImageProps, 'src' | 'alt' | 'onLoad' | 'onLoadingComplete'> & {
  /** A missing photo (null/undefined/'') shows the placeholder straight away. */
  src: ImageProps['src'] | null | undefined;
  /** Required: describe the photo (the placeholder keeps the same text). */
  alt: string;
  fallbackSrc?: string;
};

/**
 * next/image's output (optimised srcset and sizes, `fill`, lazy loading) with a broken-image fallback.
 * Not a client component: rendered by a server component, next/image's prop computation (./image-internals)
 * runs on the server and the browser gets a plain <img> in a tiny island (./fallback-img), without
 * next/image's client code. Rendered inside a
 * client component (the gallery, the visits pages) it works the same, in the browser.
 * `unoptimized` serves the original URL, as next/image does.
 */
export function SafeImage({ src, alt, fallbackSrc = PLACEHOLDER_IMAGE, unoptimized, placeholder, fetchPriority, priority, ...props }: SafeImageProps) {
  const missing = !src;
  const img = imageProps({
    ...props,
    alt,
    src: missing ? fallbackSrc : src,
    priority,
    // A priority photo is the page's largest paint: with 'high' on the <img> and on its preload link the
    // browser fetches it before scripts and styles.
    fetchPriority: fetchPriority ?? (priority ? 'high' : undefined),
    // The placeholder is a small local SVG: no optimisation or blur-up needed.
    unoptimized: missing || unoptimized,
    placeholder: missing ? 'empty' : placeholder,
  });
  // The optimiser's URLs differ only by width: the island gets the URL once and the widths, and builds the same
  // srcset (checked here, else it gets the srcset as it is). The page's payload then carries each photo once;
  // `fill`'s style goes as a flag and unset props not at all (./compact-srcset). A fixed-width slot keeps only
  // the widths a screen can pick for it (widthsForSlot).
  const fullCompact = compactSrcSet(img.src, img.srcSet);
  const compact = fullCompact && widthsForSlot(fullCompact, img.sizes);
  if (priority) {
    // What next/image does for a priority image: a preload link in the head, with the same srcset.
    const { src: preloadSrc, srcSet: preloadSrcSet } = compact ? expandSrcSet(compact) : img;
    preload(preloadSrc, { as: 'image', imageSrcSet: preloadSrcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  const { style, fill: _fill, ...rest } = definedOnly(img);
  const shape = isFillStyle(style) ? { fill: true as const } : { style };
  if (compact) {
    const { src: _src, srcSet: _srcSet, ...others } = rest;
    return <FallbackImg {...others} {...shape} optimized={compact} fallbackSrc={fallbackSrc} />;
  }
  return <FallbackImg {...rest} {...shape} fallbackSrc={fallbackSrc} />;
}
