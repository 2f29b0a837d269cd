'use client';

import { FallbackImg } from '@/components/common/fallback-img';

/** The placeholder of components/common/safe-image.tsx (spec 2.16: broken images fall back to a placeholder). */
const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * The builder's logo in its square box, with the placeholder when it is missing or fails to load: SafeImage's
 * fallback island (which also catches a failure that happened before hydration) with the logo served as it is,
 * never resized, so the page needs none of next/image's or the optimiser's code for one unoptimised picture.
 */
export function BuilderLogo({ src, alt }: { src: string | null; alt: string }) {
  return <FallbackImg src={src || PLACEHOLDER_IMAGE} fallbackSrc={PLACEHOLDER_IMAGE} alt={alt} decoding="async" className="absolute inset-0 size-full object-contain" />;
}
