'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useAuthDialogs } from '@/components/auth/auth-dialogs';
import { authToasts } from '@/components/auth/auth-toasts';
import { LoginForm } from '@/components/auth/login-form';
import { RegistrationForm } from '@/components/auth/registration-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { safeReturnTo, type AuthUser } from '@/lib/validation/auth';
import { CreditTeasers } from './credit-cards';

interface ProfileGuestProps {
  /** `?auth=login|register`: opens the sheet on arrival. */
  auth?: 'login' | 'register';
  /** `?returnTo=`: where to go after login (same-site paths only). */
  returnTo?: string;
}

/** /profile, logged out: Login/Register tabs, two credit teasers and the login bottom sheet. */
export function ProfileGuest({ auth, returnTo }: ProfileGuestProps) {
  const router = useRouter();
  const dialogs = useAuthDialogs();
  const [tab, setTab] = useState<'login' | 'register'>(auth ?? 'login');
  const [registerEmail, setRegisterEmail] = useState<string>();
  const opened = useRef(false);

  // The auth context has the person already; the page only greets a newcomer and moves on.
  const afterAuth = (_user: AuthUser, view: 'login' | 'register') => {
    if (view === 'register') authToasts.welcome();
    const target = safeReturnTo(returnTo);
    if (target) router.replace(target);
    else router.refresh();
  };

  useEffect(() => {
    if (!auth || opened.current) return;
    opened.current = true;
    if (auth === 'register') dialogs.openRegister({ onSuccess: afterAuth });
    else dialogs.openLogin({ onSuccess: afterAuth });
    // afterAuth only reads props that do not change while the page is shown.
  }, [auth, dialogs]);

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Your profile</h1>
        <p className="text-sm text-muted-foreground">Log in or create an account to book visits and use your free credits.</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as 'login' | 'register')} className="rounded-2xl border bg-card p-4 shadow-sm">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="mt-5">
          <LoginForm
            idPrefix="profile-login"
            titleAs="h2"
            onSuccess={(user) => afterAuth(user, 'login')}
            onAccountNotFound={(email) => {
              setRegisterEmail(email);
              setTab('register');
            }}
            onCreateAccount={() => setTab('register')}
          />
        </TabsContent>
        <TabsContent value="register" className="mt-5">
          <RegistrationForm key={registerEmail ?? ''} idPrefix="profile-register" defaultEmail={registerEmail} onSuccess={(user) => afterAuth(user, 'register')} />
        </TabsContent>
      </Tabs>
      <section aria-labelledby="teasers-title" className="space-y-3">
        <h2 id="teasers-title" className="text-base font-semibold">
          Free credits when you join
        </h2>
        <CreditTeasers />
      </section>
    </div>
  );
}
