import { ShieldCheckIcon } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { privacyMessages } from '@/lib/privacy/messages';

const TITLES = { pending: 'Keep your account?', kept: 'Your account stays', gone: 'This link no longer works' } as const;

/** The /account/keep page: the 'Keep my account' button (a plain form, no script), or what happened. */
export function KeepAccount({ token, state }: { token: string; state: keyof typeof TITLES }) {
  return (
    <section aria-labelledby="keep-title" className="space-y-4 rounded-2xl border bg-card p-5" data-testid="keep-account">
      <ShieldCheckIcon className="size-7 text-primary" aria-hidden="true" />
      <h1 id="keep-title" className="text-xl font-bold tracking-tight">
        {TITLES[state]}
      </h1>
      {state === 'pending' ? (
        <>
          <p className="text-[15px] text-muted-foreground">Your account is about to be deleted. Keep it, and nothing is deleted.</p>
          <form method="post" action={`/api/account/keep/${token}`}>
            <button type="submit" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              Keep my account
            </button>
          </form>
        </>
      ) : (
        <p className="text-[15px] text-muted-foreground">{state === 'kept' ? 'Nothing will be deleted. You can sign in as before.' : privacyMessages.undoGone}</p>
      )}
      <Link prefetch={false} href="/profile" className="inline-flex min-h-11 items-center text-sm font-medium text-primary">
        Go to your profile
      </Link>
    </section>
  );
}
