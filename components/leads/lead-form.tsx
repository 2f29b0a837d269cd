'use client';

import { ArrowLeftIcon, CheckCircle2Icon, MessageCircle } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { CodeInput } from '@/components/auth/code-input';
import { FormField, fieldAria, type HeadingComponent } from '@/components/forms/form-field';
import { FormHeading } from '@/components/forms/form-heading';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { initialLeadFlow, leadFlowReducer, showsInterests, showsPhone, type LeadFlowAction, type LeadFlowState } from '@/lib/leads/lead-flow';
import { formatLeadPhone, LEAD_COUNTRY_CODE } from '@/lib/validation/leads';
import { InterestPicker, RolePicker } from './role-picker';
import { useLeadActions, type LeadPending } from './use-lead-actions';
import { PurposeNote } from '@/components/privacy/purpose-note';

export interface LeadFormProps {
  campaign: { slug: string; welcomeMessage: string };
  /** 'Done' after a verified lead (the host closes the drawer). */
  onDone?(): void;
  titleAs?: HeadingComponent;
  descriptionAs?: HeadingComponent;
  /**
   * The flow held by the host, which stays mounted while its drawer is closed: closing by back or X and reopening
   * keeps the chosen role, interests and typed phone. Without it the form holds its own.
   */
  flow?: LeadFlowStore;
}

export interface LeadFlowStore {
  state: LeadFlowState;
  dispatch: React.Dispatch<LeadFlowAction>;
  /** When 'Resend' may be used again (ms). */
  resendAt: number;
  setResendAt(at: number): void;
}

/** The lead flow's state, for a host that keeps it across openings of its drawer. */
export function useLeadFlowStore(): LeadFlowStore {
  const [state, dispatch] = useReducer(leadFlowReducer, initialLeadFlow);
  const [resendAt, setResendAt] = useState(0);
  return { state, dispatch, resendAt, setResendAt };
}

/** Seconds left until `until` (ms), ticking once a second; 0 when passed. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The festival lead form (spec discovery 4, 5): role -> interests (owners) -> phone -> WhatsApp code -> done. */
export function LeadForm({ campaign, onDone, titleAs: Title = 'h2', descriptionAs: Description = 'p', flow }: LeadFormProps) {
  const own = useLeadFlowStore();
  const { state, dispatch, resendAt, setResendAt } = flow ?? own;
  const secondsLeft = useSecondsLeft(resendAt);
  const phoneRef = useRef<HTMLInputElement>(null);
  const { pending, send, resend, verify } = useLeadActions({ state, dispatch, setResendAt, campaign, phoneRef });
  const phoneStepRef = useRef<HTMLDivElement>(null);
  const phoneShown = showsPhone(state);
  const wasPhoneShown = useRef(false);

  // When the phone form first appears, scroll the drawer so it and 'Send OTP' are in view (the role cards stay above).
  useEffect(() => {
    if (phoneShown && !wasPhoneShown.current) phoneStepRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    wasPhoneShown.current = phoneShown;
  }, [phoneShown]);

  if (state.step === 'done') {
    return <LeadDone Title={Title} Description={Description} welcomeMessage={campaign.welcomeMessage} phone={state.phone} onDone={() => onDone?.()} />;
  }

  if (state.step === 'code') {
    return (
      <LeadCodeStep
        Title={Title}
        Description={Description}
        phone={state.phone}
        otp={state.otp}
        onOtpChange={(value) => dispatch({ type: 'typeOtp', value })}
        pending={pending}
        secondsLeft={secondsLeft}
        onSubmit={verify}
        onBack={() => dispatch({ type: 'back' })}
        onResend={resend}
      />
    );
  }

  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-5" aria-labelledby="lead-title" data-testid="lead-details-step">
      <FormHeading id="lead-title" Title={Title} Description={Description} title="Get Started">
        Tell us who you are and verify your number on WhatsApp.
      </FormHeading>
      <RolePicker role={state.role} disabled={pending !== null} onChange={(role) => dispatch({ type: 'chooseRole', role })} />
      {showsInterests(state) && (
        <InterestPicker interests={state.interests} disabled={pending !== null} onToggle={(interest) => dispatch({ type: 'toggleInterest', interest })} />
      )}
      {phoneShown && (
        <div ref={phoneStepRef} className="flex flex-col gap-5">
          <LeadPhoneField
            ref={phoneRef}
            value={state.phone}
            readOnly={pending !== null}
            onChange={(event) => dispatch({ type: 'typePhone', value: event.target.value })}
          />
          <SubmitButton pending={pending === 'send'}>Send OTP</SubmitButton>
          <PurposeNote purpose="festival" className="text-center" />
        </div>
      )}
    </form>
  );
}

