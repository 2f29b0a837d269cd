'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { AuthUser } from '@/lib/validation/auth';
import { clearPersonalData, notePersonalDataOwner } from '@/components/offline/personal-data';
import { authApi } from './auth-api';

// The one client-side auth context (spec: "Session: starts loading, then holds user and session on every
// auth event and after the first session check. Errors are only logged."). It holds the person, never a
// token: the session lives in HttpOnly cookies that only the server reads.

export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED';
type Listener = (event: AuthEvent, user: AuthUser | null) => void;

export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  /** Asks the server again (it refreshes the cookies when needed) and emits what changed. */
  refresh(): Promise<AuthUser | null>;
  /** Called after a verified code: the server has set the cookies. */
  signedIn(user: AuthUser): void;
  /** Sign out with local scope, clear stored auth keys, reload. */
  signOut(): Promise<void>;
  onAuthStateChange(listener: Listener): () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children, initialUser }: { children: React.ReactNode; initialUser?: AuthUser | null }) {
  const router = useRouter();
  const [state, setState] = useState<{ user: AuthUser | null; loading: boolean }>({
    user: initialUser ?? null,
    loading: initialUser === undefined,
  });
  const listeners = useRef(new Set<Listener>());
  const userRef = useRef<AuthUser | null>(initialUser ?? null);

  const emit = useCallback((event: AuthEvent, user: AuthUser | null) => {
    userRef.current = user;
    notePersonalDataOwner(user?.id ?? null); // another person's offline copies go (docs/offline.md)
    setState({ user, loading: false });
    listeners.current.forEach((listener) => listener(event, user));
  }, []);

  const check = useCallback(
    async (initial: boolean) => {
      try {
        const { user } = await authApi.me();
        const before = userRef.current;
        if (initial) emit('INITIAL_SESSION', user);
        else if (!before && user) emit('SIGNED_IN', user);
        else if (before && !user) emit('SIGNED_OUT', null);
        else if (user && JSON.stringify(before) !== JSON.stringify(user)) emit('USER_UPDATED', user);
        else emit('TOKEN_REFRESHED', user);
        return user;
      } catch (error) {
        console.error('[auth] session check failed:', error);
        setState((current) => ({ ...current, loading: false }));
        return userRef.current;
      }
    },
    [emit],
  );

  useEffect(() => {
    // A user handed down by the server is the first session check already.
    if (initialUser === undefined) void check(true);
    // Coming back to the tab: the session may have ended elsewhere (sign-out everywhere, expiry).
    const onVisible = () => document.visibilityState === 'visible' && void check(false);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialUser only matters on mount
  }, [check]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      refresh: () => check(false),
      signedIn: (user) => {
        emit('SIGNED_IN', user);
        router.refresh(); // server-rendered parts (the profile page) pick the session up
      },
      signOut: async () => {
        try {
          await authApi.signOut();
        } catch (error) {
          console.error('[auth] sign-out failed:', error); // swallowed, as the spec says
        }
        clearStoredAuthKeys();
        // Before the reload: without signal the sign-out call failed, and the reload would show the kept copies.
        await clearPersonalData();
        emit('SIGNED_OUT', null);
        window.location.reload();
      },
      onAuthStateChange: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [state, check, emit, router],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Nothing of the session is stored in the page, but older builds or other tools may have left keys. */
function clearStoredAuthKeys(): void {
  try {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      Object.keys(storage)
        .filter((key) => key.startsWith('sb-'))
        .forEach((key) => storage.removeItem(key));
    }
  } catch {
    // storage may be unavailable (private mode); nothing to clear then
  }
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs <AuthProvider> (mounted by AppProviders)');
  return value;
}
