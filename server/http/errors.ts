import 'server-only';

/** An expected failure with a stable code, a status and a message safe to show a person. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message, 404);
export const unauthorized = (message = 'You must be logged in.') => new AppError('unauthorized', message, 401);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message, 403);

/** PostgreSQL's SQLSTATE for a unique violation (spec: a duplicate alert is "23505"). */
/** A foreign key pointing at a row that does not exist (or no longer does). */
export function isForeignKeyViolation(error: unknown): boolean {
  const pgError = (error as { cause?: unknown })?.cause ?? error;
  return (pgError as { code?: string })?.code === '23503';
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = (error as { cause?: unknown })?.cause ?? error;
  const fields = pgError as { code?: string; constraint?: string };
  return fields?.code === '23505' && (!constraint || fields.constraint === constraint);
}
