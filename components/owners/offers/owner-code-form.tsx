'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { InputField } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { ownerCodeSchema } from '@/lib/validation/owner-answer';
import { availabilityApi } from '@/components/owners/availability/availability-api';
import { ownerApi } from './owner-api';

/** The two kinds of owner link prove a browser the same way, each through its own routes. */
const CODE_ROUTES = {
  offer: { send: (token: string) => ownerApi.sendCode(token).then((sent) => sent.masked), verify: ownerApi.verify },
  availability: { send: (token: string) => availabilityApi.sendCode(token).then((sent) => sent.destination), verify: availabilityApi.verify },
} as const;


/**
 * Proving this browser is the owner's, for either kind of owner link: a code is sent on request (never on page load,
 * so a mail scanner opening the link sends nothing), then typed here. Right, the page reloads with what the link is
 * about; until then nothing about the home is on the page, so a forwarded link shows a stranger nothing.
 */
export function OwnerCodeForm({ token, link, headingLevel = 1 }: { token: string; link: keyof typeof CODE_ROUTES; headingLevel?: 1 | 2 }) {
  const routes = CODE_ROUTES[link];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const t = useCopy('owners');
  const router = useRouter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sentTo) input.current?.focus();
  }, [sentTo]);

  async function send() {
    if (busy) return;
    setBusy('send');
    setError(null);
    setNotice(null);
    try {
      const masked = await routes.send(token);
      setSentTo(masked);
      setNotice(t('code.sent', { to: masked }));
    } catch (cause) {
      setError(apiErrorMessage(cause));
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = ownerCodeSchema.safeParse({ code });
    if (!parsed.success) {
      // The schema's one message, in the page's language.
      setError(t('code.enterCode'));
      input.current?.focus();
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      await routes.verify(token, parsed.data.code);
      router.refresh();
    } catch (cause) {
      setError(apiErrorMessage(cause));
      setBusy(null);
      input.current?.focus();
    }
  }

  return (
    <section aria-labelledby="owner-code-heading" className="rounded-2xl border border-border bg-card p-5" data-testid="owner-code">
      <Heading id="owner-code-heading" className="text-xl font-bold text-foreground">
        {t('code.heading')}
      </Heading>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">
        {t('code.intro')}
      </p>
      <p aria-live="polite" className="mt-3 text-sm font-medium text-foreground" data-testid="owner-code-notice">
        {notice}
      </p>
      {sentTo ? (
        <form onSubmit={verify} noValidate className="mt-3 space-y-4">
          <InputField
            ref={input}
            id="owner-code"
            label={t('code.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error ?? undefined}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" className="min-h-11 flex-1" disabled={busy !== null}>
              {busy === 'verify' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {t('code.verify')}
            </Button>
            <Button type="button" variant="outline" className="min-h-11 flex-1" onClick={send} disabled={busy !== null}>
              {t('code.sendNew')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 space-y-3">
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="button" className="min-h-11 w-full" onClick={send} disabled={busy !== null}>
            {busy === 'send' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('code.send')}
          </Button>
        </div>
      )}
    </section>
  );
}
