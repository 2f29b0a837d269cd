// `npm run worker`: the job worker on its own (ARCHITECTURE "Background work"), for deployments that run it
// apart from the web processes (set WORKER=off there). Stops cleanly on SIGINT/SIGTERM.
import { getEnv } from '@/server/env';
import { startWorker, stopWorker } from '@/server/jobs/worker';

async function main(): Promise<void> {
  const env = getEnv();
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set (run through scripts/with-db.ts).');
  const runner = await startWorker(env.DATABASE_URL, { concurrency: env.WORKER_CONCURRENCY });
  const stop = () => void stopWorker().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await runner.promise;
}

main().catch((error: unknown) => {
  console.error('[jobs]', error instanceof Error ? error.message : error);
  process.exit(1);
});
