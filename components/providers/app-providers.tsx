'use client';

import { AuthDialogsProvider } from '@/components/auth/auth-dialogs';
import { AuthProvider } from '@/components/auth/auth-provider';
import { Toaster } from '@/components/ui/sonner';

/** Client-side providers shared by every page: the auth context, the login/registration sheet, toasts. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <AuthDialogsProvider>
        {children}
        <Toaster />
      </AuthDialogsProvider>
    </AuthProvider>
  );
}
