'use client';

import { Loader2Icon, LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface SignOutButtonProps {
  /** The profile's wide red button by default; the operations desk's frame uses a compact one. */
  compact?: boolean;
  label?: string;
}

/** Sign out with local scope: the server revokes the session and clears the cookies, then the page reloads. */
export function SignOutButton({ compact = false, label = 'Sign Out' }: SignOutButtonProps) {
  const auth = useAuth();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size={compact ? 'sm' : 'lg'}
      className={cn(compact ? 'min-h-11 shrink-0' : 'w-full border-destructive/30 text-destructive hover:bg-destructive/5')}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={async () => {
        setPending(true);
        await auth.signOut();
      }}
    >
      {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <LogOutIcon aria-hidden="true" />}
      {label}
    </Button>
  );
}
