'use client';

import { ArrowRight } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '@/lib/device';
import { writeWidthCookie } from './viewport-width-cookie';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const isNarrow = () => window.innerWidth < DESKTOP_MIN_WIDTH;

/** A narrow window (a resized desktop browser) may use the site: offer the way back in. */
export function ContinueToSite() {
  // Server snapshot false: the link only appears after hydration, where the width is known.
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  if (!narrow) return null;
  return (
    // A plain link, not next/link: a prefetch made while the window was wide holds the middleware's redirect
    // back to this page. The width is written on click rather than after the resize debounce for the same reason.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a
      href="/"
      onClick={writeWidthCookie}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-primary hover:underline"
    >
      Continue to the site
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
