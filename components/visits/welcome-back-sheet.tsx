'use client';

import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LoginForm } from '@/components/auth/login-form';
import { RegistrationForm } from '@/components/auth/registration-form';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '@/components/ui/drawer';
import { useCopy } from '@/components/i18n/copy-scope';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { loginReasonLine } from '@/components/auth/login-reason-line';
import type { LoginReason } from '@/components/layout/login-trigger';

// The properties page's own sign-in dialog (spec 2.3): 'Welcome Back', the login variant of the account
// messages (spec 8), and the registration dialog when the address is unknown. It serves 'Unlock Door' and
// 'Set Alerts' on that page, and a heart or 'Save search' there, whose reason replaces the line under the title
// (and heads the registration it leads to).
// The e-mail typed is kept here (the sheet outlives its content), so back or X and opening again keeps it, as
// the site-wide login sheet does.

interface WelcomeBackSheetProps {
  open: boolean;
  /** What the person was doing (a heart, 'Save search'); the sheet's own line otherwise. */
  reason?: LoginReason;
  onOpenChange(open: boolean): void;
  onSuccess(): void;
}

export function WelcomeBackSheet({ open, reason, onOpenChange, onSuccess }: WelcomeBackSheetProps) {
  useSheetBackButton(open, onOpenChange);
  const [view, setView] = useState<{ name: 'login' | 'register'; email?: string }>({ name: 'login' });
  const [loginEmail, setLoginEmail] = useState('');
  const t = useCopy('visits');
  const authCopy = useCopy('auth');
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setView({ name: 'login' });
      }}
    >
      <DrawerContent data-testid={view.name === 'login' ? 'welcome-back-sheet' : 'registration-sheet'} aria-describedby={undefined}>
        <DrawerClose aria-label={t('bookingSheet.close')} className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted">
          <XIcon className="size-5" aria-hidden="true" />
        </DrawerClose>
        <div className="overflow-y-auto overscroll-contain px-5 pb-6 pt-4">
          {view.name === 'login' ? (
            <>
              <DrawerTitle className="pr-10 text-2xl font-bold tracking-tight">{t('welcomeBack.title')}</DrawerTitle>
              <DrawerDescription className="mb-5 mt-1 text-sm text-muted-foreground" data-testid="login-reason">{reason ? loginReasonLine(reason, 'login', authCopy) : t('welcomeBack.reason')}</DrawerDescription>
              <LoginForm
                key="login"
                idPrefix="welcome-login"
                variant="login"
                titleAs="h3"
                descriptionAs="p"
                onAccountNotFound={(email) => setView({ name: 'register', email })}
                onCreateAccount={() => setView({ name: 'register' })}
                draftEmail={loginEmail}
                onDraftEmailChange={setLoginEmail}
                successToast={() => toast.success(t('bookingSheet.loggedInTitle'), { description: t('bookingSheet.loggedInBody') })}
                onSuccess={onSuccess}
              />
            </>
          ) : (
            <>
              {reason ? (
                <p className="mb-3 pr-12 text-sm font-semibold text-primary" data-testid="login-reason">
                  {loginReasonLine(reason, 'register', authCopy)}
                </p>
              ) : null}
              <RegistrationForm
                key={`register:${view.email ?? ''}`}
                idPrefix="welcome-register"
                defaultEmail={view.email}
                titleAs={DrawerTitle}
                descriptionAs={DrawerDescription}
                successToast={() => toast.success(t('bookingSheet.registeredTitle'), { description: t('bookingSheet.registeredBody') })}
                onSuccess={onSuccess}
              />
            </>
          )}
        </div>
      </DrawerContent>
    </Drawer>
  );
}
