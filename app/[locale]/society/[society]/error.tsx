'use client';

import { lazyErrorBoundary } from '@/components/errors/lazy-error-boundary';

// The App Router fetches every error boundary of a page with the page itself; the body
// (components/errors/society-error-view.tsx) is fetched only when something fails (less JavaScript on first view).
export default lazyErrorBoundary(() => import('@/components/errors/society-error-view'));
