// The security desk page's calls on lib/api/client.ts: unlock with the PIN, check a pass, lock the desk. The server's
// refusals are written for the desk and shown in the page's language (its English words are the server's);
// anything else reads as one generic line.
import type { useCopy } from '@/components/i18n/copy-scope';
import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE } from '@/lib/api/client';
import { PASS_REFUSALS } from '@/lib/visits/gate-pass';
import { noteDeskCall } from './gate-desk-connection';
import type { PassCheckAnswer } from '@/lib/validation/reschedule';

type GateCopy = ReturnType<typeof useCopy<'gate'>>;
type FailureKey = Parameters<GateCopy>[0] & `failures.${string}`;

/** The server's refusals word for word (server/visits/gate-desk.ts DESK_MESSAGES, lib/visits/gate-pass.ts, the schemas), by their message. */
const SERVER_TEXTS: Readonly<Record<string, FailureKey>> = {
  [NETWORK_ERROR_MESSAGE]: 'failures.network',
  [PASS_REFUSALS.unknown.message]: 'failures.passUnknown',
  [PASS_REFUSALS.cancelled.message]: 'failures.passCancelled',
  [PASS_REFUSALS.early.message]: 'failures.passNotYetValid',
  [PASS_REFUSALS.expired.message]: 'failures.passExpired',
  [PASS_REFUSALS.used.message]: 'failures.passUsed',
  'That is not a pass code.': 'failures.notAPassCode',
  'Wrong PIN. Please try again.': 'failures.wrongPin',
  'This society has no security desk set up yet.': 'failures.noDesk',
  'Enter the desk PIN first.': 'failures.locked',
  'A desk PIN is 6 to 12 digits.': 'failures.badPin',
  'Enter the desk PIN': 'failures.emptyPin',
  'Enter the pass code': 'failures.emptyCode',
  'Too many checks in a minute. Please wait a moment and try again.': 'failures.tooManyChecks',
  'Society not found': 'failures.societyNotFound',
};
const VALID_FROM = /^This pass is not valid yet: it is valid from (.+) \(India time\)\.$/;
const PIN_WAIT = /^Too many wrong PINs\. Try again in (\d+) minutes?\.$/;

/** A server message in the page's language; one this page does not know is shown as it came. */
function deskText(message: string, t: GateCopy): string {
  const known = SERVER_TEXTS[message];
  if (known) return t(known);
  const validFrom = VALID_FROM.exec(message);
  if (validFrom) return t('failures.passValidFrom', { moment: validFrom[1]! });
  const wait = PIN_WAIT.exec(message);
  if (wait) return t(wait[1] === '1' ? 'failures.tooManyPinsOne' : 'failures.tooManyPinsOther', { minutes: wait[1]! });
  return message;
}

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

/** What the desk reads for a failed call: the server's reason for a refusal (4xx), the network's, or the generic line. */
export function deskFailureMessage(failure: unknown, t: GateCopy): string {
  if (!(failure instanceof ApiError)) return t('failures.failed');
  if ((failure.status === 0 || (failure.status >= 400 && failure.status < 500)) && failure.message) return deskText(failure.message, t);
  return t('failures.failed');
}
