import { apiFetch } from '@/lib/api/client';
import type { DeskReply } from '@/lib/ops/messages';
import type { MessageReplyInput } from '@/lib/validation/ops-messages';
import type { MessagesHandledAnswer } from '@/lib/validation/ops-lists';

export type HandledAnswer = { handledAt: string | null; handledBy: string | null };

/** The desk's contact-message calls (app/api/ops/messages). */
export const messagesApi = {
  setHandled: (id: string, handled: boolean) => apiFetch<HandledAnswer>(`/api/ops/messages/${id}`, { method: 'PATCH', body: { handled } }),
  reply: (id: string, input: MessageReplyInput) => apiFetch<HandledAnswer & { reply: DeskReply }>(`/api/ops/messages/${id}/replies`, { method: 'POST', body: input }),
  /** 'Mark handled' of the picked messages: all of them, or none (409 naming the ones already handled). */
  handleMany: (messageIds: string[]) => apiFetch<MessagesHandledAnswer>('/api/ops/messages/handle', { method: 'POST', body: { messageIds }, cache: 'no-store' }),
};
