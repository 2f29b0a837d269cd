// The security desk page's calls (issue 26): unlock with the PIN, check a pass. Errors carry the server's
// code and message, which the page shows as they are (they are written for the desk).
import type { ArrivedVisitor } from '@/lib/visits/gate-pass';

export class DeskApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
  const parsed = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } } & T;
  if (!response.ok) {
    const message = response.status >= 500 ? 'Something went wrong. Please try again.' : (parsed.error?.message ?? 'Please try again.');
    throw new DeskApiError(response.status, parsed.error?.code, message);
  }
  return parsed;
}

export const deskApi = {
  unlock: (societyId: string, pin: string) => post<Record<string, never>>(`/api/gate/${encodeURIComponent(societyId)}/unlock`, { pin }),
  check: (societyId: string, code: string) => post<{ visitor: ArrivedVisitor }>(`/api/gate/${encodeURIComponent(societyId)}/check`, { code }),
};
