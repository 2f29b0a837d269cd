// An error as logs show it: its kind, never its message. A database error's message carries the failing statement
// and its parameters (e-mail, phone, profile text), so only its SQLSTATE, constraint and the code's stack frames
// are written.

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
export function describeErrorKind(error: unknown): string {
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
