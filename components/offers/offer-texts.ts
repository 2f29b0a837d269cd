// Answering the owner's counter in 'Your offers' (components/offers/counter-answer.tsx); the rest of the offer
// flow reads its texts from the `offers` messages (lib/i18n/messages/<locale>/offers.json).
export const OFFER_TEXTS = {
  counterAccepted: 'Counter accepted. Our team will call you to arrange the agreement.',
  counterDeclined: 'Counter declined. The owner has been told.',
  counterFailed: 'Failed to send your answer. Please try again.',
} as const;
