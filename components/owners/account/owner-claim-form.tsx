'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { CodeInput } from '@/components/auth/code-input';
import { InputField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { ownerClaimCodeSchema, ownerClaimVerifySchema } from '@/lib/validation/owner-account';
import { ownerAccountApi } from './owner-account-api';

/**
 * 'Prove your number': the owner types the number their homes are listed under, we send a code to it on WhatsApp,
 * and the code typed here shows those homes. The number stays as typed when a step fails; 'Change number' goes back.
 */
export function OwnerClaimForm() {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(step: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (cause) {
      setError(apiErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const parsed = ownerClaimCodeSchema.safeParse({ phone });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    void run(async () => {
      const answer = await ownerAccountApi.sendCode({ phone });
      setSent(answer.message);
      setCode('');
    });
  }

  function verify(value: string) {
    const parsed = ownerClaimVerifySchema.safeParse({ phone, otp: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    void run(async () => {
      await ownerAccountApi.verify({ phone, otp: value });
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="owner-claim-heading" className="space-y-4 rounded-2xl border border-border bg-card p-5" data-testid="owner-claim">
      <h2 id="owner-claim-heading" className="text-lg font-bold text-foreground">
        Prove your number
      </h2>
      <p className="text-sm leading-6 text-muted-foreground">
        Enter the mobile number your homes are listed under. We send a code to it on WhatsApp: only the person with that phone can see and answer for its homes. New to GHomes? Prove your number the same way to start.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {sent === null ? (
        <form className="space-y-4" onSubmit={sendCode} noValidate>
          <InputField id="owner-claim-phone" label="Mobile number (+91)" type="tel" inputMode="tel" autoComplete="tel-national" value={phone} onChange={(event) => setPhone(event.target.value)} />
          <Button type="submit" className="min-h-11 w-full" disabled={busy}>
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            Send code on WhatsApp
          </Button>
        </form>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            verify(code);
          }}
          noValidate
        >
          <p role="status" className="text-sm leading-6 text-foreground" data-testid="owner-claim-sent">
            {sent}
          </p>
          <CodeInput id="owner-claim-code" label="WhatsApp code" value={code} onChange={setCode} disabled={busy} onComplete={verify} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" className="min-h-11 flex-1" disabled={busy}>
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              Show my homes
            </Button>
            <Button type="button" variant="outline" className="min-h-11 flex-1" disabled={busy} onClick={() => (setSent(null), setError(null))}>
              Change number
            </Button>
          </div>
          <Button type="button" variant="ghost" className="min-h-11 w-full" disabled={busy} onClick={() => sendCode()}>
            Send a new code
          </Button>
        </form>
      )}
    </section>
  );
}
