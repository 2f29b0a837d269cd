'use client';

import { MessageCircleIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CodeInput } from '@/components/auth/code-input';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, apiErrorMessage } from '@/lib/api/client';
import { postWhatsAppVerification } from './whatsapp-api';
import { phoneVerificationCodeSchema } from '@/lib/validation/phone-verification';
import { PurposeNote } from '@/components/privacy/purpose-note';

// A mistyped code reads as the login flow's does (the server answers one way for a wrong and an expired code):
// `wrongCode` is that sentence in the page's language.
async function post(path: string, wrongCode: string, payload: unknown = {}): Promise<{ message: string; verified: boolean }> {
  try {
    return await postWhatsAppVerification(path, payload);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_otp') throw new Error(wrongCode);
    throw new Error(apiErrorMessage(error));
  }
}

/**
 * The profile's WhatsApp state: verified, or 'Verify WhatsApp number' (a code sent to the number over WhatsApp,
 * typed here). Until then messages go by e-mail only, and this says so. `phone` is the number as the profile
 * shows it (lib/phone.ts), so the toast names it the same way.
 */
export function VerifyWhatsAppNumber({ verified, phone }: { verified: boolean; phone: string }) {
  const router = useRouter();
  const t = useCopy('account');
  const { href } = useLocalePath();
  const [step, setStep] = useState<'idle' | 'code'>('idle');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  if (verified) {
    return (
      <p className="flex items-start gap-3 px-4 py-3 text-sm text-emerald-700" data-testid="whatsapp-state">
        <MessageCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('whatsapp.verified')}
      </p>
    );
  }

  const sendCode = async () => {
    setBusy(true);
    try {
      const { message, verified: already } = await post('/api/profile/whatsapp-number', t('whatsapp.wrongCode'));
      // A code went out: name the number as the profile shows it (the server's words carry it unformatted).
      toast.success(t('whatsapp.otpSent'), { description: already ? message : t('whatsapp.otpSentTo', { phone }) });
      setStep('code');
    } catch (error) {
      toast.error(t('whatsapp.error'), { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const verify = async (value: string) => {
    const parsed = phoneVerificationCodeSchema.safeParse({ otp: value });
    if (!parsed.success) {
      toast.error(t('whatsapp.invalidOtpTitle'), { description: t('whatsapp.invalidOtp') });
      return;
    }
    setBusy(true);
    try {
      const { message } = await post('/api/profile/whatsapp-number/verify', t('whatsapp.wrongCode'), parsed.data);
      toast.success(t('whatsapp.verifiedToast'), { description: message });
      router.refresh();
    } catch (error) {
      toast.error(t('whatsapp.error'), { description: (error as Error).message });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id="whatsapp" className="scroll-mt-24 space-y-3 px-4 py-3" data-testid="whatsapp-state">
      <p className="flex items-start gap-3 text-sm text-muted-foreground">
        <MessageCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('whatsapp.unverified')}
      </p>
      <PurposeNote purpose="whatsapp" words={{ text: t('purpose.whatsapp'), link: t('consents.howWeUse'), href: href('/privacy') }} />
      {step === 'idle' ? (
        <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void sendCode()}>
          {t('whatsapp.title')}
        </Button>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void verify(code);
          }}
        >
          <p className="text-sm" data-testid="whatsapp-code-sent-to">
            {t('whatsapp.enterCodeBefore')}
            <span className="whitespace-nowrap font-medium">{phone}</span>
            {t('whatsapp.enterCodeAfter')}
          </p>
          <CodeInput id="whatsapp-code" label={t('whatsapp.codeLabel')} value={code} onChange={setCode} disabled={busy} onComplete={(value) => void verify(value)} />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={busy}>
              {t('whatsapp.verify')}
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void sendCode()}>
              {t('whatsapp.resend')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
