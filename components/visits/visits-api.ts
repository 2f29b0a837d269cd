// The browser's calls for the visit pages: one function per route, throwing with the server's message.
import type { VisitUpdateInput } from '@/lib/validation/visit-update';

async function send(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(path, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers }, credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) throw new Error(body.error?.message ?? `Request failed (${response.status})`);
  return body;
}

export const visitsApi = {
  update: (visitId: string, input: VisitUpdateInput) => send(`/api/visits/${encodeURIComponent(visitId)}`, { method: 'PATCH', body: JSON.stringify(input) }),
  cancel: (visitId: string) => send(`/api/visits/${encodeURIComponent(visitId)}/cancel`, { method: 'POST' }),
};
