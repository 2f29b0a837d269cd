'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';

// Spec: the page scrolls to the top on every path, query or hash change. One exception: a hash that names an
// element of the page is a jump link (the Privacy page's contents, the skip link to #main), which the browser has
// already scrolled to; going to the top would undo the very jump the person asked for.

function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

function jumpedToAnElement(): boolean {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return false; // a malformed escape names no element
  }
  return id !== '' && document.getElementById(id) !== null;
}

function onHashChange() {
  if (!jumpedToAnElement()) scrollToTop();
}

function RouteChangeScroller() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  const routeKey = `${pathname}?${search}`;
  // Compare with the last location rather than skipping the first effect run: the first load is not a change
  // (the browser's restored position or #anchor stays), and Strict Mode's double effect run stays harmless.
  const lastLocation = useRef(routeKey);
  useEffect(() => {
    if (lastLocation.current === routeKey) return;
    lastLocation.current = routeKey;
    scrollToTop();
  }, [routeKey]);
  return null;
}

export function ScrollToTop() {
  useEffect(() => {
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  // useSearchParams needs a Suspense boundary, or every statically rendered page would bail out to
  // client rendering up to the nearest boundary.
  return (
    <Suspense fallback={null}>
      <RouteChangeScroller />
    </Suspense>
  );
}
