'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useMemo } from 'react';

// Lets any component ask for the login overlay without knowing who renders it: the auth feature registers
// the real opener; until one is registered, openLogin() falls back to the profile page's login. The caller may
// pass what to do once signed in ('Set Alerts' sets the alert), so the person never has to tap again.

export const LOGIN_FALLBACK_URL = '/profile?auth=login';

/**
 * What the person was doing when the login was asked for, said at the top of the login sheet and of the
 * registration it leads to ('Log in to shortlist this home.', 'Create an account to shortlist this home.', written
 * by components/auth/login-reason-line.ts), so a heart, 'Save search', 'Set Alerts' or the brochure's 'Download'
 * does not open a sheet about unlocking doors.
 */
export const LOGIN_REASONS = {
  shortlist: 'to shortlist this home',
  saveSearch: 'to save this search',
  alerts: 'to get new homes in this society by e-mail',
  brochure: "to download this society's brochure",
} as const;
export type LoginReason = (typeof LOGIN_REASONS)[keyof typeof LOGIN_REASONS];

/** Opens a login; `onSignedIn` runs once the person has signed in there; `reason` heads the sheet. */
type LoginOpener = (onSignedIn?: () => void, reason?: LoginReason) => void;

export interface LoginTrigger {
  openLogin(onSignedIn?: () => void, reason?: LoginReason): void;
  /**
   * Registers the opener; returns the unregister function (use it as an effect cleanup). A page's own opener
   * wins over the site-wide one (`{ siteWide: true }`), whatever order their effects ran in (a child's effect
   * runs before its provider's).
   */
  registerLoginOpener(opener: LoginOpener, options?: { siteWide?: boolean }): () => void;
}

interface LoginRegistry {
  open(fallback: () => void, onSignedIn?: () => void, reason?: LoginReason): void;
  register(opener: LoginOpener, options?: { siteWide?: boolean }): () => void;
}

function createLoginRegistry(): LoginRegistry {
  // A stack, so the most recently mounted opener wins and unmounting restores the previous one.
  const openers: LoginOpener[] = [];
  return {
    open(fallback, onSignedIn, reason) {
      const opener = openers[openers.length - 1];
      if (opener) opener(onSignedIn, reason);
      else fallback();
    },
    register(opener, { siteWide = false } = {}) {
      if (siteWide) openers.unshift(opener);
      else openers.push(opener);
      return () => {
        const index = openers.lastIndexOf(opener);
        if (index !== -1) openers.splice(index, 1);
      };
    },
  };
}

// No provider is mounted: the context's default value is the one page-wide trigger, where the header and the
// auth feature meet. Openers are registered from effects only, so nothing is ever shared on the server.
const LoginTriggerContext = createContext<LoginRegistry>(createLoginRegistry());

export function useLoginTrigger(): LoginTrigger {
  const registry = useContext(LoginTriggerContext);
  const router = useRouter();
  return useMemo(
    () => ({
      openLogin: (onSignedIn, reason) => registry.open(() => router.push(LOGIN_FALLBACK_URL), onSignedIn, reason),
      registerLoginOpener: registry.register,
    }),
    [registry, router],
  );
}
