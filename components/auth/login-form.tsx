'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CODE_LENGTH, loginCodeSchema, loginEmailSchema, type AuthUser, type LoginEmailValues } from '@/lib/validation/auth';
import { ApiError, authApi } from './auth-api';
import { useAuth } from './auth-provider';
import { useAuthToasts, type AuthCopy, type AuthToasts } from './auth-toasts';
import { useCopy } from '@/components/i18n/copy-scope';
import { useFieldMessage } from './field-message';
import { FormHeading } from '@/components/forms/form-heading';
import { CodeField } from './code-input';
import { aroundEmail, useCodeEntry, type CodeStepProps } from './use-code-entry';
import { EMAIL_INPUT_PROPS, FormField, fieldAria, type HeadingComponent } from '@/components/forms/form-field';
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
  /** Where the e-mail's one-tap sign-in link leads afterwards (default: the page this form is on). */
  returnTo?: string;
}

/** The page the person asked to sign in on: where an e-mail's sign-in link brings them back to. */
const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** Login panel content: e-mail step, then code step (spec discovery 2, societies 2.5). */
export function LoginForm({ onSuccess, successToast, onAccountNotFound, onCreateAccount, titleAs: Title = 'h2', descriptionAs: Description = 'p', idPrefix = 'login', variant = 'default', draftEmail = '', onDraftEmailChange, returnTo }: LoginFormProps) {
  const auth = useAuth();
  const t = useCopy('auth');
  const authToasts = useAuthToasts();
  const fieldMessage = useFieldMessage();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const entry = useCodeEntry();
  const [pending, setPending] = useState(false);
  const form = useForm<LoginEmailValues>({ resolver: zodResolver(loginEmailSchema), defaultValues: { email: draftEmail } });
  const emailError = fieldMessage(form.formState.errors.email?.message);

  const sendCode = form.handleSubmit(
    async ({ email: address }) => {
      setPending(true);
      try {
        if (!(await sendLoginCode(address, variant, returnTo ?? currentPath(), authToasts))) {
          onAccountNotFound?.(address);
          return;
        }
        authToasts.codeSent();
        entry.sent();
        setEmail(address);
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
    if (!loginCodeSchema.safeParse({ token: entry.code }).success) {
      entry.setCodeError(t('validation.loginCodeInvalid'));
      authToasts.invalidCodeLength();
      return;
    }
    setPending(true);
    try {
      const { user } = await authApi.verifyCode(email, entry.code);
      (successToast ?? authToasts.loginSuccessful)();
      // Success returns to the e-mail step with cleared fields, then the host closes the panel.
      setStep('email');
      setEmail('');
      entry.clear();
      form.reset({ email: '' });
      onDraftEmailChange?.('');
      auth.signedIn(user);
      onSuccess?.(user);
    } catch (cause) {
      authToasts.verifyFailed(cause as ApiError, entry.sentAt.current);
      entry.clear();
    } finally {
      setPending(false);
    }
  }

  if (step === 'code') {
    return (
      <LoginCodeStep
        idPrefix={idPrefix}
        email={email}
        code={entry.code}
        codeError={entry.codeError}
        onCodeChange={entry.change}
        pending={pending}
        onSubmit={verify}
        onChangeEmail={() => {
          setStep('email');
          entry.change('');
        }}
        Title={Title}
        Description={Description}
        t={t}
      />
    );
  }

  return (
    <form noValidate onSubmit={sendCode} className="flex flex-col gap-5" aria-labelledby={`${idPrefix}-title`}>
      <FormHeading id={`${idPrefix}-title`} Title={Title} Description={Description} title={t('login.title')}>
        {t('login.description')}
      </FormHeading>
      <EmailField
        id={`${idPrefix}-email`}
        label={t('login.emailLabel')}
        error={emailError}
        readOnly={pending}
        {...form.register('email', { onChange: (event: React.ChangeEvent<HTMLInputElement>) => onDraftEmailChange?.(event.target.value) })}
      />
      <SubmitButton pending={pending}>{t('login.send')}</SubmitButton>
      <p className="text-center text-xs text-muted-foreground">{t('login.noSpam')}</p>
      {onCreateAccount && (
        <p className="text-center text-sm text-muted-foreground">
          {t('login.newHere')}{' '}
          <Button variant="link" className="h-11 px-1" onClick={onCreateAccount} disabled={pending}>
            {t('login.createAccount')}
          </Button>
        </p>
      )}
    </form>
  );
}

/**
 * Checks the account and sends its code (and the e-mail's sign-in link back to `returnTo`): false when there is no
 * account; a failure throws, already shown as a toast.
 */
async function sendLoginCode(address: string, variant: LoginFormProps['variant'], returnTo: string, authToasts: AuthToasts): Promise<boolean> {
  const { userExists } = await authApi.checkUserExists(address).catch((cause: ApiError) => {
    if (variant === 'login') authToasts.verifyUserFailed();
    else authToasts.userCheckFailed(cause);
    throw cause;
  });
  if (!userExists) {
    if (variant === 'login') authToasts.accountNotFoundLogin();
    else authToasts.accountNotFound();
    return false;
  }
  await authApi.sendCode(address, returnTo).catch((cause: ApiError) => {
    authToasts.sendFailed(cause);
    throw cause;
  });
  return true;
}

/** 'Email Address' with the mail icon inside the box. */
function EmailField({ id, label, error, ...props }: Omit<React.ComponentProps<'input'>, 'id'> & { id: string; label: string; error?: string }) {
  return (
    <FormField id={id} label={label} error={error}>
      <div className="relative">
        <MailIcon aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          {...EMAIL_INPUT_PROPS}
          className="h-12 pl-9"
          {...fieldAria(id, error)}
          {...props}
        />
      </div>
    </FormField>
  );
}

interface LoginCodeStepProps extends CodeStepProps {
  onChangeEmail(): void;
  t: AuthCopy;
}

/** 'Enter Verification Code': the code sent to the e-mail, or back to change the address. */
function LoginCodeStep({ idPrefix, email, code, codeError, onCodeChange, pending, onSubmit, onChangeEmail, Title, Description, t }: LoginCodeStepProps) {
  const [before, after] = aroundEmail(t('login.codeSent'));
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby={`${idPrefix}-title`}>
      <FormHeading id={`${idPrefix}-title`} Title={Title} Description={Description} title={t('login.codeTitle')}>
        {before}
        <span className="font-semibold text-foreground [overflow-wrap:anywhere]">{email}</span>
        {after}
      </FormHeading>
      <CodeField id={`${idPrefix}-code`} code={code} error={codeError} onChange={onCodeChange} disabled={pending} />
      <SubmitButton pending={pending} disabled={code.length !== CODE_LENGTH}>
        {t('login.verify')}
      </SubmitButton>
      <Button variant="link" className="h-11 self-center" disabled={pending} onClick={onChangeEmail}>
        {t('login.changeEmail')}
      </Button>
    </form>
  );
}
