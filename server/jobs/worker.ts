import 'server-only';
import { Logger, run, type Runner } from 'graphile-worker';
import { Pool } from 'pg';
import { taskList } from './tasks';
import { cronItems } from './cron';

// The job worker: inside `npm run dev` / `npm start` (instrumentation.ts, unless WORKER=off) and on its own
// with `npm run worker`. Several workers share the queue safely (graphile-worker locks each job with
// SKIP LOCKED), so running it in every app instance and as a separate process at once is fine.

// Job failures and warnings reach the server log; graphile-worker's chatty debug lines do not.
const logger = new Logger(() => (level, message) => {
  if (level === 'error') console.error(`[jobs] ${message}`);
  else if (level === 'warning' || level === 'info') console.log(`[jobs] ${message}`);
});

const holder = globalThis as unknown as { ghomesWorker?: Promise<Runner> };

export function startWorker(connectionString: string, { concurrency = 2 } = {}): Promise<Runner> {
  holder.ghomesWorker ??= (async () => {
    const pgPool = new Pool({ connectionString, max: concurrency + 2 });
    // A dropped connection (database restart) must not crash the process; graphile-worker reconnects.
    pgPool.on('error', (error) => console.error('[jobs] idle client error:', error.message));
    pgPool.on('connect', (client) => client.on('error', (error) => console.error('[jobs] client error:', error.message)));
    const runner = await run({ pgPool, taskList, parsedCronItems: cronItems(), concurrency, noHandleSignals: true, pollInterval: 2000, logger });
    runner.promise.finally(() => pgPool.end().catch(() => undefined));
    console.log(`[jobs] worker started (concurrency ${concurrency})`);
    return runner;
  })();
  return holder.ghomesWorker;
}

export async function stopWorker(): Promise<void> {
  const runner = await holder.ghomesWorker?.catch(() => undefined);
  holder.ghomesWorker = undefined;
  await runner?.stop();
}
