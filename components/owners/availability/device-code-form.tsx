'use client';

import { KeyRound, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { InputField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/client';
import { availabilityApi } from './availability-api';

const failure = (error: unknown) => (error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.');

/**
 * The first visit from a browser: a code to the owner's number proves it (remembered 30 days). Nothing about the
 * home is on the page until then, so a forwarded link shows a stranger nothing.
 */
export function DeviceCodeForm({ token }: { token: string }) {
  const router = useRouter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function send() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { destination } = await availabilityApi.sendCode(token);
      setSentTo(destination);
      requestAnimationFrame(() => input.current?.focus());
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6-digit code.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await availabilityApi.verify(token, code);
      router.refresh();
    } catch (caught) {
      setError(failure(caught));
      setCode('');
      setBusy(false);
    }
  }

  return (
    <section className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm" aria-labelledby="owner-code-title" data-testid="owner-device-form">
      <div className="space-y-1">
        <h2 id="owner-code-title" className="flex items-center gap-2 text-base font-bold">
          <KeyRound aria-hidden="true" className="size-5 text-primary" />
          Confirm it&apos;s you
        </h2>
        <p className="text-sm text-muted-foreground">
          {sentTo ? `We sent a 6-digit code to ${sentTo}.` : 'We send a 6-digit code to your number. This browser is then remembered for 30 days.'}
        </p>
      </div>
      {sentTo ? (
        <form onSubmit={verify} className="space-y-3" noValidate>
          <InputField
            id="owner-code"
            ref={input}
            label="Code"
            error={error ?? undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            className="h-14 text-center font-mono text-2xl tracking-[0.3em]"
          />
          <Button type="submit" size="lg" className="h-12 w-full text-base" disabled={busy} aria-busy={busy}>
            {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
            Confirm
          </Button>
          <Button type="button" variant="ghost" className="h-11 w-full" onClick={send} disabled={busy}>
            Send a new code
          </Button>
        </form>
      ) : (
        <>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="button" size="lg" className="h-12 w-full text-base" onClick={send} disabled={busy} aria-busy={busy}>
            {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
            Send me a code
          </Button>
        </>
      )}
    </section>
  );
}
