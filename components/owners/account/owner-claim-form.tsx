'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { CodeInput } from '@/components/auth/code-input';
import { InputField } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { ownerAccountMessages, ownerClaimCodeSchema, ownerClaimVerifySchema, type OwnerCodeChannel } from '@/lib/validation/owner-account';
import { ownerAccountApi } from './owner-account-api';

/**
 * 'Prove your number': the owner types the number their homes are listed under, we send a code to it on WhatsApp
 * (or, asked to, to the e-mail address on that number's record: never one typed here), and the code typed here
 * shows those homes. The screen says the same whichever way, and whether or not we hold the number. The number stays
 * as typed when a step fails; 'Change number' goes back.
 */
export function OwnerClaimForm() {
  const claim = useOwnerClaim();
  const t = useCopy('owners');
  return (
    <section aria-labelledby="owner-claim-heading" className="space-y-4 rounded-2xl border border-border bg-card p-5" data-testid="owner-claim">
      <h2 id="owner-claim-heading" className="text-lg font-bold text-foreground">
        {t('claim.heading')}
      </h2>
      <p className="text-sm leading-6 text-muted-foreground">{t('claim.intro')}</p>
      {claim.error ? (
        <p role="alert" className="text-sm text-destructive">
          {claim.error}
        </p>
      ) : null}
      {claim.sent === null ? <NumberStep claim={claim} /> : <CodeStep claim={claim} sent={claim.sent} />}
    </section>
  );
}

type OwnerClaim = ReturnType<typeof useOwnerClaim>;

/** The form's state and its two calls: a code by the chosen channel, and the code typed (the same channel's). */
function useOwnerClaim() {
  const router = useRouter();
  const t = useCopy('owners');
  // The schema's two messages (the routes answer with them too), in the page's language.
  const fieldMessage = (message: string | undefined) =>
    message === ownerAccountMessages.invalidPhone ? t('claim.invalidPhone') : message === ownerAccountMessages.invalidOtp ? t('claim.invalidOtp') : (message ?? null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [via, setVia] = useState<OwnerCodeChannel>('whatsapp');
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

  function sendCode(channel: OwnerCodeChannel) {
    const parsed = ownerClaimCodeSchema.safeParse({ phone });
    if (!parsed.success) return setError(fieldMessage(parsed.error.issues[0]?.message));
    void run(async () => {
      await ownerAccountApi.sendCode(channel === 'email' ? { phone, via: 'email' } : { phone });
      setVia(channel);
      // The route's answer in the page's language: the same words for the number it read (never whether we hold it).
      setSent(t(channel === 'email' ? 'claim.emailCodeMaybeSent' : 'claim.codeSent', { phone: parsed.data.phone }));
      setCode('');
    });
  }

  function verify(value: string) {
    const parsed = ownerClaimVerifySchema.safeParse({ phone, otp: value });
    if (!parsed.success) return setError(fieldMessage(parsed.error.issues[0]?.message));
    void run(async () => {
      await ownerAccountApi.verify(via === 'email' ? { phone, otp: value, via } : { phone, otp: value });
      router.refresh();
    });
  }

  const changeNumber = () => (setSent(null), setError(null));
  return { phone, setPhone, code, setCode, via, sent, busy, error, sendCode, verify, changeNumber };
}

const Spinner = ({ on }: { on: boolean }) => (on ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null);

function NumberStep({ claim }: { claim: OwnerClaim }) {
  const t = useCopy('owners');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.sendCode('whatsapp');
  };
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <InputField id="owner-claim-phone" label={t('claim.phoneLabel')} type="tel" inputMode="tel" autoComplete="tel-national" value={claim.phone} onChange={(event) => claim.setPhone(event.target.value)} />
      <Button type="submit" className="min-h-11 w-full" disabled={claim.busy}>
        <Spinner on={claim.busy} />
        {t('claim.sendWhatsApp')}
      </Button>
      <Button type="button" variant="ghost" className="min-h-11 w-full" disabled={claim.busy} onClick={() => claim.sendCode('email')}>
        {t('claim.sendEmailInstead')}
      </Button>
    </form>
  );
}

function CodeStep({ claim, sent }: { claim: OwnerClaim; sent: string }) {
  const t = useCopy('owners');
  const other: OwnerCodeChannel = claim.via === 'email' ? 'whatsapp' : 'email';
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        claim.verify(claim.code);
      }}
      noValidate
    >
      <p role="status" className="text-sm leading-6 text-foreground" data-testid="owner-claim-sent">
        {sent}
      </p>
      <CodeInput id="owner-claim-code" label={claim.via === 'email' ? t('claim.emailCode') : t('claim.whatsAppCode')} value={claim.code} onChange={claim.setCode} disabled={claim.busy} onComplete={claim.verify} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="min-h-11 flex-1" disabled={claim.busy}>
          <Spinner on={claim.busy} />
          {t('claim.showHomes')}
        </Button>
        <Button type="button" variant="outline" className="min-h-11 flex-1" disabled={claim.busy} onClick={claim.changeNumber}>
          {t('claim.changeNumber')}
        </Button>
      </div>
      <Button type="button" variant="ghost" className="min-h-11 w-full" disabled={claim.busy} onClick={() => claim.sendCode(claim.via)}>
        {t('claim.sendNew')}
      </Button>
      <Button type="button" variant="ghost" className="min-h-11 w-full" disabled={claim.busy} onClick={() => claim.sendCode(other)}>
        {other === 'email' ? t('claim.sendEmailInstead') : t('claim.sendWhatsAppInstead')}
      </Button>
    </form>
  );
}
