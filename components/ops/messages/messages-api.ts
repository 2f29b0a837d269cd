import { apiFetch } from '@/lib/api/client';

/** The desk's contact-message calls (app/api/ops/messages). */
export const messagesApi = {
  setHandled: (id: string, handled: boolean) =>
    apiFetch<{ handledAt: string | null; handledBy: string | null }>(`/api/ops/messages/${id}`, { method: 'PATCH', body: { handled } }),
  /** 'Mark handled' of the picked messages: all of them, or none (409 naming the ones already handled). */
  handleMany: (messageIds: string[]) => apiFetch<{ handled: number }>('/api/ops/messages/handle', { method: 'POST', body: { messageIds }, cache: 'no-store' }),
};
