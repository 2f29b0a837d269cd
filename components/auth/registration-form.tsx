'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, Loader2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  registrationCodeSchema,
  registrationSchema,
  type AuthUser,
  type RegistrationInput,
  type RegistrationValues,
} from '@/lib/validation/auth';
import { ApiError, authApi } from './auth-api';
import { useAuth } from './auth-provider';
import { authToasts } from './auth-toasts';
import { CodeField } from './code-input';
import { FieldError, FormField, fieldAria, type HeadingComponent } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { normalizePhoneInput } from '@/lib/phone';

/** The spec's validation order; only the first failing field shows its message. */
const FIELD_ORDER = ['firstName', 'lastName', 'phone', 'email'] as const;

export interface RegistrationFormProps {
  defaultEmail?: string;
  onSuccess?(user: AuthUser): void;
  /** The one toast of a finished registration (default 'Email Verified Successfully'); hosts with their own words pass them here. */
  successToast?(): void;
  titleAs?: HeadingComponent;
  descriptionAs?: HeadingComponent;
  idPrefix?: string;
}

const emptyValues = (email = ''): RegistrationValues => ({ firstName: '', lastName: '', countryCode: DEFAULT_COUNTRY_CODE, phone: '', email });

/** Registration sheet content: 'Create Account' details, then 'Verify Email' (spec discovery 2, societies 2.6). */
export function RegistrationForm({ defaultEmail, onSuccess, successToast = authToasts.emailVerified, titleAs: Title = 'h2', descriptionAs: Description = 'p', idPrefix = 'register' }: RegistrationFormProps) {
  const auth = useAuth();
  const [step, setStep] = useState<'details' | 'verify'>('details');
  const [registered, setRegistered] = useState<RegistrationInput>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const codeSentAt = useRef<number | undefined>(undefined);
  const form = useForm<RegistrationValues, unknown, RegistrationInput>({ resolver: zodResolver(registrationSchema), defaultValues: emptyValues(defaultEmail) });
  const { errors } = form.formState;
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  const errorFor = (field: DetailsField) => (field === firstInvalid ? errors[field]?.message : undefined);
  const fieldId = (field: string) => `${idPrefix}-${field}`;

  const submitDetails = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      await authApi.register(values);
      authToasts.registrationSuccessful();
      codeSentAt.current = Date.now();
      setRegistered(values);
      setCode('');
      setCodeError(undefined);
      setStep('verify');
    } catch (cause) {
      authToasts.registrationFailed(cause as ApiError);
    } finally {
      setPending(false);
    }
  });

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!registered) return;
    if (!registrationCodeSchema.safeParse({ token: code }).success) {
      setCodeError('Please enter a valid 6-digit verification code');
      return;
    }
    setPending(true);
    try {
      const { user } = await authApi.verifyCode(registered.email, code);
      successToast();
      form.reset(emptyValues());
      setRegistered(undefined);
      setCode('');
      setStep('details');
      auth.signedIn(user);
      onSuccess?.(user);
    } catch (cause) {
      authToasts.emailVerificationFailed(cause as ApiError, codeSentAt.current);
      setCode('');
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    if (!registered) return;
    setResending(true);
    try {
      await authApi.sendCode(registered.email);
      authToasts.codeResent();
      codeSentAt.current = Date.now();
      setCode('');
      setCodeError(undefined);
    } catch (cause) {
      authToasts.resendFailed(cause as ApiError);
    } finally {
      setResending(false);
    }
  }

  if (step === 'verify' && registered) {
    return (
      <VerifyEmailStep
        idPrefix={idPrefix}
        email={registered.email}
        code={code}
        codeError={codeError}
        onCodeChange={(value) => {
          setCode(value);
          setCodeError(undefined);
        }}
        pending={pending}
        resending={resending}
        onSubmit={verify}
        onBack={() => setStep('details')}
        onResend={resend}
        Title={Title}
        Description={Description}
      />
    );
  }

  return (
    <form noValidate onSubmit={submitDetails} className="flex flex-col gap-4" aria-labelledby={`${idPrefix}-title`}>
      <div className="space-y-1.5">
        <Title id={`${idPrefix}-title`} className="text-xl font-bold tracking-tight">
          Create Account
        </Title>
        <Description className="text-sm text-muted-foreground">Book visits and unlock doors with your free credits.</Description>
      </div>
      <DetailsFields form={form} errorFor={errorFor} fieldId={fieldId} pending={pending} />
      <SubmitButton pending={pending} className="mt-1">
        Send Verification Code
      </SubmitButton>
      <p className="text-center text-xs text-muted-foreground">By registering, you agree to our Terms of Service and Privacy Policy.</p>
    </form>
  );
}

