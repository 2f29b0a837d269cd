import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { deskMoment } from '@/components/ops/desk-format';
import { DeskPage } from '@/components/ops/desk-page';
import { MessageStatus } from '@/components/ops/messages/message-status';
import { isUuid } from '@/lib/slugs';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { openDeskMessage } from '@/server/contact/desk';
import { requireStaffPage } from '@/server/staff/access';

export const metadata = { title: 'Message' };

export default async function MessagePage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.messages.role);
  const { id } = await params;
  // Opening the page is the view of the sender's details: recorded with it (server/contact/desk.ts).
  const message = isUuid(id) ? await openDeskMessage(staff, id) : null;
  if (!message) notFound();
  return (
    <DeskPage title={message.subject} description={`Received ${deskMoment(message.receivedAt)}`}>
      <Link href={DESK_SECTIONS.messages.href} className="inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All messages
      </Link>
      <MessageStatus key={message.handledAt ?? 'open'} id={message.id} initial={{ handledAt: message.handledAt, handledBy: message.handledBy }} />
      <section aria-label="Sender" className="rounded-xl border bg-card p-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="font-medium">{message.name}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd>
            <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`} className="inline-flex min-h-11 items-center break-all text-primary underline-offset-4 hover:underline">
              {message.email}
            </a>
          </dd>
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
        </dl>
      </section>
      <section aria-label="Message" className="rounded-xl border bg-card p-4">
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{message.message}</p>
      </section>
    </DeskPage>
  );
}
