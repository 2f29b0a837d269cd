'use client';

import { useLinkStatus } from 'next/link';
import type { PendingSkeletonName } from './pending-skeleton';
import { usePendingSkeleton } from './use-pending-skeleton';

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
  usePendingSkeleton(pending, skeleton);
  return null;
}
