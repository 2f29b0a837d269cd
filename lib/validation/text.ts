// The one string helper every payload's text fields start from. PostgreSQL refuses NUL (U+0000) in text and
// jsonb (error 22021 / 22P05), so a string carrying one must be refused here, as a 4xx with nothing changed,
// rather than reach the database as a 500. Route parameters use `isSafeText` for the same rule.
import { z } from 'zod';

export const unsafeTextMessage = 'Please remove the invalid characters';

/** False for a string PostgreSQL cannot store (a NUL anywhere in it). */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000');
}

/** True when any string inside a JSON value (keys included) carries a NUL. */
export function containsUnsafeText(value: unknown): boolean {
  return JSON.stringify(value ?? null).includes('\\u0000');
}

/** A string without NUL; chain `.trim()`, `.min()`, `.max()` as usual. */
export function safeText(error?: string) {
  return z.string(error === undefined ? undefined : { error }).refine(isSafeText, unsafeTextMessage);
}
