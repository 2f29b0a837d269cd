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

export function PurposeNote({ purpose, className }: { purpose: keyof typeof PURPOSE_TEXTS; className?: string }) {
  return (
    <p className={cn('text-xs leading-relaxed text-muted-foreground', className)} data-testid={`purpose-${purpose}`}>
      {PURPOSE_TEXTS[purpose]}{' '}
      <Link prefetch={false} href="/privacy" className="inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-2">
        How we use your data
      </Link>
    </p>
  );
}