interface VerifyEmailStepProps {
  idPrefix: string;
  email: string;
  code: string;
  codeError?: string;
  onCodeChange(value: string): void;
  pending: boolean;
  resending: boolean;
  onSubmit(event: React.FormEvent): void;
  onBack(): void;
  onResend(): void;
  Title: HeadingComponent;
  Description: HeadingComponent;
}

/** 'Verify Email': the code sent to the new address, back to the details, or a new code. */
function VerifyEmailStep({ idPrefix, email, code, codeError, onCodeChange, pending, resending, onSubmit, onBack, onResend, Title, Description }: VerifyEmailStepProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby={`${idPrefix}-title`}>
      <div className="space-y-1.5">
        <Title id={`${idPrefix}-title`} className="text-xl font-bold tracking-tight">
          Verify Email
        </Title>
        <Description className="text-sm text-muted-foreground">
          Enter the 6-digit code we sent to <span className="font-semibold text-foreground [overflow-wrap:anywhere]">{email}</span>
        </Description>
      </div>
      <CodeField id={`${idPrefix}-code`} code={code} error={codeError} onChange={onCodeChange} disabled={pending} />
      <SubmitButton pending={pending}>Verify Email</SubmitButton>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" className="-ml-2 px-2" onClick={onBack} disabled={pending}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Details
        </Button>
        <Button variant="link" className="px-1" onClick={onResend} disabled={resending || pending} aria-busy={resending || undefined}>
          {resending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Request a new code
        </Button>
      </div>
      <p className="-mt-2 text-center text-xs text-muted-foreground">Didn&apos;t get the code? Check your spam folder, or request a new code.</p>
    </form>
  );
}

type DetailsField = (typeof FIELD_ORDER)[number];

/** The 'Create Account' fields; only the first failing one (in the spec's order) shows its message. */
function DetailsFields({ form, errorFor, fieldId, pending }: { form: UseFormReturn<RegistrationValues, unknown, RegistrationInput>; errorFor(field: DetailsField): string | undefined; fieldId(field: string): string; pending: boolean }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-2">
          <Label htmlFor={fieldId('firstName')}>First Name*</Label>
          <Input
            id={fieldId('firstName')}
            autoComplete="given-name"
            autoCapitalize="words"
            {...fieldAria(fieldId('firstName'), errorFor('firstName'))}
            readOnly={pending}
            {...form.register('firstName')}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={fieldId('lastName')}>Last Name*</Label>
          <Input
            id={fieldId('lastName')}
            autoComplete="family-name"
            autoCapitalize="words"
            {...fieldAria(fieldId('lastName'), errorFor('lastName'))}
            readOnly={pending}
            {...form.register('lastName')}
          />
        </div>
        <FieldError id={fieldId('firstName-error')} message={errorFor('firstName')} />
        <FieldError id={fieldId('lastName-error')} message={errorFor('lastName')} />
      </div>
      <FormField id={fieldId('phone')} label="Phone Number*" error={errorFor('phone')}>
        <div className="flex gap-2">
          <Controller
            control={form.control}
            name="countryCode"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
                <SelectTrigger ref={field.ref} aria-label="Country code" className="w-[5.75rem] shrink-0" data-testid="country-code">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {COUNTRY_CODES.map((countryCode) => (
                    <SelectItem key={countryCode} value={countryCode} className="min-h-11">
                      {countryCode}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <Input
            id={fieldId('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="98765 43210"
            {...fieldAria(fieldId('phone'), errorFor('phone'))}
            readOnly={pending}
            {...form.register('phone', {
              // '+91 98450 12345', '098450 12345' or '98450-12345' pasted or typed become 9845012345 (lib/phone.ts).
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                const cleaned = normalizePhoneInput(event.target.value, form.getValues('countryCode'));
                if (cleaned !== event.target.value) form.setValue('phone', cleaned, { shouldValidate: form.formState.isSubmitted });
              },
            })}
          />
        </div>
      </FormField>
      <FormField id={fieldId('email')} label="Email Address*" error={errorFor('email')}>
        <Input
          id={fieldId('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          {...fieldAria(fieldId('email'), errorFor('email'))}
          readOnly={pending}
          {...form.register('email')}
        />
      </FormField>
    </>
  );
}
