// The security desk page's calls on lib/api/client.ts: unlock with the PIN, check a pass, lock the desk. The server's
// refusals are written for the desk and shown as they are; anything else reads as one generic line.
import { ApiError, apiFetch } from '@/lib/api/client';
import { noteDeskCall } from './gate-desk-connection';
import type { PassCheckAnswer } from '@/lib/validation/reschedule';

export const DESK_FAILED = 'Something went wrong. Please try again.';

const gatePath = (societyId: string, action: 'unlock' | 'check' | 'lock') => `/api/gate/${encodeURIComponent(societyId)}/${action}`;

/** Every desk call tells the offline notice whether the server answered at all (components/gate/gate-desk-connection.ts). */
function deskCall<T>(call: Promise<T>): Promise<T> {
  return call.then(
    (result) => {
      noteDeskCall(true);
      return result;
    },
    (failure: unknown) => {
      noteDeskCall(!(failure instanceof ApiError && failure.status === 0));
      throw failure;
    },
  );
}

export const gateDeskApi = {
  unlock: (societyId: string, pin: string) => deskCall(apiFetch<Record<string, never>>(gatePath(societyId, 'unlock'), { method: 'POST', body: { pin } })),
  /** 'Lock desk': ends this device's desk session on the server too. */
  lock: (societyId: string) => deskCall(apiFetch<Record<string, never>>(gatePath(societyId, 'lock'), { method: 'POST' })),
  check: (societyId: string, code: string) => deskCall(apiFetch<PassCheckAnswer>(gatePath(societyId, 'check'), { method: 'POST', body: { code } })),
};

/** What the desk reads for a failed call: the server's reason for a refusal (4xx), the network's, or DESK_FAILED. */
export function deskFailureMessage(failure: unknown): string {
  if (!(failure instanceof ApiError)) return DESK_FAILED;
  if (failure.status === 0 || (failure.status >= 400 && failure.status < 500)) return failure.message || DESK_FAILED;
  return DESK_FAILED;
}
