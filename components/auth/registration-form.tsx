'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
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
import { useAuthToasts, type AuthCopy } from './auth-toasts';
import { useCopy } from '@/components/i18n/copy-scope';
import { useFieldMessage } from './field-message';
import { FormHeading } from '@/components/forms/form-heading';
import { CodeField } from './code-input';
import { aroundEmail, useCodeEntry, type CodeStepProps } from './use-code-entry';
import { EMAIL_INPUT_PROPS, FieldError, FormField, fieldAria, type HeadingComponent } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { normalizePhoneInput } from '@/lib/phone';
import { PurposeNote } from '@/components/privacy/purpose-note';

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
export function RegistrationForm({ defaultEmail, onSuccess, successToast, titleAs: Title = 'h2', descriptionAs: Description = 'p', idPrefix = 'register' }: RegistrationFormProps) {
  const auth = useAuth();
  const t = useCopy('auth');
  const authToasts = useAuthToasts();
  const fieldMessage = useFieldMessage();
  const [step, setStep] = useState<'details' | 'verify'>('details');
  const [registered, setRegistered] = useState<RegistrationInput>();
  const entry = useCodeEntry();
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useForm<RegistrationValues, unknown, RegistrationInput>({ resolver: zodResolver(registrationSchema), defaultValues: emptyValues(defaultEmail) });
  const { errors } = form.formState;
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  const errorFor = (field: DetailsField) => (field === firstInvalid ? fieldMessage(errors[field]?.message) : undefined);
  const fieldId = (field: string) => `${idPrefix}-${field}`;

  const submitDetails = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      await authApi.register(values);
      authToasts.registrationSuccessful();
      entry.sent();
      setRegistered(values);
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
    if (!registrationCodeSchema.safeParse({ token: entry.code }).success) {
      entry.setCodeError(t('validation.registrationCodeInvalid'));
      return;
    }
    setPending(true);
    try {
      const { user } = await authApi.verifyCode(registered.email, entry.code);
      (successToast ?? authToasts.emailVerified)();
      form.reset(emptyValues());
      setRegistered(undefined);
      entry.clear();
      setStep('details');
      auth.signedIn(user);
      onSuccess?.(user);
    } catch (cause) {
      authToasts.emailVerificationFailed(cause as ApiError, entry.sentAt.current);
      entry.clear();
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
      entry.sent();
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
        code={entry.code}
        codeError={entry.codeError}
        onCodeChange={entry.change}
        pending={pending}
        resending={resending}
        onSubmit={verify}
        onBack={() => setStep('details')}
        onResend={resend}
        Title={Title}
        Description={Description}
        t={t}
      />
    );
  }

  return (
    <form noValidate onSubmit={submitDetails} className="flex flex-col gap-4" aria-labelledby={`${idPrefix}-title`}>
      <FormHeading id={`${idPrefix}-title`} Title={Title} Description={Description} title={t('registration.title')}>
        {t('registration.description')}
      </FormHeading>
      <DetailsFields form={form} errorFor={errorFor} fieldId={fieldId} pending={pending} t={t} />
      <SubmitButton pending={pending} className="mt-1">
        {t('registration.send')}
      </SubmitButton>
      <p className="text-center text-xs text-muted-foreground">{t('registration.terms')}</p>
      <PurposeNote purpose="registration" className="text-center" />
    </form>
  );
}

interface VerifyEmailStepProps extends CodeStepProps {
  resending: boolean;
  onBack(): void;
  onResend(): void;
  t: AuthCopy;
}

/**
 * 'Verify Email': the code for the new address, back to the details, or a new code. The registration answered
 * before the code was sent (it goes through the job queue, first in line), so the step says it is on its way.
 */
function VerifyEmailStep({ idPrefix, email, code, codeError, onCodeChange, pending, resending, onSubmit, onBack, onResend, Title, Description, t }: VerifyEmailStepProps) {
  const [before, after] = aroundEmail(t('registration.verifyDescription'));
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby={`${idPrefix}-title`}>
      <FormHeading id={`${idPrefix}-title`} Title={Title} Description={Description} title={t('registration.verifyTitle')}>
        {before}
        <span className="font-semibold text-foreground [overflow-wrap:anywhere]">{email}</span>
        {after}
      </FormHeading>
      <CodeField id={`${idPrefix}-code`} code={code} error={codeError} onChange={onCodeChange} disabled={pending} />
      <SubmitButton pending={pending}>{t('registration.verify')}</SubmitButton>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" className="-ml-2 px-2" onClick={onBack} disabled={pending}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('registration.back')}
        </Button>
        <Button variant="link" className="px-1" onClick={onResend} disabled={resending || pending} aria-busy={resending || undefined}>
          {resending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {t('registration.resend')}
        </Button>
      </div>
      <p className="-mt-2 text-center text-xs text-muted-foreground">{t('registration.noCode')}</p>
    </form>
  );
}

type DetailsField = (typeof FIELD_ORDER)[number];

/** The 'Create Account' fields; only the first failing one (in the spec's order) shows its message. */
function DetailsFields({ form, errorFor, fieldId, pending, t }: { form: UseFormReturn<RegistrationValues, unknown, RegistrationInput>; errorFor(field: DetailsField): string | undefined; fieldId(field: string): string; pending: boolean; t: AuthCopy }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <NameInput id={fieldId('firstName')} label={t('registration.firstName')} autoComplete="given-name" error={errorFor('firstName')} readOnly={pending} {...form.register('firstName')} />
        <NameInput id={fieldId('lastName')} label={t('registration.lastName')} autoComplete="family-name" error={errorFor('lastName')} readOnly={pending} {...form.register('lastName')} />
        <FieldError id={fieldId('firstName-error')} message={errorFor('firstName')} />
        <FieldError id={fieldId('lastName-error')} message={errorFor('lastName')} />
      </div>
      <FormField id={fieldId('phone')} label={t('registration.phone')} error={errorFor('phone')}>
        <div className="flex gap-2">
          <Controller
            control={form.control}
            name="countryCode"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
                <SelectTrigger ref={field.ref} aria-label={t('registration.countryCode')} className="w-[5.75rem] shrink-0" data-testid="country-code">
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
      <FormField id={fieldId('email')} label={t('registration.email')} error={errorFor('email')}>
        <Input
          id={fieldId('email')}
          {...EMAIL_INPUT_PROPS}
          {...fieldAria(fieldId('email'), errorFor('email'))}
          readOnly={pending}
          {...form.register('email')}
        />
      </FormField>
    </>
  );
}

/**
 * A name box of the two-column row: its label and input only. The row's two messages sit below both boxes, full
 * width (a message under one half-width box would wrap into a narrow column on a phone).
 */
function NameInput({ id, label, error, ...props }: Omit<React.ComponentProps<'input'>, 'id'> & { id: string; label: string; error?: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} autoCapitalize="words" {...fieldAria(id, error)} {...props} />
    </div>
  );
}
