// Gate pass rules, shared by the server (issuing and checking passes) and the cards (what they show).
// A pass is the visit's short code: 8 characters of Crockford's base32 (no I, L, O, U, so nothing reads two
// ways), shown as 'ABCD-EFGH' and encoded as such in the QR code. It lets the visitor in from 30 minutes before
// the slot starts until 30 minutes after it ends; pure functions of `now`, so tests fix the clock.
import { formatIndiaMoment } from '@/lib/time/india';

export const PASS_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PASS_CODE_LENGTH = 8;
/** How long before the slot's start and after its end the desk accepts the pass. */
export const PASS_MARGIN_MINUTES = 30;

const MARGIN_MS = PASS_MARGIN_MINUTES * 60_000;
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** 'ABCDEFGH' -> 'ABCD-EFGH'. */
export function formatPassCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * What the desk typed or scanned, as a code: case, spaces and dashes do not matter, and the letters people
 * confuse with digits (O, I, L) are read as the digits. Null when it cannot be a pass code.
 */
export function normalizePassCode(input: string): string | null {
  const cleaned = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (cleaned.length !== PASS_CODE_LENGTH) return null;
  for (const character of cleaned) if (!PASS_ALPHABET.includes(character)) return null;
  return cleaned;
}

/** The pass's window: from 30 minutes before the start (inclusive) to 30 minutes after the end (exclusive). */
export function passWindow(visit: { visitStart: Date | string; visitEnd: Date | string }): { from: Date; until: Date } {
  return { from: new Date(toDate(visit.visitStart).getTime() - MARGIN_MS), until: new Date(toDate(visit.visitEnd).getTime() + MARGIN_MS) };
}

export type PassTiming = 'early' | 'valid' | 'expired';

export function passTiming(visit: { visitStart: Date | string; visitEnd: Date | string }, now: Date): PassTiming {
  const { from, until } = passWindow(visit);
  if (now.getTime() < from.getTime()) return 'early';
  if (now.getTime() >= until.getTime()) return 'expired';
  return 'valid';
}

/** Why the desk refuses a pass; the codes of the check route's 4xx answers. */
export const PASS_REFUSALS = {
  unknown: { code: 'pass_unknown', status: 404, message: 'No visit has this code. Check the code and try again.' },
  cancelled: { code: 'pass_cancelled', status: 409, message: 'This visit was cancelled.' },
  early: { code: 'pass_not_yet_valid', status: 409, message: 'This pass is not valid yet.' },
  expired: { code: 'pass_expired', status: 409, message: 'This pass has expired.' },
  used: { code: 'pass_used', status: 409, message: 'This pass was already used.' },
} as const;

export type PassRefusal = (typeof PASS_REFUSALS)[keyof typeof PASS_REFUSALS];

/** The early refusal says when the pass opens, so the guard can tell a visitor who came on the wrong day. */
export function passNotYetValidMessage(validFrom: Date | string): string {
  return `${PASS_REFUSALS.early.message.replace(/\.$/, '')}: it is valid from ${formatIndiaMoment(validFrom)} (India time).`;
}

/**
 * What the visitor does with the pass at the gate. A society with a security desk checks the code there (typed
 * or scanned); in one without, the guard at the gate has no desk page, so the pass is shown to the guard, who
 * can read the code, the home and the time on it.
 */
export function passInstruction(hasDesk: boolean): string {
  return hasDesk
    ? 'Show this code or its QR code at the security desk; the guard checks it there.'
    : 'Show this pass to the guard at the society gate: it has your visit time and code.';
}

/** The same in a few words, for the one-line pass of the text and WhatsApp messages. */
export function passShortInstruction(hasDesk: boolean): string {
  return hasDesk ? 'show it at the security desk' : 'show it to the guard at the society gate';
}

/** What the desk sees of a visitor: the first name and the home, nothing else. */
export interface ArrivedVisitor {
  firstName: string;
  home: string;
  /** '10:00 AM – 10:30 AM' (India time). */
  slot: string;
  arrivedAt: string;
}

/** The desk PIN an operator may set: 6 to 12 digits. */
export const DESK_PIN_PATTERN = /^\d{6,12}$/;
