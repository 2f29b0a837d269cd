'use client';

import { Loader2Icon, LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';

interface DeskAccountProps {
  name: string;
  email: string;
  roleLabel: string;
}

/**
 * Who is signed in to the desk, with 'Sign out' at every width: a shared front-desk PC must not stay signed in
 * because the profile page (a phone page) is out of reach. After signing out the desk shows the login page.
 */
export function DeskAccount({ name, email, roleLabel }: DeskAccountProps) {
  const auth = useAuth();
  const [pending, setPending] = useState(false);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <div className="min-w-0 text-right leading-tight lg:text-left">
        <p className="truncate text-sm font-medium" title={email}>
          {name}
        </p>
        <p className="text-xs text-muted-foreground">{roleLabel}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 shrink-0"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={async () => {
          setPending(true);
          await auth.signOut();
        }}
      >
        {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <LogOutIcon aria-hidden="true" />}
        Sign out
      </Button>
    </div>
  );
}
