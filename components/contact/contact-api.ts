import { apiFetch } from '@/lib/api/client';
import type { ContactFormValues } from '@/lib/validation/contact';

/** POST /api/send-contact-email: the desk's Messages get it, the sender a confirmation. */
export function sendContactMessage(values: ContactFormValues): Promise<unknown> {
  return apiFetch('/api/send-contact-email', { method: 'POST', body: values });
}
