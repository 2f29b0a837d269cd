'use client';

import { useLayoutEffect } from 'react';
import type { PendingSkeletonName } from './pending-skeleton';

/**
 * While `pending`, names the destination's skeleton on the root element (`data-link-pending`), which shows the
 * page's one `<PendingSkeleton name=…>` (CSS in globals.css). Used by a pending link (LinkPendingOverlay) and by a
 * pending router.push (usePendingPush).
 */
export function usePendingSkeleton(pending: boolean, skeleton: PendingSkeletonName): void {
  // A layout effect: the cleanup runs in the same commit that swaps in the destination page, never a frame later.
  useLayoutEffect(() => {
    if (!pending) return;
    const root = document.documentElement;
    root.setAttribute('data-link-pending', skeleton);
    return () => {
      if (root.getAttribute('data-link-pending') === skeleton) root.removeAttribute('data-link-pending');
    };
  }, [pending, skeleton]);
}
