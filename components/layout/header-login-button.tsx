'use client';

import { Button } from '@/components/ui/button';
import { useLoginTrigger } from './login-trigger';

/** The header's 'Log in' text; what it opens is owned by the auth feature (see login-trigger.tsx). */
export function HeaderLoginButton() {
  const { openLogin } = useLoginTrigger();
  return (
    <Button
      variant="ghost"
      data-testid="header-login"
      onClick={openLogin}
      className="px-2.5 text-sm font-semibold text-foreground sm:px-3"
    >
      Log in
    </Button>
  );
}
