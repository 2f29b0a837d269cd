import type { ReactNode } from 'react';

/** The destinations whose skeleton twin a pending link can show. */
export type PendingSkeletonName = 'society' | 'properties' | 'search';

/**
 * A page's one copy of a destination's skeleton, hidden until a link inside the page names it while its
 * navigation is pending (`html[data-link-pending=<name>]`, set by LinkPendingOverlay; the CSS is in globals.css).
 * Covers the page under the site header. Place it outside anything with a transform, so `fixed` is the viewport.
 */
export function PendingSkeleton({
  name,
  children,
  testId = 'link-pending-overlay',
}: {
  name: PendingSkeletonName;
  children: ReactNode;
  /** Tests find a page's one link skeleton by the default; another kind on the same page names itself. */
  testId?: string;
}) {
  return (
    <div
      data-pending-skeleton={name}
      data-testid={testId}
      className="fixed inset-x-0 bottom-0 top-[calc(var(--site-header-height)+env(safe-area-inset-top))] z-30 overflow-hidden bg-background"
    >
      {children}
    </div>
  );
}
