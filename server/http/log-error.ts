import 'server-only';

// Server error logs name where it happened and what kind of failure it was, never the values involved: a
// database error's message carries the failing statement and its parameters (e-mail, phone, profile text),
// so only its SQLSTATE, constraint and the code's stack frames are written.

type ErrorFields = { name?: unknown; code?: unknown; constraint?: unknown; cause?: unknown; stack?: unknown };

/** The innermost cause (drizzle wraps the pg error; our AppError wraps what it replaced). */
function innermost(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 8; depth += 1) {
    const cause = (current as ErrorFields | null)?.cause;
    if (!cause || typeof cause !== 'object') break;
    current = cause;
  }
  return current;
}

/** Stack frames only: the first line of a stack repeats the message. */
function frames(error: unknown, count = 4): string {
  const stack = (error as ErrorFields | null)?.stack;
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, count)
    .map((line) => line.trim().replace(/^at /, ''))
    .join(' | ');
}

/** One line describing an error without its message: `TypeError`, `DatabaseError 23502 (profiles_email_key)`. */
export function describeError(error: unknown): string {
  if (!error || typeof error !== 'object') return typeof error;
  const root = innermost(error) as ErrorFields;
  const outer = (error as ErrorFields).name;
  const name = typeof root.name === 'string' ? root.name : 'Error';
  const parts = [typeof outer === 'string' && outer !== name ? `${outer} <- ${name}` : name];
  if (typeof root.code === 'string' && /^[\w.-]{1,40}$/.test(root.code)) parts.push(root.code);
  if (typeof root.constraint === 'string' && /^\w{1,80}$/.test(root.constraint)) parts.push(`(${root.constraint})`);
  const where = frames(root) || frames(error);
  return where ? `${parts.join(' ')} at ${where}` : parts.join(' ');
}

/** The log line of an unexpected failure: the route, our error code, the kind of error. */
export function logServerError(where: string, code: string, error: unknown): void {
  console.error(`[${where}] ${code}: ${describeError(error)}`);
}

/**
 * Free text as logs show it (a subject, which may carry a sender's name and the words they typed): every word of two
 * or more characters cut to its first, so a line still tells messages apart without repeating what a person wrote
 * ('New contact message from Asha Rao: 2 BHK' -> 'N*** c*** m*** f*** A*** R***: 2 B***').
 */
export function maskText(text: string): string {
  return text.slice(0, 300).replace(/[\p{L}\p{M}\p{N}]{2,}/gu, (word) => `${String.fromCodePoint(word.codePointAt(0)!)}***`);
}

/**
 * A recipient as logs show it: enough to tell messages apart, not enough to name the person
 * (`ka***@example.com`, `+91987*****`, `whatsapp:+91987*****`).
 */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to.slice(0, Math.min(2, at))}***${to.slice(at)}`;
  const digits = to.match(/^(\D*)(\+?\d{0,5})(.*)$/);
  if (!digits) return '***';
  return `${digits[1]}${digits[2]}${'*'.repeat(Math.min(10, digits[3]!.length))}`;
}
