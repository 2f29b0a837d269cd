'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { InputField } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { agreementConfirmSchema } from '@/lib/validation/tenancies';
import { tenancyApi } from './tenancy-api';
import { tenancyErrorText, tenancyServerText } from './tenancy-texts';

/**
 * 'Agree with a code': the party asks for a code to their own channel, then enters it; the agreement they read is
 * named by its fingerprint (SHA-256), so a version changed in between is refused and shown again.
 */
export function AgreementConfirm({ tenancyId, sha256 }: { tenancyId: string; sha256: string }) {
  const router = useRouter();
  const t = useCopy('tenancy');
  const ids = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(call: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (cause) {
      setError(tenancyErrorText(cause, t));
    } finally {
      setBusy(false);
    }
  }

  const ask = () => act(async () => setSent(tenancyServerText((await tenancyApi.requestCode(tenancyId)).message, t)));
  function agree(event: FormEvent) {
    event.preventDefault();
    const parsed = agreementConfirmSchema.safeParse({ code, sha256 });
    if (!parsed.success) return setError(tenancyServerText(parsed.error.issues[0]?.message ?? t('confirm.enterCode'), t));
    void act(async () => {
      await tenancyApi.confirm(tenancyId, parsed.data);
      router.refresh();
    });
  }

  return (
    <div className="space-y-3" data-testid="agreement-confirm">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {sent ? (
        <form className="space-y-3" onSubmit={agree} noValidate>
          <p role="status" className="text-sm" data-testid="agreement-code-sent">
            {sent}
          </p>
          <InputField id={`${ids}-code`} label={t('confirm.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
          <Button type="submit" className="min-h-12 w-full" disabled={busy}>
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('confirm.agree')}
          </Button>
        </form>
      ) : (
        <Button type="button" className="min-h-12 w-full" disabled={busy} onClick={() => void ask()}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t('confirm.ask')}
        </Button>
      )}
    </div>
  );
}
