'use client';

// For its effect: zod in the browser without eval (./zod-without-eval.ts).
import './zod-without-eval';

import { AuthDialogsProvider } from '@/components/auth/auth-dialogs';
import { AuthProvider } from '@/components/auth/auth-provider';
import { LazyToaster } from '@/components/ui/lazy-toaster';

/** Client-side providers shared by every page: the auth context, the login/registration sheet, toasts (their
 * code fetched on first use: components/ui/lazy-toaster.tsx). */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <AuthDialogsProvider>
        {children}
        <LazyToaster />
      </AuthDialogsProvider>
    </AuthProvider>
  );
}
