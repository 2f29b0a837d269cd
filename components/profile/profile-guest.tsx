'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoginTrigger } from '@/components/layout/login-trigger';
import { LoginForm } from '@/components/auth/login-form';
import { useCopy } from '@/components/i18n/copy-scope';
import { RegistrationForm } from '@/components/auth/registration-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { safeReturnTo } from '@/lib/return-to';
import { CreditTeasers } from './credit-cards';

interface ProfileGuestProps {
  /** `?auth=login|register`: that tab, focused, on arrival. */
  auth?: 'login' | 'register';
  /** `?returnTo=`: where to go after login (same-site paths only). */
  returnTo?: string;
}

/** /profile, logged out: Login/Register tabs and two credit teasers. Every login request on this page uses the tabs. */
export function ProfileGuest({ auth, returnTo }: ProfileGuestProps) {
  const router = useRouter();
  const t = useCopy('account');
  const { registerLoginOpener } = useLoginTrigger();
  const [tab, setTab] = useState<'login' | 'register'>(auth ?? 'login');
  const [registerEmail, setRegisterEmail] = useState<string>();
  const tabs = useRef<HTMLDivElement>(null);
  const afterSignIn = useRef<(() => void) | undefined>(undefined);

  // The auth context has the person already; the page finishes what a 'Log in' asked for, then moves on.
  const afterAuth = () => {
    const action = afterSignIn.current;
    afterSignIn.current = undefined;
    action?.();
    const target = safeReturnTo(returnTo);
    if (target) router.replace(target);
    else router.refresh();
  };

  /** This page already shows the forms: a login request selects a tab and focuses it, never a sheet over it. */
  const showForm = useCallback((view: 'login' | 'register', onSignedIn?: () => void) => {
    afterSignIn.current = onSignedIn;
    setTab(view);
    requestAnimationFrame(() => {
      tabs.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      tabs.current?.querySelector<HTMLInputElement>(`#profile-${view}-${view === 'login' ? 'email' : 'firstName'}, [role="tabpanel"] input`)?.focus({ preventScroll: true });
    });
  }, []);

  // `?auth=login|register` (spec 2.10) and the header's 'Log in' land on this page's own form.
  useEffect(() => {
    if (auth) showForm(auth);
  }, [auth, showForm]);
  useEffect(() => registerLoginOpener((onSignedIn) => showForm('login', onSignedIn)), [registerLoginOpener, showForm]);

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('guest.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('guest.intro')}</p>
      </div>
      <Tabs ref={tabs} value={tab} onValueChange={(value) => setTab(value as 'login' | 'register')} className="rounded-2xl border bg-card p-4 shadow-sm">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">{t('guest.login')}</TabsTrigger>
          <TabsTrigger value="register">{t('guest.register')}</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="mt-5">
          <LoginForm
            idPrefix="profile-login"
            returnTo={safeReturnTo(returnTo) ?? undefined}
            titleAs="h2"
            onSuccess={afterAuth}
            onAccountNotFound={(email) => {
              setRegisterEmail(email);
              setTab('register');
            }}
            onCreateAccount={() => setTab('register')}
          />
        </TabsContent>
        <TabsContent value="register" className="mt-5">
          <RegistrationForm key={registerEmail ?? ''} idPrefix="profile-register" defaultEmail={registerEmail} onSuccess={afterAuth} />
        </TabsContent>
      </Tabs>
      <section aria-labelledby="teasers-title" className="space-y-3">
        <h2 id="teasers-title" className="text-base font-semibold">
          {t('guest.teasersTitle')}
        </h2>
        <CreditTeasers />
      </section>
    </div>
  );
}
