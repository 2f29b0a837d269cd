// The desk's answers to an offer (docs/ops.md "Offers"), one schema per payload, shared by the desk's dialogs and
// the routes under app/api/ops/offers/. A counter follows the tenant's own offer rules (lib/validation/offer.ts):
// the same amounts, the same move-in date rule, the same messages.
import { z } from '@/lib/validation/zod';
import { COUNTER_ANSWERS, DESK_DECLINE_REASONS, type DeclineReason } from '@/lib/offers/status';
import { isUuid } from '@/lib/slugs';
import { offerTermsSchema } from './offer';
import { safeText } from './text';

export const OFFER_NOT_FOUND_MESSAGE = 'Offer not found';

/** The offer's id in the path; a malformed one is the same 404 as an unknown one. */
export const offerParamsSchema = z.object({ offerId: z.string().refine(isUuid, OFFER_NOT_FOUND_MESSAGE) });

export const declineOfferSchema = z.object({
  reason: z.enum(DESK_DECLINE_REASONS as [DeclineReason, ...DeclineReason[]], { error: 'Please choose a reason from the list.' }),
});
export type DeclineOfferInput = z.output<typeof declineOfferSchema>;

/** A counter: rent, deposit and move-in date, with the tenant's offer form's rules. */
export const counterOfferSchema = offerTermsSchema.pick({ offered_rent: true, offered_security_deposit: true, movein_date: true });
export type CounterOfferInput = z.output<typeof counterOfferSchema>;
export type CounterOfferValues = { offered_rent: string; offered_security_deposit: string; movein_date: string };

export const WITHDRAW_REASON_LIMITS = { min: 5, max: 500 } as const;
export const withdrawOfferSchema = z.object({
  reason: z
    .string({ error: 'Please say why the offer is withdrawn.' })
    .trim()
    .pipe(
      safeText()
        .min(WITHDRAW_REASON_LIMITS.min, 'Please say why the offer is withdrawn.')
        .max(WITHDRAW_REASON_LIMITS.max, `Please keep the reason under ${WITHDRAW_REASON_LIMITS.max} characters.`),
    ),
});
export type WithdrawOfferInput = z.output<typeof withdrawOfferSchema>;

/** The tenant's answer to a counter, from 'Your offers'. */
export const counterAnswerSchema = z.object({ answer: z.enum(COUNTER_ANSWERS, { error: 'Please accept or decline the counter.' }) });
/** POST /api/offers/{offerId}/counter: the offer's state after the tenant's answer. */
export interface CounterAnswerResult {
  offer: { id: string; offer_status: string };
}

/** POST /api/ops/offers/{offerId}/forward: the owner link made for it. */
export interface OfferForwardedAnswer {
  linkId: string;
}
