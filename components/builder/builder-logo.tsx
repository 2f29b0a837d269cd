'use client';

import { useState } from 'react';

/** The placeholder of components/common/safe-image.tsx (spec 2.16: broken images fall back to a placeholder). */
const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * The builder's logo in its square box, with the placeholder when it is missing or fails to load. A plain <img>
 * (the logo is served as it is, never resized) instead of SafeImage: next/image would be 6 KiB of the builder
 * page's script for one unoptimised picture.
 */
export function BuilderLogo({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  const broken = !src || failed;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- served as it is (next/image's `unoptimized`), and next/image is 6 KiB of script
    <img
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      decoding="async"
      className="absolute inset-0 size-full object-contain"
      // A logo that finished before this island hydrated fired its load or error event with nobody listening:
      // setting the same source again replays it from the cache, so a failure still reaches onError (the same
      // trick as next/image's).
      ref={(img) => {
        if (img && !broken && img.complete) img.src = img.src;
      }}
      onError={() => {
        if (!broken) setFailed(true);
      }}
    />
  );
}
