'use client';

import { useCallback, useState } from 'react';
import { expandSrcSet, FILL_STYLE, type CompactSrcSet } from './compact-srcset';

export type FallbackImgProps = Omit<React.ComponentProps<'img'>, 'ref' | 'src'> & {
  /** Shown instead of `src` once it fails (spec 2.16). */
  fallbackSrc: string;
  /** next/image's `fill` style (./compact-srcset), instead of sending it with every photo. */
  fill?: true;
} & ({ src: string; optimized?: undefined } | { src?: undefined; optimized: CompactSrcSet });

/**
 * A plain <img> (its srcset and sizes resolved by `getImageProps` in ./safe-image) that swaps to the
 * placeholder when the photo fails. This is the only script a photo costs: next/image's client component
 * (about 5 KiB) stays off the page.
 *
 * A photo can fail before React has attached its `onError` (the HTML's images load before hydration): the ref
 * finds such an image (`complete` with no pixels) and sets its `src` again, which fires `error` once more, now
 * with the listener in place. An image that merely has no intrinsic size (an SVG) loads again and stays.
 */
export function FallbackImg({ fallbackSrc, onError, fill, ...props }: FallbackImgProps) {
  const { optimized, src: plainSrc, srcSet: plainSrcSet, sizes, ...img } = props;
  const { src, srcSet } = optimized ? expandSrcSet(optimized) : { src: plainSrc!, srcSet: plainSrcSet };
  // The source that failed rather than a boolean: a new `src` gets a fresh attempt without an effect.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src || src === fallbackSrc;

  const recheck = useCallback(
    (element: HTMLImageElement | null) => {
      if (element && !broken && element.complete && element.naturalWidth === 0 && element.getAttribute('src')) {
        // Re-assigning starts the request again and fires `error` once more.
        element.src = element.src;
      }
    },
    [broken],
  );

  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in `img`; the srcset comes from getImageProps
    <img
      {...img}
      style={fill ? FILL_STYLE : img.style}
      ref={recheck}
      src={broken ? fallbackSrc : src}
      srcSet={broken ? undefined : srcSet}
      sizes={broken ? undefined : sizes}
      onError={(event) => {
        if (!broken) setFailed(src);
        onError?.(event);
      }}
    />
  );
}
