'use client';

import { MessageCircleIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CodeInput } from '@/components/auth/code-input';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, apiErrorMessage } from '@/lib/api/client';
import { postWhatsAppVerification } from './whatsapp-api';
import { phoneVerificationCodeSchema, phoneVerificationMessages as M } from '@/lib/validation/phone-verification';
import { PurposeNote } from '@/components/privacy/purpose-note';

// A mistyped code reads as the login flow's does (the server answers one way for a wrong and an expired code).
const WRONG_CODE = 'That code is not right. Check the 6 digits in the WhatsApp message and try again.';

async function post(path: string, payload: unknown = {}): Promise<{ message: string; verified: boolean }> {
  try {
    return await postWhatsAppVerification(path, payload);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_otp') throw new Error(WRONG_CODE);
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
  const [step, setStep] = useState<'idle' | 'code'>('idle');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  if (verified) {
    return (
      <p className="flex items-start gap-3 px-4 py-3 text-sm text-emerald-700" data-testid="whatsapp-state">
        <MessageCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {M.verified}
      </p>
    );
  }

  const sendCode = async () => {
    setBusy(true);
    try {
      const { message, verified: already } = await post('/api/profile/whatsapp-number');
      // A code went out: name the number as the profile shows it (the server's words carry it unformatted).
      toast.success('OTP Sent', { description: already ? message : `OTP sent to ${phone} via WhatsApp` });
      setStep('code');
    } catch (error) {
      toast.error('Error', { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const verify = async (value: string) => {
    const parsed = phoneVerificationCodeSchema.safeParse({ otp: value });
    if (!parsed.success) {
      toast.error('Invalid OTP', { description: M.invalidOtp });
      return;
    }
    setBusy(true);
    try {
      const { message } = await post('/api/profile/whatsapp-number/verify', parsed.data);
      toast.success('Verified', { description: message });
      router.refresh();
    } catch (error) {
      toast.error('Error', { description: (error as Error).message });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id="whatsapp" className="scroll-mt-24 space-y-3 px-4 py-3" data-testid="whatsapp-state">
      <p className="flex items-start gap-3 text-sm text-muted-foreground">
        <MessageCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {M.unverified}
      </p>
      <PurposeNote purpose="whatsapp" />
      {step === 'idle' ? (
        <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void sendCode()}>
          {M.title}
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
            Enter the 6-digit code sent by WhatsApp to <span className="whitespace-nowrap font-medium">{phone}</span>.
          </p>
          <CodeInput id="whatsapp-code" label="WhatsApp verification code" value={code} onChange={setCode} disabled={busy} onComplete={(value) => void verify(value)} />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={busy}>
              Verify
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void sendCode()}>
              Resend code
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
