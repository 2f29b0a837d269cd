import Link from 'next/link';
import { cn } from '@/lib/utils';

// The notice at the point of collection: one line saying why we ask, and a link to the Privacy page. No hooks, so
// server and client components both render it.

export const PURPOSE_TEXTS = {
  registration: 'We use your name, e-mail and phone to sign you in and to confirm your visits and offers.',
  tenantProfile: 'Owners you send an offer to see your first name, occupation and household, while you allow it.',
  festival: 'We use your number only to call you back about the festival, and remove it a year after it ends.',
  whatsapp: 'We message this number only about your visits and offers, until you turn WhatsApp updates off.',
} as const;

/**
 * `words`: the note and its link in the page's language, from a caller that reads the `account` namespace; without
 * them the note reads in English (the registration sheet's scope does not carry that namespace).
 */
export function PurposeNote({ purpose, className, words }: { purpose: keyof typeof PURPOSE_TEXTS; className?: string; words?: { text: string; link: string; href: string } }) {
  return (
    <p className={cn('text-xs leading-relaxed text-muted-foreground', className)} data-testid={`purpose-${purpose}`}>
      {words?.text ?? PURPOSE_TEXTS[purpose]}{' '}
      <Link prefetch={false} href={words?.href ?? '/privacy'} className="inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-2">
        {words?.link ?? 'How we use your data'}
      </Link>
    </p>
  );
}
