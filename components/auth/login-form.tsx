'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CODE_LENGTH, loginCodeSchema, loginEmailSchema, type AuthUser, type LoginEmailValues } from '@/lib/validation/auth';
import { ApiError, authApi } from './auth-api';
import { useAuth } from './auth-provider';
import { authToasts } from './auth-toasts';
import { CodeInput } from './code-input';
import { FieldError, FormField, fieldAria, type HeadingComponent } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';

export interface LoginFormProps {
  onSuccess?(user: AuthUser): void;
  /** 'Account Not Found': the host opens registration with this address. */
  onAccountNotFound?(email: string): void;
  /** Shows the optional 'Create an account' link. */
  onCreateAccount?(): void;
  titleAs?: HeadingComponent;
  descriptionAs?: HeadingComponent;
  idPrefix?: string;
  /** The one toast of a successful sign-in (default 'Login Successful' / 'Welcome back!'); hosts with their own words pass them here. */
  successToast?(): void;
  /** 'login': the spec 8 login variant of the account messages (the properties page's 'Welcome Back' dialog). */
  variant?: 'default' | 'login';
  /**
   * The e-mail typed so far, kept by a host that outlives the form (the login sheet), so that closing the sheet
   * with the phone's back button and opening it again keeps it. Cleared on a successful sign-in.
   */
  draftEmail?: string;
  onDraftEmailChange?(email: string): void;
}

/** Login panel content: e-mail step, then code step (spec discovery 2, societies 2.5). */
export function LoginForm({ onSuccess, successToast = authToasts.loginSuccessful, onAccountNotFound, onCreateAccount, titleAs: Title = 'h2', descriptionAs: Description = 'p', idPrefix = 'login', variant = 'default', draftEmail = '', onDraftEmailChange }: LoginFormProps) {
  const auth = useAuth();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [pending, setPending] = useState(false);
  const codeSentAt = useRef<number | undefined>(undefined);
  const form = useForm<LoginEmailValues>({ resolver: zodResolver(loginEmailSchema), defaultValues: { email: draftEmail } });
  const emailError = form.formState.errors.email?.message;

  const sendCode = form.handleSubmit(
    async ({ email: address }) => {
      setPending(true);
      try {
        const { userExists } = await authApi.checkUserExists(address).catch((cause: ApiError) => {
          if (variant === 'login') authToasts.verifyUserFailed();
          else authToasts.userCheckFailed(cause);
          throw cause;
        });
        if (!userExists) {
          if (variant === 'login') authToasts.accountNotFoundLogin();
          else authToasts.accountNotFound();
          onAccountNotFound?.(address);
          return;
        }
        await authApi.sendCode(address).catch((cause: ApiError) => {
          authToasts.sendFailed(cause);
          throw cause;
        });
        authToasts.codeSent();
        codeSentAt.current = Date.now();
        setEmail(address);
        setCode('');
        setCodeError(undefined);
        setStep('code');
      } catch {
        // already shown as a toast
      } finally {
        setPending(false);
      }
    },
    () => authToasts.missingEmail(),
  );

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!loginCodeSchema.safeParse({ token: code }).success) {
      setCodeError('Please enter a valid 6-digit OTP');
      authToasts.invalidCodeLength();
      return;
    }
    setPending(true);
    try {
      const { user } = await authApi.verifyCode(email, code);
      successToast();
      // Success returns to the e-mail step with cleared fields, then the host closes the panel.
      setStep('email');
      setEmail('');
      setCode('');
      form.reset({ email: '' });
      onDraftEmailChange?.('');
      auth.signedIn(user);
      onSuccess?.(user);
    } catch (cause) {
      authToasts.verifyFailed(cause as ApiError, codeSentAt.current);
      setCode('');
    } finally {
      setPending(false);
    }
  }

  if (step === 'code') {
    return (
      <form noValidate onSubmit={verify} className="flex flex-col gap-5" aria-labelledby={`${idPrefix}-title`}>
        <div className="space-y-1.5">
          <Title className="text-xl font-bold tracking-tight" id={`${idPrefix}-title`}>
            Enter Verification Code
          </Title>
          <Description className="text-sm text-muted-foreground">
            We&apos;ve sent a 6-digit code to <span className="font-semibold text-foreground [overflow-wrap:anywhere]">{email}</span>
          </Description>
        </div>
        <div className="space-y-2">
          <CodeInput
            id={`${idPrefix}-code`}
            label="6-digit verification code"
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            invalid={!!codeError}
            describedBy={`${idPrefix}-code-error`}
            disabled={pending}
          />
          <FieldError id={`${idPrefix}-code-error`} message={codeError} />
        </div>
        <SubmitButton pending={pending} disabled={code.length !== CODE_LENGTH}>
          Verify Code
        </SubmitButton>
        <Button
          variant="link"
          className="h-11 self-center"
          disabled={pending}
          onClick={() => {
            setStep('email');
            setCode('');
            setCodeError(undefined);
          }}
        >
          Change email address
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={sendCode} className="flex flex-col gap-5" aria-labelledby={`${idPrefix}-title`}>
      <div className="space-y-1.5">
        <Title className="text-xl font-bold tracking-tight" id={`${idPrefix}-title`}>
          Login
        </Title>
        <Description className="text-sm text-muted-foreground">Enter your email to receive a secure login code</Description>
      </div>
      <FormField id={`${idPrefix}-email`} label="Email Address" error={emailError}>
        <div className="relative">
          <MailIcon aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={`${idPrefix}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            className="h-12 pl-9"
            {...fieldAria(`${idPrefix}-email`, emailError)}
            readOnly={pending}
            {...form.register('email', { onChange: (event: React.ChangeEvent<HTMLInputElement>) => onDraftEmailChange?.(event.target.value) })}
          />
        </div>
      </FormField>
      <SubmitButton pending={pending}>Send Login Code</SubmitButton>
      <p className="text-center text-xs text-muted-foreground">We&apos;ll send a secure 6-digit code to your email. No spam, ever.</p>
      {onCreateAccount && (
        <p className="text-center text-sm text-muted-foreground">
          New here?{' '}
          <Button variant="link" className="h-11 px-1" onClick={onCreateAccount} disabled={pending}>
            Create an account
          </Button>
        </p>
      )}
    </form>
  );
}
