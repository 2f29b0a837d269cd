'use client';

import { Toaster } from '@/components/ui/sonner';

/** Client-side providers shared by every page (auth context, toasts). */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
