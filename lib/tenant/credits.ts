// Offer credits (societies-and-tenant-area.md 9): every expression-of-interest offer costs 1 credit and the
// first 3 are free; more need a paid plan, whose details the spec does not show (so: coming soon).

export const OFFER_CREDITS = { free: 3, perOffer: 1 } as const;

export const OFFER_PLAN_MESSAGE = `You have used your ${OFFER_CREDITS.free} free offers. More offers need a plan, which is coming soon.`;

export interface OfferCredits {
  used: number;
  total: number;
  left: number;
}

/** Credits from the number of offers a person has sent (every status: a sent offer spent its credit). */
export function offerCredits(offersSent: number): OfferCredits {
  const used = Math.min(offersSent * OFFER_CREDITS.perOffer, OFFER_CREDITS.free);
  return { used, total: OFFER_CREDITS.free, left: OFFER_CREDITS.free - used };
}
