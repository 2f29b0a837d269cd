// An account becomes an owner's (docs/owners.md "Owner accounts"): the number of the owner record, proved by a code
// sent to it on WhatsApp. One schema per payload, shared by the form on /owner/homes and the routes under
// app/api/owner-account/.
import { z } from 'zod';
import { INDIAN_MOBILE, leadMessages } from './leads';
import { ownerAnswerSchema } from './owner-answer';
import { isUuid } from '@/lib/slugs';

export const ownerAccountMessages = {
  invalidPhone: leadMessages.invalidPhone,
  invalidOtp: leadMessages.invalidOtp,
  // One answer whether or not we hold a record for the number: typing a number tells nobody whose it is.
  codeSent: (phone: string) => `We sent a 6-digit code to +91 ${phone} on WhatsApp. Enter it here to show the homes of that number.`,
  claimed: 'Your number is proved. These are the homes we hold under it.',
  recordTaken: 'The homes of this number are already linked to another account. Please ask the GHomes team to help.',
  otherRecord: 'This account already manages the homes of another number. Please ask the GHomes team to help.',
  noOwnerAccount: 'Please prove your number first.',
} as const;

/** '98765 43210', '+91 98765-43210', '919876543210' -> '9876543210'; anything else fails. */
const ownerPhone = z
  .string({ error: ownerAccountMessages.invalidPhone })
  .trim()
  .transform((value) => value.replace(/[\s\-()]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, ''))
  .pipe(z.string().regex(INDIAN_MOBILE, ownerAccountMessages.invalidPhone));

export const ownerClaimCodeSchema = z.object({ phone: ownerPhone }).strict();
export type OwnerClaimCodeValues = z.input<typeof ownerClaimCodeSchema>;

export const ownerClaimVerifySchema = z
  .object({
    phone: ownerPhone,
    otp: z.string({ error: ownerAccountMessages.invalidOtp }).trim().regex(/^\d{6}$/, ownerAccountMessages.invalidOtp),
  })
  .strict();
export type OwnerClaimVerifyValues = z.input<typeof ownerClaimVerifySchema>;

/** POST /api/owner-account/code: the message to show (the same whether or not a record exists). */
export interface OwnerClaimCodeAnswer {
  message: string;
  retryAfterSeconds: number;
}

/** POST /api/owner-account/verify: the account now manages this owner record ('created' when it was new). */
export interface OwnerClaimAnswer {
  message: string;
  created: boolean;
}

/** POST /api/owner-account/offers/{offerId}/answer: the owner's answer from their homes page. */
export const ownerAccountOfferParamsSchema = z.object({ offerId: z.string().refine(isUuid, 'Not found') });
export { ownerAnswerSchema as ownerAccountAnswerSchema };

/** POST /api/owner-account/listings/{listingId}/availability: the one-tap answer (the link's payload). */
export const ownerAccountListingParamsSchema = z.object({ listingId: z.string().refine(isUuid, 'Not found') });

/** POST /api/ops/owners/{ownerId}/unlink: the desk ends an account's hold on an owner record. */
export interface OwnerUnlinkAnswer {
  ownerId: string;
}
