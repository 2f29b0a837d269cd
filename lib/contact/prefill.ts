// A link that opens the contact form with its subject and message filled in ('Ask the association' on a society
// page): the question reaches the desk's Messages like any other contact message, with the sender's own name and
// e-mail for the answer. Pure: the society page writes the link on the server, the form reads it in the browser.
import { CONTACT_LIMITS } from '@/lib/validation/contact';

export const CONTACT_PATH = '/contact';

export interface ContactPrefill {
  subject: string;
  message: string;
}

/** '/contact?subject=...&message=...'. */
export function contactPrefillHref({ subject, message }: ContactPrefill): string {
  const query = new URLSearchParams({ subject: subject.slice(0, CONTACT_LIMITS.subject), message: message.slice(0, CONTACT_LIMITS.message) });
  return `${CONTACT_PATH}?${query.toString()}`;
}

/** The subject and message a link carries (trimmed, cut to the form's limits), or null when it carries neither. */
export function readContactPrefill(search: string): ContactPrefill | null {
  const query = new URLSearchParams(search);
  const subject = (query.get('subject') ?? '').trim().slice(0, CONTACT_LIMITS.subject);
  const message = (query.get('message') ?? '').trim().slice(0, CONTACT_LIMITS.message);
  return subject || message ? { subject, message } : null;
}

/** The question 'Ask the association' sends for a society's unstated facts. */
export function askTheAssociation(societyName: string, unstated: readonly string[]): ContactPrefill {
  return {
    subject: `Ask the association: ${societyName}`,
    message: `Please ask the association of ${societyName} about: ${unstated.join(', ')}.`,
  };
}
