// The offers desk's texts: buttons, dialogs and toasts, in one place for the components and the tests.
export const OFFER_DESK_TEXTS = {
  accept: 'Accept',
  decline: 'Decline',
  counter: 'Counter',
  withdraw: 'Withdraw',
  accepted: 'Offer accepted. The home is now Under offer.',
  acceptedOthers: (count: number) => `${count} other ${count === 1 ? 'offer' : 'offers'} on this home declined.`,
  declined: 'Offer declined. The tenant has been told.',
  countered: 'Counter sent. The tenant answers it from Your offers.',
  withdrawn: 'Offer withdrawn. The home is back on the market.',
  failed: 'That did not work. Please try again.',
  // The desk answers on the owner's behalf, and every message says so (server/offers/answers.ts).
  onBehalf: 'The tenant reads it as GHomes’s answer on behalf of the owner.',
  ownerTold: 'The owner is told too (e-mail, and WhatsApp once they have proved their number).',
  ownerNotReachable: 'We have no e-mail or proved number for the owner, so they are not told.',
} as const;
