'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and until React has hydrated the component, then true. The desk's action buttons stay
 * disabled until then: a click before the scripts have run would be lost (a button) or would submit the form as a
 * plain GET, putting what was typed into the URL (a form).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
