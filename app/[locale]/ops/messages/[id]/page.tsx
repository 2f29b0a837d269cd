import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { deskMoment } from '@/components/ops/desk-format';
import { DeskPage } from '@/components/ops/desk-page';
import { MessageSender } from '@/components/ops/messages/message-sender';
import { MessageThread } from '@/components/ops/messages/message-thread';
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
      <MessageThread
        id={message.id}
        initialState={{ handledAt: message.handledAt, handledBy: message.handledBy }}
        initialReplies={message.replies}
        recipient={{ name: message.name, email: message.email }}
      >
        <MessageSender message={message} />
        <section aria-label="Message" className="rounded-xl border bg-card p-4">
          <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{message.message}</p>
        </section>
      </MessageThread>
    </DeskPage>
  );
}
