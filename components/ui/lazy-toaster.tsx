'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { requestToaster, toasterStore } from './toast';

// sonner and its styles are fetched only when the page first needs a toast: on the first `toast` call
// (components/ui/toast.ts), or on the person's first tap or key press, since every toast follows one and some
// code (a sheet loaded on demand) calls sonner itself. Until then no toast can exist, so nothing is missed.
//
// The Toaster is loaded in an effect and mounted once its module is here, never through React.lazy/next/dynamic:
// when the first tap on a page was a button that raised a toast and then called router.refresh(), the lazy mount
// (suspended while its chunk loaded) and the refresh's transition sometimes never committed: neither the toast nor
// the refreshed page showed. Mounting a plain component once its module has arrived involves no Suspense.
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (wanted) return;
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', requestToaster, options);
    window.addEventListener('keydown', requestToaster, options);
    return () => {
      window.removeEventListener('pointerdown', requestToaster, options);
      window.removeEventListener('keydown', requestToaster, options);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    void import('./sonner').then((module) => {
      if (mounted) setToaster(() => module.Toaster);
    });
    return () => {
      mounted = false;
    };
  }, [wanted]);

  return Toaster ? <Toaster /> : null;
}
