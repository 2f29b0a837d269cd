// A span around every database query while traces are on (server/tracing/register.ts): pg's client.query, which
// drizzle and our own SQL both go through, wrapped on each pooled client as it connects. A span names the
// statement's operation (select, insert, ...) only: never its text or its values.
// Not 'server-only': the worker's pool is wrapped too.
import type { Pool, PoolClient } from 'pg';
import { withSpan } from './span';

const wrapped = Symbol.for('ghomes.dbSpans');

function operationOf(query: unknown): string {
  const text = typeof query === 'string' ? query : ((query as { text?: unknown } | null)?.text ?? '');
  return /^\s*(\w+)/.exec(String(text))?.[1]?.toLowerCase() ?? 'query';
}

/** Replaces `query` on a pool or a client with one that runs the promise form inside a span. */
function wrapQuery(target: Pool | PoolClient): void {
  const marked = target as (Pool | PoolClient) & { [wrapped]?: boolean };
  if (marked[wrapped]) return;
  marked[wrapped] = true;
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    // Callbacks and streams (submittables) keep their own shape; only the promise form gets a span.
    const first = args[0] as { submit?: unknown } | null;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return query(...args);
    const operation = operationOf(args[0]);
    return withSpan(`db ${operation}`, { 'db.system': 'postgresql', 'db.operation': operation }, () => query(...args) as Promise<unknown>);
  };
}

/**
 * Wraps pool.query (drizzle's queries outside a transaction; pg runs them on a client in the callback form, which
 * is left alone, so one query is one span) and the promise-form queries of every client the pool connects
 * (transactions, and the clients our own code checks out).
 */
export function traceDatabaseQueries(pool: Pool): void {
  wrapQuery(pool);
  pool.on('connect', wrapQuery);
}
