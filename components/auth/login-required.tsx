'use client';

import { LockKeyholeIcon } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { AuthUser } from '@/lib/validation/auth';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { useAuthDialogs } from './auth-dialogs';

export interface LoginRequiredProps {
  title?: string;
  description?: string;
  /** Show the 'Log in' action (opens the login panel). */
  showLogin?: boolean;
  /** Show 'Go to Home' (the shortlist page's variant). */
  showHome?: boolean;
  onSuccess?(user: AuthUser): void;
  className?: string;
  children?: React.ReactNode;
}

/** The "Login Required" block for client surfaces that need a signed-in person (booking, shortlist, ...). */
export function LoginRequired({
  title,
  description,
  showLogin = true,
  showHome = false,
  onSuccess,
  className,
  children,
}: LoginRequiredProps) {
  const dialogs = useAuthDialogs();
  const t = useCopy('auth');
  const { href } = useLocalePath();
  return (
    <section data-testid="login-required" aria-labelledby="login-required-title" className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockKeyholeIcon className="size-7" aria-hidden="true" />
      </span>
      <h2 id="login-required-title" className="text-lg font-bold">
        {title ?? t('loginRequired.title')}
      </h2>
      <p className="max-w-xs text-sm text-muted-foreground">{description ?? t('loginRequired.description')}</p>
      <div className="mt-2 flex w-full max-w-xs flex-col gap-2">
        {showLogin && (
          <Button size="lg" onClick={() => dialogs.openLogin({ onSuccess })}>
            {t('loginRequired.logIn')}
          </Button>
        )}
        {showHome && (
          <Button asChild size="lg" variant={showLogin ? 'outline' : 'default'}>
            <Link href={href('/')}>{t('loginRequired.goHome')}</Link>
          </Button>
        )}
        {children}
      </div>
    </section>
  );
}
