'use client';

import { lazy, Suspense, type ComponentType } from 'react';

export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * An `error.tsx` whose body (retry button, service-status check, icons) is fetched only when something fails: the
 * App Router loads every error boundary of a page with the page itself. React's `lazy` rather than next/dynamic,
 * whose loader code (about 1 KiB) webpack copied into each boundary's chunk, so every page loaded it two or three
 * times.
 */
export function lazyErrorBoundary(load: () => Promise<{ default: ComponentType<ErrorBoundaryProps> }>) {
  const Body = lazy(load);
  return function LazyErrorBoundary(props: ErrorBoundaryProps) {
    return (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    );
  };
}
