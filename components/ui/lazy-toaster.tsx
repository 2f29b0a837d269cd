'use client';

import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import { requestToaster, toasterStore } from './toast';

// sonner and its styles are fetched only when the page first needs a toast: on the first `toast` call
// (components/ui/toast.ts), or on the person's first tap or key press, since every toast follows one and some
// code (a sheet loaded on demand) calls sonner itself. Until then no toast can exist, so nothing is missed.
const Toaster = dynamic(() => import('./sonner').then((module) => module.Toaster), { ssr: false });

export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);

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

  return wanted ? <Toaster /> : null;
}
