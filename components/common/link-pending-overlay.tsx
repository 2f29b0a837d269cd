'use client';

import { useLinkStatus } from 'next/link';
import { useLayoutEffect } from 'react';
import type { PendingSkeletonName } from './pending-skeleton';

/**
 * Placed inside a next/link: while that link's navigation is pending, shows the page's `<PendingSkeleton>` of
 * that name (the destination's skeleton twin), by naming it on the root element; CSS in globals.css does the rest.
 * The society and properties pages have no loading.tsx, so that their server HTML holds the first photo where it
 * paints (docs/bundles.md); this gives a tap the same instant feedback.
 *
 * The skeleton is rendered once per page by the server, not once per link: as children of every link it was
 * serialised into the page's React payload for each card (about 3 KB each).
 */
export function LinkPendingOverlay({ skeleton }: { skeleton: PendingSkeletonName }) {
  const { pending } = useLinkStatus();
  // A layout effect: the cleanup runs in the same commit that swaps in the destination page, never a frame later.
  useLayoutEffect(() => {
    if (!pending) return;
    const root = document.documentElement;
    root.setAttribute('data-link-pending', skeleton);
    return () => {
      if (root.getAttribute('data-link-pending') === skeleton) root.removeAttribute('data-link-pending');
    };
  }, [pending, skeleton]);
  return null;
}
