import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { getEnv } from '@/server/env';
import { logger } from '@/server/log/logger';
import { traceDatabaseQueries } from '@/server/tracing/db-spans';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

// One pool per process, kept on globalThis so that Next's dev-mode module reloads do not open a new pool
// on every edit.
const holder = globalThis as unknown as { ghomesPool?: Pool; ghomesDb?: Database; ghomesDbUrl?: string };

function databaseUrl(): string {
  const url = getEnv().DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set. Start the app with `npm run dev` (it starts embedded PostgreSQL) or set DATABASE_URL.');
  }
  return url;
}

/**
 * A cold start whose database does not answer yet (often right after PostgreSQL itself restarted): once the boot's
 * first try (waitForDatabase) has failed, and until a connection is made, a connection gives up after this, so a
 * database that accepts but does not answer holds neither the first requests nor the boot's retries for
 * PG_CONNECT_TIMEOUT_MS each. The first connection made restores PG_CONNECT_TIMEOUT_MS (a busy machine's ordinary
 * requests need it); a database that answers at once never sees the short limit.
 */
export const BOOT_CONNECT_TIMEOUT_MS = 1000;

export function getPool(): Pool {
  const url = databaseUrl();
  if (!holder.ghomesPool || holder.ghomesDbUrl !== url) {
    const connectTimeout = getEnv().PG_CONNECT_TIMEOUT_MS;
    const pool = new Pool({
      connectionString: url,
      max: getEnv().PG_POOL_MAX,
      // While PostgreSQL restarts a new connection can hang for seconds; failing it turns the request into a quick
      // 503 (server/db/unavailable.ts) instead of a stalled page.
      connectionTimeoutMillis: connectTimeout,
    });
    pool.once('connect', () => {
      answered.add(pool);
      pool.options.connectionTimeoutMillis = connectTimeout;
    });
    holder.ghomesPool = pool;
    // A client losing its connection must not crash the process: idle clients report it on the pool, clients
    // in use on themselves, and an 'error' event nobody listens to is an uncaughtException. The next query
    // reconnects.
    holder.ghomesPool.on('error', (error) => logger('db').error({ reason: error.message }, 'idle client error'));
    holder.ghomesPool.on('connect', (client) => client.on('error', (error) => logger('db').error({ reason: error.message }, 'client error')));
    if (getEnv().OTEL_EXPORTER_OTLP_ENDPOINT) traceDatabaseQueries(holder.ghomesPool);
    holder.ghomesDb = drizzle(holder.ghomesPool, { schema });
    holder.ghomesDbUrl = url;
  }
  return holder.ghomesPool;
}

/**
 * Boot (instrumentation.ts): tries the database until it answers, each try a connection of its own bounded by a
 * timeout that starts at BOOT_CONNECT_TIMEOUT_MS and doubles up to PG_CONNECT_TIMEOUT_MS (a slow but live database
 * still gets through), with a backoff between tries (100 ms doubling to 2 s). Resolves once it answered; health
 * turns 200 as soon as it does. Once per pool.
 */
export function waitForDatabase(onRetry?: (attempt: number, reason: string) => void): Promise<void> {
  const pool = getPool();
  const booting = bootAttempts.get(pool);
  if (booting) return booting;
  const connectTimeout = getEnv().PG_CONNECT_TIMEOUT_MS;
  const attempts = (async () => {
    for (let attempt = 1; ; attempt += 1) {
      const client = new Client({ connectionString: databaseUrl(), connectionTimeoutMillis: Math.min(BOOT_CONNECT_TIMEOUT_MS * 2 ** (attempt - 1), connectTimeout) });
      client.on('error', () => undefined); // a connection cut while we wait is just a failed try
      try {
        await client.connect();
        await client.query('select 1');
        answered.add(pool);
        pool.options.connectionTimeoutMillis = connectTimeout;
        return;
      } catch (error) {
        if (holder.ghomesPool !== pool) return; // closed or replaced (tests): nobody waits for this one any more
        // The database does not answer: until it does, requests do not wait longer than the boot's first try.
        if (!answered.has(pool)) pool.options.connectionTimeoutMillis = Math.min(BOOT_CONNECT_TIMEOUT_MS, connectTimeout);
        onRetry?.(attempt, error instanceof Error ? error.message : String(error));
        await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** (attempt - 1), 2000)).unref());
      } finally {
        await client.end().catch(() => undefined);
      }
    }
  })();
  bootAttempts.set(pool, attempts);
  return attempts;
}

const bootAttempts = new WeakMap<Pool, Promise<void>>();
/** Pools that have made a connection: their limit is PG_CONNECT_TIMEOUT_MS from then on. */
const answered = new WeakSet<Pool>();

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// A request sent with an Idempotency-Key runs its whole action inside the transaction that records the key and the
// answer (server/http/idempotency.ts). While it runs, getDb() is that transaction: the action's reads and writes
// use its one connection (a request never waits for a second connection while holding one, which a full pool would
// turn into a deadlock), and the action's own getDb().transaction() becomes a savepoint of it, so the action and
// its stored answer commit together or not at all.
const requestTransaction = new AsyncLocalStorage<Transaction>();

/** Runs `action` with `tx` as what getDb() returns inside it. */
export function joiningTransaction<T>(tx: Transaction, action: () => Promise<T>): Promise<T> {
  return requestTransaction.run(tx, action);
}

export function getDb(): Database {
  const joined = requestTransaction.getStore();
  if (joined) return joined as unknown as Database;
  getPool();
  return holder.ghomesDb as Database;
}

/** Used by tests and scripts that switch databases or must let the process exit. */
export async function closeDb(): Promise<void> {
  const pool = holder.ghomesPool;
  holder.ghomesPool = undefined;
  holder.ghomesDb = undefined;
  holder.ghomesDbUrl = undefined;
  await pool?.end();
}
