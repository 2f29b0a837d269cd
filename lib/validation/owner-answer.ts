// The owner's link page (docs/owners.md): the device code and the answer to an offer, one schema per payload,
// shared by the page's forms and the routes under app/api/owner/. A counter and a decline follow the desk's rules.
import { z } from '@/lib/validation/zod';
import { LOCALES } from '@/lib/i18n/locales';
import { OFFER_ANSWER_MODES } from '@/lib/owners/owners';
import { isUuid } from '@/lib/slugs';
import { counterOfferSchema, declineOfferSchema } from './ops-offers';
import type { NewOfferLinkOutcome } from '@/lib/owners/answers';

/** The token in the path: any string; one that is not a link we signed is the same 404 as an unknown one. */
export const ownerLinkParamsSchema = z.object({ token: z.string().min(1, 'Not found').max(2000, 'Not found') });

/** The device code, for both kinds of owner link (an offer's and an availability question's). */
export const ownerCodeSchema = z
  .object({
    code: z
      .string({ error: 'Please enter the 6-digit code.' })
      .trim()
      .regex(/^\d{6}$/, 'Please enter the 6-digit code.'),
  })
  .strict();
export type OwnerCodeInput = z.output<typeof ownerCodeSchema>;

/**
 * The language of the page the owner answered on (a Kannada or Hindi page sends it): their messages from then on
 * are in it (docs/i18n.md "Messages in the recipient's language"). Shared by both kinds of owner answer.
 */
export const ownerLanguageSchema = z.enum(LOCALES, { error: 'Please choose English (en), Kannada (kn) or Hindi (hi).' }).optional();

export const ownerAnswerSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('accept'), language: ownerLanguageSchema }),
    z.object({ action: z.literal('decline'), reason: declineOfferSchema.shape.reason, language: ownerLanguageSchema }),
    z.object({ action: z.literal('counter'), counter: counterOfferSchema, language: ownerLanguageSchema }),
  ],
  { error: 'Please accept, decline or counter the offer.' },
);
export type OwnerAnswerInput = z.output<typeof ownerAnswerSchema>;

/** The desk's choice of how a society's offers reach owners. */
export const offerAnswerModeSchema = z.object({
  societyId: z.string({ error: 'Please choose a society.' }).refine(isUuid, 'Please choose a society.'),
  mode: z.enum(OFFER_ANSWER_MODES, { error: 'Please choose how offers reach owners.' }),
});
export type OfferAnswerModeInput = z.output<typeof offerAnswerModeSchema>;

/** POST /api/owner/{token}/code: where the code went, masked. */
export interface OwnerCodeSentAnswer {
  masked: string;
}
/** POST /api/owner/{token}/new-link. */
export interface NewOfferLinkAnswer {
  outcome: NewOfferLinkOutcome;
}
/** POST /api/owner/{token}/answer: the offer's state after the owner's answer. */
export interface OwnerAnswerResult {
  offer: { id: string; offer_status: string };
}
