'use client';

import { Loader2Icon, LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';

/** Sign out with local scope: the server revokes the session and clears the cookies, then the page reloads. */
export function SignOutButton() {
  const auth = useAuth();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full border-destructive/30 text-destructive hover:bg-destructive/5"
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={async () => {
        setPending(true);
        await auth.signOut();
      }}
    >
      {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <LogOutIcon aria-hidden="true" />}
      Sign Out
    </Button>
  );
}
