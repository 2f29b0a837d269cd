// An account becomes an owner's (docs/owners.md "Owner accounts"): the number of the owner record, proved by a code
// sent to it on WhatsApp, or to the record's own e-mail address where it has one. One schema per payload, shared by
// the form on /owner/homes and the routes under app/api/owner-account/.
import { z } from '@/lib/validation/zod';
import { INDIAN_MOBILE, leadMessages } from './leads';
import { rentRulesFields, rentTermsFields } from './listing-fields';
import { ownerAnswerSchema } from './owner-answer';
import { isUuid } from '@/lib/slugs';

export const ownerAccountMessages = {
  invalidPhone: leadMessages.invalidPhone,
  invalidOtp: leadMessages.invalidOtp,
  // One answer whether or not we hold a record for the number: typing a number tells nobody whose it is.
  codeSent: (phone: string) => `We sent a 6-digit code to +91 ${phone} on WhatsApp. Enter it here to show the homes of that number.`,
  // The same words whether or not the number has a record with an e-mail: no address, not even masked, is named,
  // since that alone would tell whoever typed the number that we hold it (and part of its owner's address).
  emailCodeMaybeSent: (phone: string) =>
    `If we have an e-mail address for +91 ${phone}, a 6-digit code is on its way there. Enter it here to show the homes of that number. Nothing after a few minutes? Send the code on WhatsApp instead.`,
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

/** How the code travels: WhatsApp to the number (the default), or e-mail to the address on the number's record. */
export const OWNER_CODE_CHANNELS = ['whatsapp', 'email'] as const;
export type OwnerCodeChannel = (typeof OWNER_CODE_CHANNELS)[number];
const via = z.enum(OWNER_CODE_CHANNELS, { error: 'Please choose WhatsApp or e-mail.' }).optional();

export const ownerClaimCodeSchema = z.object({ phone: ownerPhone, via }).strict();
export type OwnerClaimCodeValues = z.input<typeof ownerClaimCodeSchema>;

/** `via` names the code being typed: the one sent on WhatsApp, or the one sent by e-mail (each is a code of its own). */
export const ownerClaimVerifySchema = z
  .object({
    phone: ownerPhone,
    otp: z.string({ error: ownerAccountMessages.invalidOtp }).trim().regex(/^\d{6}$/, ownerAccountMessages.invalidOtp),
    via,
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

/**
 * A rent this far from the listed one (either way, as a share of it) waits for the desk before tenants see it: a
 * typo of a zero, or a price that is not this home's, never reaches the pages unchecked.
 */
export const RENT_CHANGE_FOR_DESK = 0.3;

/** Whether a new rent must wait for the desk. */
export function rentChangeNeedsDesk(oldRent: number, newRent: number): boolean {
  return Math.abs(newRent - oldRent) > oldRent * RENT_CHANGE_FOR_DESK;
}

/**
 * PATCH /api/owner-account/listings/{listingId}: the terms an owner edits on /owner/homes, with the CSV import's
 * rule for each field (lib/validation/listing-fields.ts).
 */
export const ownerListingEditSchema = z
  .object({
    expected_rent: rentTermsFields.expected_rent,
    expected_deposit: rentTermsFields.expected_deposit,
    available_from_date: rentTermsFields.available_from_date,
    ...rentRulesFields,
  })
  .strict();
export type OwnerListingEditValues = z.input<typeof ownerListingEditSchema>;
export type OwnerListingEdit = z.output<typeof ownerListingEditSchema>;

export interface OwnerListingEditAnswer {
  message: string;
  /** The new rent waits for the desk (the other changes are made). */
  rentWaiting: boolean;
}

export const ownerListingEditMessages = {
  saved: 'Saved. Tenants see the new terms now.',
  rentWaiting: 'Saved. The new rent is more than 30% away from the listed one, so the GHomes team checks it before tenants see it; the other changes are live now.',
} as const;

/** POST /api/ops/rent-changes/{changeId}: the desk approves or refuses a waiting rent (the owner is told either way). */
export const rentChangeParamsSchema = z.object({ changeId: z.string().refine(isUuid, 'Not found') });
export const RENT_REFUSAL_REASON_MAX = 300;
export const rentChangeDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'refuse'], { error: 'Please approve or refuse the new rent.' }),
    /** Refuse only: a line for the owner's message ('We kept the rent at ₹Y for <home>: <reason>'); blank is none. */
    reason: z
      .string()
      .trim()
      .max(RENT_REFUSAL_REASON_MAX, `Please keep the reason to ${RENT_REFUSAL_REASON_MAX} characters.`)
      .optional()
      .transform((value) => value || undefined),
  })
  .strict();
export type RentChangeDecisionValues = z.input<typeof rentChangeDecisionSchema>;
export type RentChangeDecision = z.output<typeof rentChangeDecisionSchema>;
export interface RentChangeDecidedAnswer {
  listingId: string;
}
