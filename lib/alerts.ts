// New-listing alerts (spec 2.9): the error codes the alert route answers with, shared by the route and the
// card. Kept apart from lib/validation so that the card does not pull zod into the page's script.
export const ALERT_ERROR_CODES = { duplicate: 'alert_exists', failed: 'alert_failed' } as const;
