'use client';

import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '@/components/ui/drawer';
import type { LoginReason } from '@/components/layout/login-trigger';
import { loginReasonLine } from './login-reason-line';
import type { AuthUser } from '@/lib/validation/auth';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { useCopy } from '@/components/i18n/copy-scope';

export type AuthView = 'login' | 'register';

interface AuthSheetProps {
  open: boolean;
  view: AuthView;
  email?: string;
  /** What the person was doing when the login was asked for, shown above the form (login and registration). */
  reason?: LoginReason;
  onOpenChange(open: boolean): void;
  onViewChange(view: AuthView, email?: string): void;
  onSuccess(user: AuthUser, view: AuthView): void;
}

/**
 * The login panel and the registration bottom sheet, as one vaul drawer whose content switches, so that
 * 'Account Not Found' moves to registration without one sheet sliding out and another in. Closing resets
 * registration (spec: "Closing resets everything"; the forms unmount); the e-mail typed into the login panel is
 * kept here, so a sheet closed by the phone's back button opens again with it.
 */
export function AuthSheet({ open, view, email, reason, onOpenChange, onViewChange, onSuccess }: AuthSheetProps) {
  useSheetBackButton(open, onOpenChange);
  const [loginEmail, setLoginEmail] = useState('');
  const t = useCopy('auth');
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent data-testid={view === 'login' ? 'login-panel' : 'registration-sheet'} aria-describedby={undefined}>
        <DrawerClose
          aria-label={t('sheet.close')}
          className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
        >
          <XIcon className="size-5" aria-hidden="true" />
        </DrawerClose>
        <div className="overflow-y-auto overscroll-contain px-5 pb-6 pt-4">
          {reason ? (
            <p className="mb-3 pr-12 text-sm font-semibold text-primary" data-testid="login-reason">
              {loginReasonLine(reason, view, t)}
            </p>
          ) : null}
          {view === 'login' ? (
            <LoginForm
              key="login"
              titleAs={DrawerTitle}
              descriptionAs={DrawerDescription}
              onSuccess={(user) => onSuccess(user, 'login')}
              onAccountNotFound={(address) => onViewChange('register', address)}
              onCreateAccount={() => onViewChange('register')}
              draftEmail={loginEmail}
              onDraftEmailChange={setLoginEmail}
            />
          ) : (
            <RegistrationForm key={`register:${email ?? ''}`} defaultEmail={email} titleAs={DrawerTitle} descriptionAs={DrawerDescription} onSuccess={(user) => onSuccess(user, 'register')} />
          )}
        </div>
      </DrawerContent>
    </Drawer>
  );
}
