'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect, useTransition } from 'react';
import type { PendingSkeletonName } from '@/components/common/pending-skeleton';

/**
 * router.push inside a transition, naming the destination's skeleton on the root element while it is pending
 * (the same mechanism as LinkPendingOverlay: the page's one `<PendingSkeleton name=…>` shows). /search has no
 * loading.tsx, so that its results are in the first HTML and paint without a script swapping them in; this is
 * the instant feedback a submitted search gets instead.
 */
export function usePendingPush(skeleton: PendingSkeletonName): (href: string) => void {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // A layout effect: the cleanup runs in the commit that swaps in the destination, never a frame later.
  useLayoutEffect(() => {
    if (!pending) return;
    const root = document.documentElement;
    root.setAttribute('data-link-pending', skeleton);
    return () => {
      if (root.getAttribute('data-link-pending') === skeleton) root.removeAttribute('data-link-pending');
    };
  }, [pending, skeleton]);
  return (href) => startTransition(() => router.push(href));
}
