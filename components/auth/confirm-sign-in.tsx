'use client';

import { LogInIcon, MailWarningIcon } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { ApiError, authApi } from './auth-api';
import { SubmitButton } from '@/components/forms/submit-button';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { aroundEmail } from './use-code-entry';

interface ConfirmSignInProps {
  token: string;
  /** Whom the link signs in (`ka***@example.com`); unknown in hosted mode until the button is tapped. */
  maskedEmail?: string;
  /** Where to go once signed in (already checked by lib/return-to.ts). */
  returnTo: string;
  initialState: 'ready' | 'invalid';
  /** How long a link lives (the code's lifetime). */
  minutes: number;
}

/** /auth/confirm: 'Sign in as ...' and one button; a used, expired or unknown link says so and offers a new code. */
export function ConfirmSignIn({ token, maskedEmail, returnTo, initialState, minutes }: ConfirmSignInProps) {
  const [state, setState] = useState<'ready' | 'invalid'>(initialState);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useCopy('auth');
  const { href } = useLocalePath();

  // The state changes the whole card: move focus to its heading so a screen reader reads the new one.
  useEffect(() => {
    if (state === 'invalid') heading.current?.focus();
  }, [state]);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      await authApi.confirmLink(token);
      // A full load: every part of the site starts from the new session; the used link leaves the history.
      window.location.replace(returnTo);
    } catch (cause) {
      setPending(false);
      if (cause instanceof ApiError && cause.status === 403) setState('invalid');
      else setError(cause instanceof ApiError && cause.status === 429 ? t('confirm.tooMany') : t('confirm.failed'));
    }
  }

  if (state === 'invalid') {
    const again = href(`/profile?auth=login${returnTo === '/profile' ? '' : `&returnTo=${encodeURIComponent(returnTo)}`}`);
    return (
      <section aria-labelledby="confirm-title" className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm">
        <MailWarningIcon className="size-10 text-amber-600" aria-hidden="true" />
        <h1 id="confirm-title" ref={heading} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
          {t('confirm.invalidTitle')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('confirm.invalidBody', { minutes })}</p>
        <Link href={again} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          {t('confirm.requestCode')}
        </Link>
      </section>
    );
  }

  return (
    <form onSubmit={confirm} aria-labelledby="confirm-title" className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm">
      <LogInIcon className="size-10 text-primary" aria-hidden="true" />
      <h1 id="confirm-title" ref={heading} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
        {/* The address wraps as a whole where it fits on a line of its own, and only breaks inside where it cannot. */}
        {maskedEmail ? (
          <>
            {aroundEmail(t('confirm.signInAs'))[0]}
            <span className="inline-block [overflow-wrap:anywhere]">{maskedEmail}</span>
            {aroundEmail(t('confirm.signInAs'))[1]}
          </>
        ) : (
          t('confirm.signIn')
        )}
      </h1>
      <p className="text-sm text-muted-foreground">{t('confirm.tapToSignIn')}</p>
      <SubmitButton pending={pending}>{t('confirm.signIn')}</SubmitButton>
      <p role="alert" aria-live="assertive" className={error ? 'text-sm font-medium text-destructive' : 'sr-only'}>
        {error ?? ''}
      </p>
    </form>
  );
}
