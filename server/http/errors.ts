import 'server-only';

/** An expected failure with a stable code, a status and a message safe to show a person. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message, 404);
export const unauthorized = (message = 'You must be logged in.') => new AppError('unauthorized', message, 401);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message, 403);

/**
 * A failure of ours answered with a feature's own message (the spec words some, e.g. 'Failed to send offer.').
 * The original error stays the cause: the handler logs its kind (never its values), and when the cause is a
 * database outage the answer is the shared 503 instead.
 */
export const serverFailure = (code: string, message: string, cause: unknown) => new AppError(code, message, 500, { cause });

/** A foreign-key violation (SQLSTATE 23503): the row points at one that does not exist (or no longer does). */
export function isForeignKeyViolation(error: unknown): boolean {
  const pgError = (error as { cause?: unknown })?.cause ?? error;
  return (pgError as { code?: string })?.code === '23503';
}

/** A unique violation (SQLSTATE 23505; spec: a duplicate alert is "23505"), of the named constraint when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = (error as { cause?: unknown })?.cause ?? error;
  const fields = pgError as { code?: string; constraint?: string };
  return fields?.code === '23505' && (!constraint || fields.constraint === constraint);
}
