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
 * The first timeout of the boot's tries (waitForDatabase): short, so a cold start whose database accepts but does
 * not answer yet (often right after PostgreSQL itself restarted) notices the moment it answers; doubled on each
 * try up to PG_CONNECT_TIMEOUT_MS, so a slow but live database on a busy machine still gets through.
 */
export const BOOT_CONNECT_TIMEOUT_MS = 1000;

export function getPool(): Pool {
  const url = databaseUrl();
  if (!holder.ghomesPool || holder.ghomesDbUrl !== url) {
    holder.ghomesPool = new Pool({
      connectionString: url,
      max: getEnv().PG_POOL_MAX,
      // While PostgreSQL restarts a new connection can hang for seconds; failing it turns the request into a quick
      // 503 (server/db/unavailable.ts) instead of a stalled page.
      connectionTimeoutMillis: getEnv().PG_CONNECT_TIMEOUT_MS,
    });
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
 * turns 200 as soon as it does (databaseBooting). Once per pool.
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
        return;
      } catch (error) {
        if (holder.ghomesPool !== pool) return; // closed or replaced (tests): nobody waits for this one any more
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
/** Pools whose boot tries have reached the database. */
const answered = new WeakSet<Pool>();

/**
 * True while the boot is still trying and the database has not answered it yet: /api/health then answers 'down' at
 * once from the boot's own tries, instead of queueing on the pool behind connections that each wait
 * PG_CONNECT_TIMEOUT_MS. False once it answered, and in processes that never booted this way (scripts, tests).
 */
export function databaseBooting(): boolean {
  const pool = holder.ghomesPool;
  return !!pool && bootAttempts.has(pool) && !answered.has(pool);
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Any drizzle handle: the pool or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

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
