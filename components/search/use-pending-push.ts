'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import type { PendingSkeletonName } from '@/components/common/pending-skeleton';
import { usePendingSkeleton } from '@/components/common/use-pending-skeleton';

/**
 * router.push inside a transition, naming the destination's skeleton on the root element while it is pending
 * (the same mechanism as LinkPendingOverlay: the page's one `<PendingSkeleton name=…>` shows). /search has no
 * loading.tsx, so that its results are in the first HTML and paint without a script swapping them in; this is
 * the instant feedback a submitted search gets instead.
 */
export function usePendingPush(skeleton: PendingSkeletonName): (href: string) => void {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  usePendingSkeleton(pending, skeleton);
  return (href) => startTransition(() => router.push(href));
}
