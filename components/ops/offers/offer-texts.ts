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
} as const;
