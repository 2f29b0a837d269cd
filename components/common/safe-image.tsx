'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

/** Shown when a photo is missing or fails to load (spec 2.16: broken images fall back to a placeholder). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export type SafeImageProps = Omit<ImageProps, 'src' | 'alt'> & {
  /** A missing photo (null/undefined/'') shows the placeholder straight away. */
  src: ImageProps['src'] | null | undefined;
  /** Required: describe the photo (the placeholder keeps the same text). */
  alt: string;
  fallbackSrc?: string;
};

function srcKey(src: SafeImageProps['src']): string | null {
  if (!src) return null;
  if (typeof src === 'string') return src;
  return 'default' in src ? src.default.src : src.src;
}

/**
 * next/image with a broken-image fallback. `unoptimized` passes straight through to next/image, which then
 * renders a plain <img> with the original URL, so one component covers both cases.
 */
export function SafeImage({ src, alt, fallbackSrc = PLACEHOLDER_IMAGE, onError, unoptimized, placeholder, fetchPriority, ...props }: SafeImageProps) {
  const key = srcKey(src);
  // Remember which source failed rather than a boolean, so a new `src` gets a fresh attempt without an effect.
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const broken = !src || key === null || failedKey === key;

  return (
    <Image
      {...props}
      alt={alt}
      src={broken ? fallbackSrc : src}
      // A priority photo is the page's largest paint: Next 15 preloads it but leaves the fetch priority to us.
      // With 'high' on the <img> and on its preload link the browser fetches it before scripts and styles.
      fetchPriority={fetchPriority ?? (props.priority ? 'high' : undefined)}
      // The placeholder is a small local SVG: no optimisation or blur-up needed.
      unoptimized={broken || unoptimized}
      placeholder={broken ? 'empty' : placeholder}
      onError={(event) => {
        if (!broken) setFailedKey(key);
        onError?.(event);
      }}
    />
  );
}
