'use client';

import { Toaster as Sonner } from 'sonner';

/** Spec: one notification toast visible at once. */
export function Toaster() {
  return <Sonner visibleToasts={1} position="top-center" richColors closeButton toastOptions={{ duration: 4000 }} />;
}
