// The browser's calls for the visit pages: one function per route, throwing with the server's code and message.
import type { RescheduleVisitInput } from '@/lib/validation/reschedule';
import type { VisitUpdateInput } from '@/lib/validation/visit-update';

export class VisitsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function send(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(path, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers }, credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
  if (!response.ok) throw new VisitsApiError(response.status, body.error?.code, body.error?.message ?? `Request failed (${response.status})`);
  return body;
}

export const visitsApi = {
  update: (visitId: string, input: VisitUpdateInput) => send(`/api/visits/${encodeURIComponent(visitId)}`, { method: 'PATCH', body: JSON.stringify(input) }),
  cancel: (visitId: string) => send(`/api/visits/${encodeURIComponent(visitId)}/cancel`, { method: 'POST' }),
  reschedule: (visitId: string, input: RescheduleVisitInput) => send(`/api/visits/${encodeURIComponent(visitId)}/reschedule`, { method: 'POST', body: JSON.stringify(input) }),
};
