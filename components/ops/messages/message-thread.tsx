'use client';

// A contact message's page below its heading: the status ('Mark handled' / 'Reopen'), the message itself (a
// server-rendered part, passed in), the desk's replies oldest first, and the reply form. A reply is added to the
// thread from the answer of its own request rather than by reading the page again: that read is a recorded view.
import { useState, type ReactNode } from 'react';
import type { DeskReply } from '@/lib/ops/messages';
import { deskMoment } from '../desk-format';
import { MessageStatus } from './message-status';
import type { HandledAnswer } from './messages-api';
import { ReplyForm } from './reply-form';

interface MessageThreadProps {
  id: string;
  initialState: HandledAnswer;
  initialReplies: DeskReply[];
  /** To whom a reply goes: the sender's name and address. */
  recipient: { name: string; email: string };
  children: ReactNode;
}

export function MessageThread({ id, initialState, initialReplies, recipient, children }: MessageThreadProps) {
  const [state, setState] = useState(initialState);
  const [replies, setReplies] = useState(initialReplies);
  return (
    <>
      <MessageStatus id={id} state={state} onChange={setState} />
      {children}
      <Replies replies={replies} />
      <ReplyForm
        id={id}
        recipient={recipient}
        open={!state.handledAt}
        onSent={(answer) => {
          setReplies((current) => [...current, answer.reply]);
          setState({ handledAt: answer.handledAt, handledBy: answer.handledBy });
        }}
      />
    </>
  );
}

export function deliveryLine(reply: DeskReply): string | null {
  if (reply.deliveredAt) return `Sent to ${reply.sentTo}, ${deskMoment(reply.deliveredAt)}`;
  return reply.deliveryKnown ? `Waiting to be sent to ${reply.sentTo}` : null;
}

function Replies({ replies }: { replies: DeskReply[] }) {
  return (
    <section aria-labelledby="message-replies" className="space-y-3">
      <h2 id="message-replies" className="text-base font-semibold">
        {replies.length ? `Replies (${replies.length})` : 'Replies'}
      </h2>
      {replies.length ? (
        <ol className="space-y-3" data-testid="message-replies">
          {replies.map((reply) => (
            <li key={reply.id} className="rounded-xl border border-primary/30 bg-primary/5 p-4" data-testid="message-reply">
              <p className="text-xs text-muted-foreground">
                <span className="break-all font-medium text-foreground">{reply.sentBy}</span> replied as GHomes, {deskMoment(reply.sentAt)}
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed">{reply.body}</p>
              {deliveryLine(reply) ? <p className="mt-2 break-all text-xs text-muted-foreground">{deliveryLine(reply)}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No reply yet. A reply written below is sent by e-mail as GHomes and kept here.</p>
      )}
    </section>
  );
}