interface LeadDoneProps {
  Title: HeadingComponent;
  Description: HeadingComponent;
  welcomeMessage: string;
  phone: string;
  onDone(): void;
}

/** 'You're in!' with what happens next; the drawer stays open on it. */
function LeadDone({ Title, Description, welcomeMessage, phone, onDone }: LeadDoneProps) {
  return (
    <section aria-labelledby="lead-title" className="flex flex-col gap-5" data-testid="lead-done">
      <div className="flex flex-col items-center gap-3 pt-2 text-center">
        <CheckCircle2Icon aria-hidden="true" className="size-14 text-primary" />
        <Title id="lead-title" className="text-xl font-bold tracking-tight">
          You&apos;re in!
        </Title>
        <Description className="text-sm text-muted-foreground">{welcomeMessage}</Description>
      </div>
      <div className="rounded-xl bg-muted/60 p-4">
        <h3 className="text-sm font-semibold">What happens next</h3>
        <ol className="mt-2 space-y-2 text-sm text-foreground/80">
          <li>
            1. Our team messages you on WhatsApp at <span className="whitespace-nowrap font-semibold text-foreground">{formatLeadPhone(phone)}</span>, usually within a
            day.
          </li>
          <li>2. We ask a few questions to understand what you need.</li>
          <li>3. We share homes or a plan that fits, and take it from there.</li>
        </ol>
      </div>
      <Button size="lg" className="w-full" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}

interface LeadCodeStepProps {
  Title: HeadingComponent;
  Description: HeadingComponent;
  phone: string;
  otp: string;
  onOtpChange(value: string): void;
  pending: LeadPending;
  secondsLeft: number;
  onSubmit(event: React.FormEvent): void;
  onBack(): void;
  onResend(): void;
}

/** 'Enter OTP': the WhatsApp code, back to the details, or a new code once the wait is over. */
function LeadCodeStep({ Title, Description, phone, otp, onOtpChange, pending, secondsLeft, onSubmit, onBack, onResend }: LeadCodeStepProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby="lead-title" data-testid="lead-code-step">
      <FormHeading id="lead-title" Title={Title} Description={Description} title="Enter OTP">
        We sent a 6-digit code on WhatsApp to <span className="font-semibold text-foreground whitespace-nowrap">{formatLeadPhone(phone)}</span>
      </FormHeading>
      <CodeInput
        id="lead-otp"
        label="6-digit OTP"
        value={otp}
        onChange={onOtpChange}
        disabled={pending === 'verify'}
      />
      <SubmitButton pending={pending === 'verify'} disabled={pending !== null && pending !== 'verify'}>
        Verify
      </SubmitButton>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" className="-ml-2 h-11 px-2" disabled={pending !== null} onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Button>
        <Button variant="link" className="h-11 px-2" disabled={pending !== null || secondsLeft > 0} onClick={onResend} aria-live="polite">
          {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : pending === 'resend' ? 'Resending…' : 'Resend'}
        </Button>
      </div>
    </form>
  );
}

/** 'WhatsApp number' with +91 fixed in front and what the code is for; the flow's problems are toasts, not a message here. */
function LeadPhoneField(props: React.ComponentProps<'input'>) {
  const hint = (
    <span className="flex items-center gap-1.5">
      <MessageCircle aria-hidden="true" className="size-3.5 shrink-0 text-green-700" />
      10-digit mobile number (+91). We&apos;ll send a 6-digit code on WhatsApp.
    </span>
  );
  return (
    <FormField id="lead-phone" label="WhatsApp number" hint={hint}>
      <div className="flex h-12 overflow-hidden rounded-lg border border-input bg-background shadow-xs focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40">
        <span className="flex items-center border-r border-input bg-muted px-3 text-base font-medium text-slate-700" aria-hidden="true">
          {LEAD_COUNTRY_CODE}
        </span>
        <Input
          id="lead-phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98765 43210"
          // No length limit here: a pasted '+91 98450 12345' must arrive whole to be cleaned (lib/phone.ts).
          maxLength={24}
          {...fieldAria('lead-phone', undefined, hint)}
          className="h-full rounded-none border-0 shadow-none focus-visible:outline-0"
          {...props}
        />
      </div>
    </FormField>
  );
}
