'use client';

import { KeyRound, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { InputField } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { gateDeskApi, deskFailureMessage } from './gate-desk-api';

/** The locked desk: the society's desk PIN opens it on this device for a shift. */
export function DeskPinForm({ societyId }: { societyId: string }) {
  const t = useCopy('gate');
  const router = useRouter();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // The PIN screen is the whole page (also right after 'Lock desk'): the field is where the guard starts.
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!pin.trim()) {
      setError(t('pin.empty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await gateDeskApi.unlock(societyId, pin.trim());
      router.refresh();
    } catch (failure) {
      setError(deskFailureMessage(failure, t));
      setPin('');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm" data-testid="desk-pin-form" noValidate>
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-base font-bold">
          <KeyRound aria-hidden="true" className="size-5 text-primary" />
          {t('pin.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pin.intro')}</p>
      </div>
      <InputField
        id="desk-pin"
        ref={input}
        label={t('pin.label')}
        error={error ?? undefined}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        className="h-16 text-center font-mono text-3xl tracking-[0.3em]"
      />
      <Button type="submit" size="lg" className="h-14 w-full text-base" disabled={busy} aria-busy={busy}>
        {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
        {t('pin.unlock')}
      </Button>
    </form>
  );
}
