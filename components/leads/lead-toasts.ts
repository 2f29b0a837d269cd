// Every toast of the lead flow (discovery-and-login.md 5 and 8), word for word. The Toaster shows the newest.
import { toast } from '@/components/ui/toast';
import { LEAD_COUNTRY_CODE } from '@/lib/validation/leads';
import type { LeadProblem } from '@/lib/leads/lead-flow';

const error = (title: string, description: string) => toast.error(title, { description });
const success = (title: string, description: string) => toast.success(title, { description });

export const leadToasts = {
  problem: ({ title, description }: LeadProblem) => error(title, description),
  otpSent: (phone: string) => success('OTP Sent', `OTP sent to ${LEAD_COUNTRY_CODE} ${phone} via WhatsApp`),
  /** The server's refusal (e.g. wait 60 s) or, when it gave none, the spec's text. */
  sendFailed: (message?: string) => error('Error', message || 'Failed to send OTP. Please try again.'),
  otpResent: () => success('OTP Resent', 'A new OTP has been sent to your WhatsApp.'),
  resendFailed: (message?: string) => error('Failed to resend', message || 'Could not resend OTP. Please try again.'),
  resendError: () => error('Error', 'Failed to resend OTP. Please try again.'),
  verificationFailed: (message?: string) => error('Verification Failed', message || 'Invalid OTP. Please try again.'),
  verifyError: (message?: string) => error('Error', message || 'Failed to verify OTP. Please try again.'),
  /** A number that had joined this campaign before, now updated. */
  submitted: () => success('Success!', 'Your details have been submitted successfully!'),
  /** A first verified lead: the campaign's own thanks. */
  welcome: (message: string) => success('Welcome!', message),
};
