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
import { sendEmail } from '@/server/mail/send-email';

/**
 * The contact form (spec 2.14, function send-contact-email): the message is saved first, so it is never lost;
 * then the sender gets a confirmation and the team a copy. A failed e-mail after the save is logged and the
 * call still succeeds.
 */
export async function submitContactMessage(input: ContactMessage): Promise<{ id: string }> {
  const [row] = await getDb()
    .insert(contact_messages)
    .values({ name: input.name, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message })
    .returning({ id: contact_messages.id });
  const id = row!.id;

  const { BRAND_NAME, SITE_URL, CONTACT_EMAIL } = getEnv();
  const props: ContactConfirmationEmailProps = { ...input, phone: input.phone ?? null, brandName: BRAND_NAME, siteUrl: SITE_URL };

  try {
    const html = await renderEmailHtml(createElement(ContactConfirmationEmail, props));
    await sendEmail({ to: input.email, subject: contactConfirmationSubject(props), html, text: contactConfirmationText(props) });
  } catch (error) {
    console.error(`[contact] confirmation e-mail failed for message ${id}:`, error instanceof Error ? error.message : error);
  }

  try {
    const html = await renderEmailHtml(createElement(ContactNotificationEmail, props));
    await sendEmail({ to: CONTACT_EMAIL, subject: contactNotificationSubject(props), html, text: contactNotificationText(props) });
  } catch (error) {
    console.error(`[contact] team notification failed for message ${id}:`, error instanceof Error ? error.message : error);
  }
  return { id };
}
