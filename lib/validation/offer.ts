// A rental offer (societies-and-tenant-area.md 3 "Tenant offer", 5 "Offer"): the one schema for the offer
// form and POST /api/offers. The server takes the property, society and owner from the rent listing and the
// tenant profile from the session; ids in the body are only checked against the listing.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import { indiaToday, isCalendarDate } from '@/lib/time/india';
import { optionalSafeText } from './text';
import type { OfferConfirmation, OfferSummary } from '@/lib/offers/types';
import type { OfferCredits } from '@/lib/tenant/credits';

export const OFFER_LIMITS = { amount: 10_000_000, fittings: 500, message: 1000 } as const;

export const offerMessages = {
  amountsRequired: 'Please enter both rent and security deposit amounts.',
  amountsInvalid: 'Amounts can only contain digits, for example 40,000.',
  moveInRequired: 'Please select a preferred move-in date.',
  moveInPast: 'The move-in date cannot be in the past. Please pick today or a later date.',
  missingInformation: 'Missing required information. Please try again.',
  fittingsTooLong: `Please keep extra fittings under ${OFFER_LIMITS.fittings} characters`,
  messageTooLong: `Please keep your message under ${OFFER_LIMITS.message} characters`,
} as const;

const M = offerMessages;

const id = z.string({ error: M.missingInformation }).refine(isUuid, M.missingInformation);

/**
 * Rupees as people type them: digits with optional grouping commas or spaces ('40,000', '1,50,000', '40 000').
 * Anything else (a letter O for a zero, a decimal point, a minus) is refused rather than read as some other
 * amount: offers are final. NaN for text that is not an amount, null for empty text.
 */
export function parseRupeeAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d[\d, ]*$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(/[, ]/g, ''));
}

/** A whole number of rupees, at least 1, given as a number or the text of an input. */
const amount = z
  .union([z.string(), z.number()], { error: M.amountsRequired })
  .superRefine((value, ctx) => {
    if (typeof value === 'string' && Number.isNaN(parseRupeeAmount(value))) ctx.addIssue({ code: 'custom', message: M.amountsInvalid, abort: true });
  })
  .transform((value) => (typeof value === 'string' ? (parseRupeeAmount(value) ?? Number.NaN) : value))
  .pipe(z.number({ error: M.amountsRequired }).int(M.amountsRequired).min(1, M.amountsRequired).max(OFFER_LIMITS.amount, M.amountsRequired));

/** The terms the tenant types (the form validates these before sending). */
export const offerTermsSchema = z.object({
  offered_rent: amount,
  offered_security_deposit: amount,
  movein_date: z
    .string({ error: M.moveInRequired })
    .trim()
    .min(1, M.moveInRequired)
    .refine(isCalendarDate, M.moveInRequired)
    // India's today, read at parse time: the date picker offers nothing earlier either.
    .refine((value) => value >= indiaToday(), M.moveInPast),
  extra_fittings_requested: optionalSafeText(OFFER_LIMITS.fittings, M.fittingsTooLong),
  message: optionalSafeText(OFFER_LIMITS.message, M.messageTooLong),
});

export const sendOfferSchema = offerTermsSchema.extend({
  rent_listing_id: id,
  property_id: id,
  society_id: id,
  /** Optional; when sent it must be the listing's owner (a forged owner is refused). */
  owner_id: z.string().refine(isUuid, M.missingInformation).nullable().optional(),
});

export type OfferTermsValues = { offered_rent: string; offered_security_deposit: string; movein_date: string; extra_fittings_requested: string; message: string };
export type SendOfferInput = z.output<typeof sendOfferSchema>;
/** What the offer sheet sends: the terms as typed, and the home. */
export type SendOfferPayload = z.input<typeof sendOfferSchema>;
/** POST /api/offers: 201 for a new offer, 200 for the person's own repeat; where the acknowledgment went. */
export interface SendOfferAnswer {
  offer: { id: string; property_id: string; offer_status: string };
  credits: OfferCredits;
  confirmation?: OfferConfirmation;
}
/** GET /api/offers: the person's live offers by home, and what they may still send. */
export interface LiveOffersAnswer {
  offers: { property_id: string; offer_status: string }[];
  credits: OfferCredits;
}
/** GET /api/offers/sent ('Your offers'). */
export interface SentOffersAnswer {
  offers: OfferSummary[];
}

/** The spec's payload of send-offer-acknowledgment. */
export const offerAcknowledgmentSchema = z.object({
  propertyId: id,
  societyId: id,
  offeredRent: amount,
  offeredDeposit: amount,
  moveinDate: z.string({ error: M.moveInRequired }).refine(isCalendarDate, M.moveInRequired),
});
export type OfferAcknowledgmentInput = z.output<typeof offerAcknowledgmentSchema>;
