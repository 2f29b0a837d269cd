// The desk's contact messages: 'Mark handled' / 'Reopen' (PATCH /api/ops/messages/[id]) and the list's filter.
import { z } from 'zod';
import { isUuid } from '@/lib/slugs';
import './text';

export const MESSAGE_STATES = ['open', 'handled'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const messageHandledSchema = z.object({ handled: z.boolean({ error: 'Say whether the message is handled' }) });
export type MessageHandledInput = z.infer<typeof messageHandledSchema>;

export const messageIdParams = z.object({ id: z.string().refine(isUuid, 'Message not found') });
