// The desk's contact messages: 'Mark handled' / 'Reopen' (PATCH /api/ops/messages/[id]), a reply
// (POST /api/ops/messages/[id]/replies, the same schema in the reply form) and the list's filter.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import { safeText } from './text';

export const MESSAGE_STATES = ['open', 'handled'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const messageHandledSchema = z.object({ handled: z.boolean({ error: 'Say whether the message is handled' }) });
export type MessageHandledInput = z.infer<typeof messageHandledSchema>;

export const messageIdParams = z.object({ id: z.string().refine(isUuid, 'Message not found') });

export const REPLY_MAX_LENGTH = 5000;

export const replyMessages = {
  required: 'Please write your reply',
  tooLong: `Please keep your reply under ${REPLY_MAX_LENGTH} characters`,
} as const;

/**
 * A reply from the desk: its text (trimmed; sent as written, line breaks kept) and whether the message is marked
 * handled with it (when it is still open).
 */
export const messageReplySchema = z
  .object({
    reply: safeText(replyMessages.required).trim().min(1, replyMessages.required).max(REPLY_MAX_LENGTH, replyMessages.tooLong),
    markHandled: z.boolean({ error: 'Say whether to mark the message handled' }).default(true),
  })
  .strict();
export type MessageReplyInput = z.input<typeof messageReplySchema>;
