import { EMAIL_IN_TEXT, PHONE_IN_TEXT } from '@/lib/log/mask';

// What a tenant typed with their offer for the owner (the message, the fittings asked for), as the owner (their
// offer page and e-mail) and the desk's offer rows read it. The tenant is reached through GHomes only, so an e-mail
// address or a phone number inside is taken out (the same patterns the logs mask: lib/log/mask.ts); the tenant's
// own 'Your offers' shows what they wrote.

export const CONTACT_REMOVED = '[contact details removed]';

/** The note as others read it, or null when the tenant wrote nothing. */
export function tenantNote(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return trimmed.replace(EMAIL_IN_TEXT, CONTACT_REMOVED).replace(PHONE_IN_TEXT, CONTACT_REMOVED);
}
