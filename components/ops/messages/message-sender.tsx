// Who sent a contact message: name, e-mail, phone, and the account registered with that e-mail address (case
// aside), linked to their page on the desk. A server component. Not prefetched: opening a person is a recorded view.
import Link from 'next/link';
import { deskRecordHref } from '@/lib/ops/desk-search-results';
import type { DeskMessageThread } from '@/lib/ops/messages';

export function MessageSender({ message }: { message: Pick<DeskMessageThread, 'name' | 'email' | 'phone' | 'account'> }) {
  return (
    <section aria-label="Sender" className="rounded-xl border bg-card p-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="font-medium">{message.name}</dd>
        <dt className="text-muted-foreground">E-mail</dt>
        <dd className="break-all">{message.email}</dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd>
          {message.phone ? (
            <a href={`tel:${message.phone.replace(/\s/g, '')}`} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline">
              {message.phone}
            </a>
          ) : (
            <span className="text-muted-foreground">Not given</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Account</dt>
        <dd data-testid="message-account">
          {message.account ? (
            <Link
              href={deskRecordHref.tenant(message.account.id)}
              prefetch={false}
              className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
              aria-label={`${message.account.name}: their page on the desk (the account registered with ${message.email})`}
            >
              {message.account.name}: their page
            </Link>
          ) : (
            <span className="text-muted-foreground">No account with this e-mail address</span>
          )}
        </dd>
      </dl>
    </section>
  );
}
