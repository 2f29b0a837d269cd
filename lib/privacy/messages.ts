// The privacy pages' messages, shared by the server's answers and the browser's components. Kept apart from the
// zod schemas in lib/validation/privacy.ts: a client module that loads zod object schemas makes zod probe for
// eval, which the Content-Security-Policy reports as a violation on the profile page.
export const privacyMessages = {
  linkGone: 'This download link has expired or was already used. Ask for a new file on your profile.',
  exportRequested: 'We are preparing your file. The link comes by e-mail, and works once for 24 hours.',
  undoGone: 'This link no longer works: the account was kept already, or its deletion is final.',
  deletionScheduled: 'Your account will be deleted in 48 hours. We have e-mailed you a link to keep it.',
} as const;
