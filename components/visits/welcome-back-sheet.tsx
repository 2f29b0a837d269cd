'use client';

import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LoginForm } from '@/components/auth/login-form';
import { RegistrationForm } from '@/components/auth/registration-form';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '@/components/ui/drawer';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';

// The properties page's own sign-in dialog (spec 2.3): 'Welcome Back', the login variant of the account
// messages (spec 8), and the registration dialog when the address is unknown. It serves 'Unlock Door' and
// 'Set Alerts' on that page.

export function WelcomeBackSheet({ open, onOpenChange, onSuccess }: { open: boolean; onOpenChange(open: boolean): void; onSuccess(): void }) {
  useSheetBackButton(open, onOpenChange);
  const [view, setView] = useState<{ name: 'login' | 'register'; email?: string }>({ name: 'login' });
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setView({ name: 'login' });
      }}
    >
      <DrawerContent data-testid={view.name === 'login' ? 'welcome-back-sheet' : 'registration-sheet'} aria-describedby={undefined}>
        <DrawerClose aria-label="Close" className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted">
          <XIcon className="size-5" aria-hidden="true" />
        </DrawerClose>
        <div className="overflow-y-auto overscroll-contain px-5 pb-6 pt-4">
          {view.name === 'login' ? (
            <>
              <DrawerTitle className="pr-10 text-2xl font-bold tracking-tight">Welcome Back</DrawerTitle>
              <DrawerDescription className="mb-5 mt-1 text-sm text-muted-foreground">Log in to unlock doors and set alerts for this society.</DrawerDescription>
              <LoginForm
                key="login"
                idPrefix="welcome-login"
                variant="login"
                titleAs="h3"
                descriptionAs="p"
                onAccountNotFound={(email) => setView({ name: 'register', email })}
                onCreateAccount={() => setView({ name: 'register' })}
                successToast={() => toast.success('Welcome back!', { description: 'You are now logged in' })}
                onSuccess={onSuccess}
              />
            </>
          ) : (
            <RegistrationForm
              key={`register:${view.email ?? ''}`}
              idPrefix="welcome-register"
              defaultEmail={view.email}
              titleAs={DrawerTitle}
              descriptionAs={DrawerDescription}
              successToast={() => toast.success('Welcome!', { description: 'Registration completed successfully' })}
              onSuccess={onSuccess}
            />
          )}
        </div>
      </DrawerContent>
    </Drawer>
  );
}
