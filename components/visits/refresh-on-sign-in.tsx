'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useAuth } from '@/components/auth/auth-provider';

/**
 * Spec 4 "success closes and refreshes visits": a login or sign-out anywhere on the page (the header, the
 * Login Required block) re-renders the server part with the new session, without a page reload.
 */
export function RefreshOnSignIn() {
  const router = useRouter();
  const { onAuthStateChange } = useAuth();
  useEffect(
    () =>
      onAuthStateChange((event) => {
        if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') router.refresh();
      }),
    [onAuthStateChange, router],
  );
  return null;
}
