'use client';

import Link from 'next/link';
import { UserRound } from 'lucide-react';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';
import { useLoginTrigger } from './login-trigger';

/** The header's 'Log in' text; once signed in it becomes a link to the profile. */
export function HeaderLoginButton() {
  const { openLogin } = useLoginTrigger();
  const { user, loading } = useAuth();
  if (loading) {
    // Neutral until the person's state is known: a signed-in person never sees 'Log in' flash first.
    return <span aria-hidden="true" data-testid="header-auth-pending" className="inline-block h-9 w-16 animate-pulse rounded-lg bg-muted" />;
  }
  if (user) {
    return (
      <Button asChild variant="ghost" className="px-2.5 text-sm font-semibold text-foreground sm:px-3">
        <Link prefetch={false} href="/profile" aria-label="Your profile">
          <UserRound aria-hidden="true" />
          <span className="max-w-20 truncate">{user.firstName || 'Profile'}</span>
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="ghost" data-testid="header-login" onClick={() => openLogin()} className="px-2.5 text-sm font-semibold text-foreground sm:px-3">
      Log in
    </Button>
  );
}
