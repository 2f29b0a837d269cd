'use client';

// The desk's reply to a contact message: the text (the route's own schema checks it here first, so both give the
// same messages), and, while the message is open, whether sending it marks the message handled. Sent as GHomes by
// e-mail to the sender; the button is disabled while it saves, the result is a toast and the reply joins the thread.
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { toast } from '@/components/ui/toast';
import { messageReplySchema, REPLY_MAX_LENGTH } from '@/lib/validation/ops-messages';
import { apiErrorMessage } from '@/lib/api/client';
import { messagesApi } from './messages-api';

type Answer = Awaited<ReturnType<typeof messagesApi.reply>>;

interface ReplyFormProps {
  id: string;
  recipient: { name: string; email: string };
  /** Whether the message is still open: only then can the reply mark it handled. */
  open: boolean;
  onSent(answer: Answer): void;
}

export function ReplyForm({ id, recipient, open, onSent }: ReplyFormProps) {
  const fieldId = useId();
  const [reply, setReply] = useState('');
  const [markHandled, setMarkHandled] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = messageReplySchema.safeParse({ reply, markHandled: open && markHandled });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const answer = await messagesApi.reply(id, parsed.data);
      onSent(answer);
      setReply('');
      toast.success(`Reply sent to ${recipient.email}`);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, 'The reply was not sent. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${fieldId}-title`} className="space-y-4 rounded-xl border bg-card p-4">
      <div>
        <h2 id={`${fieldId}-title`} className="text-base font-semibold">
          Reply to {recipient.name}
        </h2>
        <p className="mt-1 break-all text-sm text-muted-foreground">By e-mail to {recipient.email}, from GHomes; their answer comes to the team&apos;s address.</p>
      </div>
      <TextareaField
        ref={field}
        id={`${fieldId}-reply`}
        label="Your reply"
        rows={6}
        value={reply}
        error={error}
        maxLength={REPLY_MAX_LENGTH}
        onChange={(event) => setReply(event.target.value)}
        aside={<span className="text-xs text-muted-foreground">{`${reply.length} / ${REPLY_MAX_LENGTH}`}</span>}
      />
      {open ? (
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" checked={markHandled} onChange={(event) => setMarkHandled(event.target.checked)} className="size-5 accent-primary" />
          Mark the message handled when the reply is sent
        </label>
      ) : null}
      <SubmitButton pending={pending} size="default" className="min-h-11 sm:w-auto">
        Send reply
      </SubmitButton>
    </form>
  );
}
