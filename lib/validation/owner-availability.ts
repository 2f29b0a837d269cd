import { z } from '@/lib/validation/zod';
import { ownerLanguageSchema } from './owner-answer';

// The owner's availability page (docs/owners.md "Availability"): the link's token in the path and the one answer.
// The device code is the offer link's payload (ownerCodeSchema in ./owner-answer.ts). Shared by the page's forms and
// the routes.

/** A token that cannot be ours is no link: 404 before anything is read. */
export const ownerLinkParamsSchema = z.object({
  token: z.string().min(20, 'This link is not valid.').max(2000, 'This link is not valid.').regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'This link is not valid.'),
});

export const ownerDeviceCodeRequestSchema = z.object({}).strict();

export const availabilityAnswerSchema = z
  .object({ answer: z.enum(['available', 'rented'], { message: "Choose 'Yes, still available' or 'It's rented'." }), language: ownerLanguageSchema })
  .strict();
export type AvailabilityAnswerInput = z.infer<typeof availabilityAnswerSchema>;

/** POST /api/owner/availability/{token}/code: where the code went, masked. */
export interface AvailabilityCodeSentAnswer {
  destination: string;
}
/** POST /api/owner/availability/{token}/answer: the answer recorded. */
export interface AvailabilityAnsweredAnswer {
  answer: string;
}
