'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLoginTrigger, type LoginReason } from '@/components/layout/login-trigger';
import type { AuthUser } from '@/lib/validation/auth';
import type { AuthView } from './auth-sheet';

// The sheet (forms, zod, input-otp, vaul) is most of the layout's JavaScript; every page carries this
// provider, so the sheet's code is fetched only when someone first opens it.
const AuthSheet = dynamic(() => import('./auth-sheet').then((module) => module.AuthSheet), { ssr: false });

export interface AuthDialogOptions {
  /** Prefills the registration e-mail. */
  email?: string;
  /** Runs after a successful login or registration (the sheet has closed). */
  onSuccess?(user: AuthUser, view: AuthView): void;
  /** What the person was doing (a heart, 'Save search', 'Set Alerts'), said above the login and registration forms. */
  reason?: LoginReason;
}

export interface AuthDialogs {
  openLogin(options?: AuthDialogOptions): void;
  openRegister(options?: AuthDialogOptions): void;
  close(): void;
}

const AuthDialogsContext = createContext<AuthDialogs | null>(null);

/** Owns the one login/registration sheet of the page and registers it as the header's 'Log in' target. */
export function AuthDialogsProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{ open: boolean; view: AuthView; email?: string; reason?: LoginReason }>({ open: false, view: 'login' });
  const [everOpened, setEverOpened] = useState(false);
  const callbacks = useRef<AuthDialogOptions['onSuccess']>(undefined);
  const { registerLoginOpener } = useLoginTrigger();

  const open = useCallback((view: AuthView, options: AuthDialogOptions = {}) => {
    callbacks.current = options.onSuccess;
    setEverOpened(true);
    setState({ open: true, view, email: options.email, reason: options.reason });
  }, []);

  const dialogs = useMemo<AuthDialogs>(
    () => ({
      openLogin: (options) => open('login', options),
      openRegister: (options) => open('register', options),
      close: () => setState((current) => ({ ...current, open: false })),
    }),
    [open],
  );

  useEffect(
    () => registerLoginOpener((onSignedIn, reason) => dialogs.openLogin({ ...(onSignedIn ? { onSuccess: () => onSignedIn() } : {}), reason }), { siteWide: true }),
    [registerLoginOpener, dialogs],
  );

  return (
    <AuthDialogsContext.Provider value={dialogs}>
      {children}
      {everOpened ? (
        <AuthSheet
          open={state.open}
          view={state.view}
          email={state.email}
          reason={state.reason}
          onOpenChange={(next) => setState((current) => ({ ...current, open: next }))}
          // Moving to registration ('Create an account', an unknown address) keeps what the sheet is for.
          onViewChange={(view, email) => setState((current) => ({ open: true, view, email, reason: current.reason }))}
          onSuccess={(user, view) => {
            setState((current) => ({ ...current, open: false }));
            callbacks.current?.(user, view);
            callbacks.current = undefined;
          }}
        />
      ) : null}
    </AuthDialogsContext.Provider>
  );
}

export function useAuthDialogs(): AuthDialogs {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error('useAuthDialogs() needs <AuthDialogsProvider> (mounted by AppProviders)');
  return value;
}
