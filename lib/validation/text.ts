// The one string helper every payload's text fields start from. PostgreSQL refuses NUL (U+0000) in text and
// jsonb (error 22021 / 22P05), so a string carrying one must be refused here, as a 4xx with nothing changed,
// rather than reach the database as a 500. Route parameters use `isSafeText` for the same rule.
import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it can, and probes for that with `Function("")`: in the
// browser the Content-Security-Policy forbids eval (docs/security.md), so the probe is a reported violation.
// Every schema module imports this one, so the browser uses the interpreted parsers from the first parse on.
if (typeof window !== 'undefined') z.config({ jitless: true });

export const unsafeTextMessage = 'Please remove the invalid characters';

/** False for a string PostgreSQL cannot store (a NUL anywhere in it). */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000');
}

/** True when any string inside a JSON value (keys included) carries a NUL. */
export function containsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > 64) return true; // deeper than any real payload: refused as well
  if (Array.isArray(value)) return value.some((item) => containsUnsafeText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => !isSafeText(key) || containsUnsafeText(item, depth + 1));
}

/** A string without NUL; chain `.trim()`, `.min()`, `.max()` as usual. */
export function safeText(error?: string) {
  return z.string(error === undefined ? undefined : { error }).refine(isSafeText, unsafeTextMessage);
}
