import 'server-only';
import { logger } from '@/server/log/logger';

// "Is the database down?" for the error mappers (server/http/handler.ts mapError, the embedded auth's
// gotrueErrorResponse). A request that fails because PostgreSQL cannot be reached is the server's temporary
// trouble, not a bug and not the client's fault: it is answered 503 with Retry-After, and logged in one line.

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a minute.';

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is not there for us: class 08 (connection exception), 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a cut or timed-out connection by message only. */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/i, // "Connection terminated unexpectedly", "... due to connection timeout"
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
];

function isUnavailableCause(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error, or anything it wraps (drizzle's DrizzleQueryError `cause`, Node's AggregateError of one
 * refused connection per address), says PostgreSQL could not be reached or went away.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableCause(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/** One line for the log: the outage is expected noise, not a stack trace per request. */
export function logDatabaseUnavailable(where: string, error: unknown): void {
  let current: unknown = error;
  while ((current as { cause?: unknown })?.cause) current = (current as { cause?: unknown }).cause;
  const { code, message } = (current ?? {}) as { code?: string; message?: string };
  logger('db').error({ where, code, reason: message || String(current) }, 'database unavailable');
}
