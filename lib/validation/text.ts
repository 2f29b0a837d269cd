// The one string helper every payload's text fields start from. PostgreSQL refuses NUL (U+0000) in text and
// jsonb (error 22021 / 22P05), so a string carrying one must be refused here, as a 4xx with nothing changed,
// rather than reach the database as a 500. Route parameters use `isSafeText` for the same rule.
import { z } from '@/lib/validation/zod';

export const unsafeTextMessage = 'Please remove the invalid characters';

// NUL, the other C0 control characters except tab, line feed and carriage return, DEL, and UTF-16 halves
// without their partner (JSON's "\ud800" parses to one; it cannot be stored as UTF-8 and would come back changed).
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/**
 * The one safe-text rule, for every free-text field and route parameter: false for a string PostgreSQL cannot
 * store (a NUL anywhere), or one carrying invisible control characters or half a character.
 */
export function isSafeText(value: string): boolean {
  return !UNSAFE_CHARACTERS.test(value);
}

/** True when any string inside a JSON value (keys included) carries a NUL. */
export function containsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > 64) return true; // deeper than any real payload: refused as well
  if (Array.isArray(value)) return value.some((item) => containsUnsafeText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => !isSafeText(key) || containsUnsafeText(item, depth + 1));
}

/** A string that passes the safe-text rule; chain `.trim()`, `.min()`, `.max()` as usual. */
export function safeText(error?: string) {
  return z.string(error === undefined ? undefined : { error }).refine(isSafeText, unsafeTextMessage);
}

/** Optional free text of a form: trimmed, the safe-text rule, at most `max` characters; empty becomes null. */
export function optionalSafeText(max: number, tooLong: string) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(safeText().max(max, tooLong))
    .transform((value) => value || null);
}
