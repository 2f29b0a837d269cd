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
import { authToasts } from './auth-toasts';
import { FormHeading } from '@/components/forms/form-heading';
import { CodeField } from './code-input';
import { useCodeEntry, type CodeStepProps } from './use-code-entry';
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
export function LoginForm({ onSuccess, successToast = authToasts.loginSuccessful, onAccountNotFound, onCreateAccount, titleAs: Title = 'h2', descriptionAs: Description = 'p', idPrefix = 'login', variant = 'default', draftEmail = '', onDraftEmailChange, returnTo }: LoginFormProps) {
  const auth = useAuth();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const entry = useCodeEntry();
  const [pending, setPending] = useState(false);
  const form = useForm<LoginEmailValues>({ resolver: zodResolver(loginEmailSchema), defaultValues: { email: draftEmail } });
  const emailError = form.formState.errors.email?.message;

  const sendCode = form.handleSubmit(
    async ({ email: address }) => {
      setPending(true);
      try {
        if (!(await sendLoginCode(address, variant, returnTo ?? currentPath()))) {
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
      entry.setCodeError('Please enter a valid 6-digit OTP');
      authToasts.invalidCodeLength();
      return;
    }
    setPending(true);
    try {
      const { user } = await authApi.verifyCode(email, entry.code);
      successToast();
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
      />
    );
  }

  return (
    <form noValidate onSubmit={sendCode} className="flex flex-col gap-5" aria-labelledby={`${idPrefix}-title`}>
      <FormHeading id={`${idPrefix}-title`} Title={Title} Description={Description} title="Login">
        Enter your email to receive a secure login code
      </FormHeading>
      <EmailField
        id={`${idPrefix}-email`}
        error={emailError}
        readOnly={pending}
        {...form.register('email', { onChange: (event: React.ChangeEvent<HTMLInputElement>) => onDraftEmailChange?.(event.target.value) })}
      />
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

/**
 * Checks the account and sends its code (and the e-mail's sign-in link back to `returnTo`): false when there is no
 * account; a failure throws, already shown as a toast.
 */
async function sendLoginCode(address: string, variant: LoginFormProps['variant'], returnTo: string): Promise<boolean> {
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
function EmailField({ id, error, ...props }: Omit<React.ComponentProps<'input'>, 'id'> & { id: string; error?: string }) {
  return (
    <FormField id={id} label="Email Address" error={error}>
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
}

/** 'Enter Verification Code': the code sent to the e-mail, or back to change the address. */
function LoginCodeStep({ idPrefix, email, code, codeError, onCodeChange, pending, onSubmit, onChangeEmail, Title, Description }: LoginCodeStepProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby={`${idPrefix}-title`}>
      <FormHeading id={`${idPrefix}-title`} Title={Title} Description={Description} title="Enter Verification Code">
        We&apos;ve sent a 6-digit code to <span className="font-semibold text-foreground [overflow-wrap:anywhere]">{email}</span>
      </FormHeading>
      <CodeField id={`${idPrefix}-code`} code={code} error={codeError} onChange={onCodeChange} disabled={pending} />
      <SubmitButton pending={pending} disabled={code.length !== CODE_LENGTH}>
        Verify Code
      </SubmitButton>
      <Button variant="link" className="h-11 self-center" disabled={pending} onClick={onChangeEmail}>
        Change email address
      </Button>
    </form>
  );
}
