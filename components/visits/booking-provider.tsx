'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { useLoginTrigger, type LoginReason } from '@/components/layout/login-trigger';
import type { BookingTarget } from './booking-target';
import { OpenVisitsProvider, useOpenVisits } from './open-visits';

// One booking sheet per page, loaded on first use (its forms and rules stay out of the page's first script).
// `loginMode` is spec 2.4: the society page opens the sheet with or without a user ('Login Required' inside);
// the properties page asks for the 'Welcome Back' sign-in first.
const BookingSheet = dynamic(() => import('./booking-sheet').then((module) => module.BookingSheet), { ssr: false });
const WelcomeBackSheet = dynamic(() => import('./welcome-back-sheet').then((module) => module.WelcomeBackSheet), { ssr: false });

export type LoginMode = 'in-sheet' | 'welcome-back';

interface BookingLauncher {
  unlockDoor(target: BookingTarget): void;
}

const BookingContext = createContext<BookingLauncher>({ unlockDoor: () => undefined });

export function BookingProvider({ societyId, loginMode, children }: { societyId: string; loginMode: LoginMode; children: React.ReactNode }) {
  return (
    <OpenVisitsProvider societyId={societyId}>
      <BookingSheetHost loginMode={loginMode}>{children}</BookingSheetHost>
    </OpenVisitsProvider>
  );
}

function BookingSheetHost({ loginMode, children }: { loginMode: LoginMode; children: React.ReactNode }) {
  const auth = useAuth();
  const { markBooked } = useOpenVisits();
  const { registerLoginOpener } = useLoginTrigger();
  const [target, setTarget] = useState<BookingTarget | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginUsed, setLoginUsed] = useState(false);
  const [loginReason, setLoginReason] = useState<LoginReason | undefined>(undefined);
  const afterLogin = useRef<BookingTarget | null>(null);
  const afterLoginAction = useRef<(() => void) | undefined>(undefined);

  const openLogin = useCallback((next: BookingTarget | null, onSignedIn?: () => void, reason?: LoginReason) => {
    afterLogin.current = next;
    afterLoginAction.current = onSignedIn;
    setLoginReason(reason);
    setLoginUsed(true);
    setLoginOpen(true);
  }, []);

  // On the properties page 'Set Alerts' (and the header's Log in) open the same 'Welcome Back' dialog.
  useEffect(() => (loginMode === 'welcome-back' ? registerLoginOpener((onSignedIn, reason) => openLogin(null, onSignedIn, reason)) : undefined), [loginMode, registerLoginOpener, openLogin]);

  const unlockDoor = useCallback(
    async (next: BookingTarget) => {
      if (loginMode === 'welcome-back') {
        const signedIn = auth.loading ? Boolean(await auth.refresh()) : Boolean(auth.user);
        if (!signedIn) {
          openLogin(next);
          return;
        }
      }
      setTarget(next);
      setSheetOpen(true);
    },
    [auth, loginMode, openLogin],
  );

  const value = useMemo(() => ({ unlockDoor: (next: BookingTarget) => void unlockDoor(next) }), [unlockDoor]);

  return (
    <BookingContext.Provider value={value}>
      {children}
      {target && <BookingSheet open={sheetOpen} onOpenChange={setSheetOpen} target={target} onBooked={markBooked} />}
      {loginUsed && (
        <WelcomeBackSheet
          open={loginOpen}
          reason={loginReason}
          onOpenChange={setLoginOpen}
          onSuccess={() => {
            setLoginOpen(false);
            const pending = afterLogin.current;
            const action = afterLoginAction.current;
            afterLogin.current = null;
            afterLoginAction.current = undefined;
            action?.();
            if (pending) {
              setTarget(pending);
              setSheetOpen(true);
            }
          }}
        />
      )}
    </BookingContext.Provider>
  );
}

export function useBooking(): BookingLauncher {
  return useContext(BookingContext);
}
