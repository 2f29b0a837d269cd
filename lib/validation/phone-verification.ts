// 'Verify WhatsApp number' on the profile: one schema for the form and POST /api/profile/whatsapp-number/verify.
import { z } from '@/lib/validation/zod';
import { leadMessages } from './leads';
import { safeText } from './text';

export const phoneVerificationMessages = {
  title: 'Verify WhatsApp number',
  unverified: 'We send confirmations by e-mail only until you verify your WhatsApp number.',
  verified: 'WhatsApp number verified: confirmations come by WhatsApp and e-mail.',
  done: 'Your WhatsApp number is verified.',
  onlyIndia: 'WhatsApp verification is available for Indian (+91) numbers only.',
  takenByAnother: 'This WhatsApp number is already verified on another account.',
  invalidOtp: leadMessages.invalidOtp,
} as const;

export const phoneVerificationCodeSchema = z.object({
  otp: safeText(leadMessages.invalidOtp).trim().regex(/^\d{6}$/, leadMessages.invalidOtp),
});

export type PhoneVerificationCodeValues = z.input<typeof phoneVerificationCodeSchema>;

/** POST /api/profile/whatsapp-number (the code sent) and /verify (the number proved): the server's message. */
export interface PhoneVerificationStepAnswer {
  message: string;
  verified?: boolean;
}
