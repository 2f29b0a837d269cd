// The lead flow's state machine (discovery-and-login.md 4): choose a role, then (owners only) at least one
// interest, then the phone form appears; Send OTP moves to the code step; Resend clears the code; Back returns to
// the phone step; a verified code ends the flow. Pure, so the form and the unit tests share it.
import { INDIAN_MOBILE, LEAD_OTP_LENGTH, leadMessages, OWNER_INTERESTS, type LeadRole, type OwnerInterest } from '@/lib/validation/leads';
import { normalizePhoneInput } from '@/lib/phone';

export interface LeadFlowState {
  step: 'details' | 'code' | 'done';
  role: LeadRole | null;
  interests: OwnerInterest[];
  /** National number, digits only (at most 10). */
  phone: string;
  /** Digits only (at most 6). */
  otp: string;
}

export type LeadFlowAction =
  | { type: 'chooseRole'; role: LeadRole }
  | { type: 'toggleInterest'; interest: OwnerInterest }
  | { type: 'typePhone'; value: string }
  | { type: 'codeSent' }
  | { type: 'typeOtp'; value: string }
  | { type: 'codeResent' }
  | { type: 'back' }
  | { type: 'verified' }
  | { type: 'reset' };

export const initialLeadFlow: LeadFlowState = { step: 'details', role: null, interests: [], phone: '', otp: '' };

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Accepts a pasted '+91 98765-43210' or '098765 43210' as well as typed digits (lib/phone.ts). */
export function nationalDigits(value: string): string {
  return normalizePhoneInput(value, '+91');
}

export function leadFlowReducer(state: LeadFlowState, action: LeadFlowAction): LeadFlowState {
  switch (action.type) {
    case 'chooseRole':
      // Interests belong to owners: switching away drops them, so a tenant never sends any.
      return { ...state, role: action.role, interests: action.role === 'Property Owner' ? state.interests : [] };
    case 'toggleInterest': {
      if (state.role !== 'Property Owner') return state;
      const chosen = state.interests.includes(action.interest)
        ? state.interests.filter((interest) => interest !== action.interest)
        : [...state.interests, action.interest];
      return { ...state, interests: OWNER_INTERESTS.filter((interest) => chosen.includes(interest)) };
    }
    case 'typePhone':
      return { ...state, phone: nationalDigits(action.value) };
    case 'codeSent':
      return { ...state, step: 'code', otp: '' };
    case 'typeOtp':
      return state.step === 'code' ? { ...state, otp: digits(action.value, LEAD_OTP_LENGTH) } : state;
    case 'codeResent':
      return { ...state, otp: '' };
    case 'back':
      return { ...state, step: 'details', otp: '' };
    case 'verified':
      return { ...state, step: 'done', otp: '' };
    case 'reset':
      return initialLeadFlow;
  }
}

export type LeadStage = 'role' | 'interests' | 'phone' | 'code' | 'done';

/** Where the person is: what the drawer asks for next. */
export function leadStage(state: LeadFlowState): LeadStage {
  if (state.step !== 'details') return state.step;
  if (!state.role) return 'role';
  if (state.role === 'Property Owner' && state.interests.length === 0) return 'interests';
  return 'phone';
}

export const showsInterests = (state: LeadFlowState) => state.role === 'Property Owner';
/** The phone form appears only after a role and, for owners, at least one interest. */
export const showsPhone = (state: LeadFlowState) => leadStage(state) === 'phone';

export interface LeadProblem {
  title: string;
  description: string;
}

/** Send OTP's checks, in the spec's order: role and phone, then owners' interests, then the number's shape. */
export function detailsProblem(state: LeadFlowState): LeadProblem | null {
  if (!state.role || !state.phone) return { title: leadMessages.missingTitle, description: leadMessages.missing };
  if (state.role === 'Property Owner' && state.interests.length === 0) return { title: leadMessages.missingTitle, description: leadMessages.ownerInterest };
  if (!INDIAN_MOBILE.test(state.phone)) return { title: leadMessages.invalidPhoneTitle, description: leadMessages.invalidPhone };
  return null;
}

export function otpProblem(otp: string): LeadProblem | null {
  return /^\d{6}$/.test(otp) ? null : { title: leadMessages.invalidOtpTitle, description: leadMessages.invalidOtp };
}
