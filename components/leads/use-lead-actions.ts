'use client';

import { useState, type Dispatch, type RefObject } from 'react';
import { detailsProblem, otpProblem, type LeadFlowAction, type LeadFlowState } from '@/lib/leads/lead-flow';
import { leadApi, LeadRequestError } from './lead-api';
import { leadToasts } from './lead-toasts';

/** Which of the lead form's requests is running. */
export type LeadPending = 'send' | 'resend' | 'verify' | null;

const RESEND_SECONDS = 60;

const message = (cause: unknown) => (cause instanceof LeadRequestError ? cause.message : '');

interface LeadActionsOptions {
  state: LeadFlowState;
  dispatch: Dispatch<LeadFlowAction>;
  setResendAt(at: number): void;
  campaign: { slug: string; welcomeMessage: string };
  /** Focused when the details are refused for the phone number. */
  phoneRef: RefObject<HTMLInputElement | null>;
}

/**
 * The festival lead form's three requests (lead-form.tsx): send the WhatsApp code, send it again, verify it and
 * save the lead. Each problem is a toast (lead-toasts.ts); `pending` names the request that is running.
 */
export function useLeadActions({ state, dispatch, setResendAt, campaign, phoneRef }: LeadActionsOptions) {
  const [pending, setPending] = useState<LeadPending>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const problem = detailsProblem(state);
    if (problem) {
      leadToasts.problem(problem);
      if (state.role && (state.role !== 'Property Owner' || state.interests.length)) phoneRef.current?.focus();
      return;
    }
    setPending('send');
    try {
      const answer = await leadApi.sendOtp(state.phone);
      if (!answer.success) return void leadToasts.sendFailed(answer.message);
      leadToasts.otpSent(state.phone);
      setResendAt(Date.now() + (answer.retryAfterSeconds ?? RESEND_SECONDS) * 1000);
      dispatch({ type: 'codeSent' });
    } catch (cause) {
      leadToasts.sendFailed(message(cause));
    } finally {
      setPending(null);
    }
  }

  async function resend() {
    dispatch({ type: 'codeResent' });
    setPending('resend');
    try {
      const answer = await leadApi.sendOtp(state.phone);
      if (!answer.success) return void leadToasts.resendFailed(answer.message);
      leadToasts.otpResent();
      setResendAt(Date.now() + (answer.retryAfterSeconds ?? RESEND_SECONDS) * 1000);
    } catch {
      leadToasts.resendError();
    } finally {
      setPending(null);
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    const problem = otpProblem(state.otp);
    if (problem) return void leadToasts.problem(problem);
    if (!state.role) return;
    setPending('verify');
    try {
      const answer = await leadApi.verifyOtp({ phone: state.phone, role: state.role, ownerInterests: state.interests, campaign: campaign.slug }, state.otp);
      if (!answer.success) {
        leadToasts.verificationFailed(answer.message);
        dispatch({ type: 'typeOtp', value: '' });
        return;
      }
      if (answer.newLead === false) leadToasts.submitted();
      else leadToasts.welcome(campaign.welcomeMessage);
      // The drawer stays open on 'What happens next': a toast alone is gone in four seconds.
      dispatch({ type: 'verified' });
    } catch (cause) {
      leadToasts.verifyError(message(cause));
    } finally {
      setPending(null);
    }
  }

  return { pending, send, resend, verify };
}
