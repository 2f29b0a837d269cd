// The offer flow's texts (spec 8 and the success message), shared by the button, the sheet and the tests.
export const OFFER_TEXTS = {
  loginRequired: 'You must be logged in to send an offer.',
  checkFailed: 'Failed to check tenant profile. Please try again.',
  sendFailed: 'Failed to send offer. Please try again.',
  sent: 'Your expression of interest has been sent to the property owner!',
  profileCreated: 'Tenant profile created',
  // After a note on the owner's preferred tenant or pets (components/tenant/home-fit-note.tsx).
  fitStill: 'You can still send an offer; the owner decides.',
  // The done screen: where the acknowledgment went (WhatsApp only to a verified number).
  confirmationBoth: 'We have sent a confirmation to your WhatsApp and email. We will let you know when the owner responds.',
  confirmationEmail: 'We have sent a confirmation to your email',
  ownerResponds: 'We will let you know when the owner responds.',
  verifyLead: 'Your WhatsApp number is not verified yet, so nothing was sent there.',
  verifyLink: 'Verify WhatsApp number',
  seeOffers: 'See your offers',
  // Answering the owner's counter in 'Your offers'.
  counterAccepted: 'Counter accepted. Our team will call you to arrange the agreement.',
  counterDeclined: 'Counter declined. The owner has been told.',
  counterFailed: 'Failed to send your answer. Please try again.',
} as const;
