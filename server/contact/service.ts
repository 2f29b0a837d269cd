import 'server-only';
import type { ContactConfirmationEmailProps } from '@/emails/contact-confirmation';
import type { ContactMessage } from '@/lib/validation/contact';
import { getDb } from '@/server/db/client';
import { contact_messages } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { languageOfAddress } from '@/server/auth/profile-language';
import { enqueueMessage } from '@/server/messages/send';

/**
 * The contact form (spec 2.14, function send-contact-email): the message is saved and, in the same transaction,
 * the sender's confirmation and the team's copy are put on the job queue (docs/jobs.md), which renders them. So a
 * saved message always has its e-mails, a mail outage only delays them (the queue retries), and a message that
 * fails to save sends nothing.
 */
export async function submitContactMessage(input: ContactMessage): Promise<{ id: string }> {
  const { BRAND_NAME, SITE_URL, CONTACT_EMAIL } = getEnv();
  const props: ContactConfirmationEmailProps = { ...input, phone: input.phone ?? null, brandName: BRAND_NAME, siteUrl: SITE_URL };

  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(contact_messages)
      .values({ name: input.name, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message })
      .returning({ id: contact_messages.id });
    // The sender's copy in the language of the account that holds the address, if one does (English otherwise).
    await enqueueMessage(tx, 'contact-confirmation', { ...props, locale: await languageOfAddress(input.email, tx) }, { email: { to: input.email, key: `contact-confirmation-email:${row!.id}` } });
    await enqueueMessage(tx, 'contact-notification', props, { email: { to: CONTACT_EMAIL, key: `contact-notification-email:${row!.id}` } });
    return { id: row!.id };
  });
}
