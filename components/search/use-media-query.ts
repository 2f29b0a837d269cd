'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** A CSS media query as React state. The server (and hydration) assume it does not match: mobile first. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Spec 4: the layout switches between mobile and desktop at 768px. */
export function useIsDesktop(): boolean {
  return useMediaQuery('(min-width: 768px)');
}
