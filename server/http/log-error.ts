import 'server-only';
import { describeErrorKind } from '@/lib/log/error-kind';
import { logger } from '@/server/log/logger';

// Server error logs name where it happened and what kind of failure it was, never the values involved (the kind
// of an error: lib/log/error-kind.ts; the masking rule of every line: lib/log/mask.ts).

export { describeErrorKind as describeError } from '@/lib/log/error-kind';
export { maskRecipient, maskText } from '@/lib/log/mask';

/** The log line of an unexpected failure: the route, our error code, the kind of error. */
export function logServerError(where: string, code: string, error: unknown): void {
  logger('api').error({ where, code, error: describeErrorKind(error) }, `[${where}] ${code}`);
}
