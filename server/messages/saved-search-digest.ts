import 'server-only';
import SavedSearchDigestEmail, { savedSearchDigestSubject, savedSearchDigestText, savedSearchDigestWhatsApp, type SavedSearchDigestProps } from '@/emails/saved-search-digest';
import type { DeliverEmailPayload, DeliverWhatsAppPayload } from '@/server/jobs/payloads';
import { renderEmail } from '@/server/mail/render';
import type { DigestRecipient } from './new-listings-digest';

// The saved-search digest's messages, rendered by the saved-search-digest job
// (server/alerts/saved-searches.ts): an e-mail with one-click unsubscribe headers, and a WhatsApp message.

export async function savedSearchDigestMessages(props: SavedSearchDigestProps, to: DigestRecipient): Promise<{ email: DeliverEmailPayload; whatsapp: DeliverWhatsAppPayload }> {
  return {
    email: {
      to: to.email,
      ...(await renderEmail({ Component: SavedSearchDigestEmail, subject: savedSearchDigestSubject, text: savedSearchDigestText }, props)),
      headers: { 'List-Unsubscribe': `<${props.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      consent: { userId: to.userId, purpose: 'email_alerts' },
    },
    whatsapp: { to: to.whatsapp, userId: to.userId, consent: 'email_alerts', body: savedSearchDigestWhatsApp(props) },
  };
}
