import { apiFetch } from '@/lib/api/client';

/** The desk's contact-message calls (app/api/ops/messages). */
export const messagesApi = {
  setHandled: (id: string, handled: boolean) =>
    apiFetch<{ handledAt: string | null; handledBy: string | null }>(`/api/ops/messages/${id}`, { method: 'PATCH', body: { handled } }),
};
