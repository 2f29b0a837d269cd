import 'server-only';
import { createElement } from 'react';
import ContactConfirmationEmail, {
  ContactNotificationEmail,
  contactConfirmationSubject,
  contactConfirmationText,
  contactNotificationSubject,
  contactNotificationText,
  type ContactConfirmationEmailProps,
} from '@/emails/contact-confirmation';
import type { ContactMessage } from '@/lib/validation/contact';
import { getDb } from '@/server/db/client';
import { contact_messages } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { renderEmailHtml } from '@/server/mail/render';
import { enqueueJob } from '@/server/jobs/queue';

/**
 * The contact form (spec 2.14, function send-contact-email): the message is saved and, in the same transaction,
 * the sender's confirmation and the team's copy are put on the job queue (docs/jobs.md), rendered first. So a
 * saved message always has its e-mails, a mail outage only delays them (the queue retries), and a message that
 * fails to save sends nothing.
 */
export async function submitContactMessage(input: ContactMessage): Promise<{ id: string }> {
  const { BRAND_NAME, SITE_URL, CONTACT_EMAIL } = getEnv();
  const props: ContactConfirmationEmailProps = { ...input, phone: input.phone ?? null, brandName: BRAND_NAME, siteUrl: SITE_URL };
  const confirmation = {
    to: input.email,
    subject: contactConfirmationSubject(props),
    html: await renderEmailHtml(createElement(ContactConfirmationEmail, props)),
    text: contactConfirmationText(props),
  };
  const teamCopy = {
    to: CONTACT_EMAIL,
    subject: contactNotificationSubject(props),
    html: await renderEmailHtml(createElement(ContactNotificationEmail, props)),
    text: contactNotificationText(props),
  };

  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(contact_messages)
      .values({ name: input.name, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message })
      .returning({ id: contact_messages.id });
    await enqueueJob(tx, 'deliver-email', confirmation);
    await enqueueJob(tx, 'deliver-email', teamCopy);
    return { id: row!.id };
  });
}
