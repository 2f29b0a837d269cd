// The offer flow's texts (spec 8 and the success message), shared by the button, the sheet and the tests.
export const OFFER_TEXTS = {
  loginRequired: 'You must be logged in to send an offer.',
  checkFailed: 'Failed to check tenant profile. Please try again.',
  sendFailed: 'Failed to send offer. Please try again.',
  sent: 'Your expression of interest has been sent to the property owner!',
  profileCreated: 'Tenant profile created',
} as const;
