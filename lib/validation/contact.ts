// The contact form's one schema (spec societies-and-tenant-area.md 3 "Contact message", 5 "Contact form"),
// shared by the form (zodResolver) and POST /api/send-contact-email.
import { z } from '@/lib/validation/zod';
import { safeText } from './text';

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subject: 150, message: 2000 } as const;

export const contactMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Please keep your name under ${CONTACT_LIMITS.name} characters`,
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number (digits, spaces and + only)',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Please keep the subject under ${CONTACT_LIMITS.subject} characters`,
  messageRequired: 'Please enter your message',
  messageTooLong: `Please keep your message under ${CONTACT_LIMITS.message} characters`,
} as const;

const required = (message: string, max: number, tooLong: string) => safeText(message).trim().min(1, message).max(max, tooLong);

/** Optional; when given: digits, spaces and '+', with 6 to 15 digits. Empty becomes undefined. */
const phone = safeText(contactMessages.phoneInvalid)
  .trim()
  .max(CONTACT_LIMITS.phone, contactMessages.phoneInvalid)
  .refine((value) => value === '' || (/^[+\d\s]+$/.test(value) && /^\d{6,15}$/.test(value.replace(/[\s+]/g, ''))), contactMessages.phoneInvalid)
  .transform((value) => (value === '' ? undefined : value))
  .optional()
  .nullable()
  .transform((value) => value ?? undefined);

export const contactSchema = z.object({
  name: required(contactMessages.nameRequired, CONTACT_LIMITS.name, contactMessages.nameTooLong),
  email: safeText(contactMessages.emailRequired)
    .trim()
    .toLowerCase()
    .min(1, contactMessages.emailRequired)
    .max(CONTACT_LIMITS.email, contactMessages.emailInvalid)
    .pipe(z.email(contactMessages.emailInvalid)),
  phone,
  subject: required(contactMessages.subjectRequired, CONTACT_LIMITS.subject, contactMessages.subjectTooLong),
  message: required(contactMessages.messageRequired, CONTACT_LIMITS.message, contactMessages.messageTooLong),
});

/** What the form holds (strings, phone may be empty). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** What the server stores (trimmed, e-mail lower-cased, phone undefined when empty). */
export type ContactMessage = z.output<typeof contactSchema>;
