'use client';

import { useLinkStatus } from 'next/link';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Placed inside a next/link: while that link's navigation is pending, covers the page under the site header with
 * `children` (the destination's skeleton twin). The society and properties pages have no loading.tsx, so that their
 * server HTML holds the first photo where it paints (docs/bundles.md); this gives a tap the same instant feedback.
 */
export function LinkPendingOverlay({ children }: { children: ReactNode }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  // A portal: the link may sit in a heading or a card, where a page-sized block would be invalid or clipped.
  return createPortal(
    <div data-testid="link-pending-overlay" className="fixed inset-x-0 bottom-0 top-[calc(3.5rem+env(safe-area-inset-top))] z-30 overflow-hidden bg-background">
      {children}
    </div>,
    document.body,
  );
}
