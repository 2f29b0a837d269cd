// `npm run worker`: the job worker on its own (ARCHITECTURE "Background work"), for deployments that run it
// apart from the web processes (set WORKER=off there). It keeps running through a PostgreSQL restart (the
// supervisor in server/jobs/worker.ts starts a new runner when the database is back) and stops on SIGINT/SIGTERM
// through the library's graceful stop: running jobs finish or are released, none stays locked.
import { getEnv } from '@/server/env';
import { startWorker, stopWorker } from '@/server/jobs/worker';
import { logger } from '@/server/log/logger';
import { registerTracing } from '@/server/tracing/register';

async function main(): Promise<void> {
  const env = getEnv();
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set (run through scripts/with-db.ts).');
  await registerTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: `${env.OTEL_SERVICE_NAME}-worker` });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger('jobs').info({ signal }, 'stopping the worker');
    void stopWorker().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started before the database answers: the supervisor keeps retrying, so the process just waits.
  await startWorker(env.DATABASE_URL, { concurrency: env.WORKER_CONCURRENCY });
  // The interval timers of the supervisor are unref'd; this keeps the process alive until a signal.
  setInterval(() => undefined, 1 << 30);
}

main().catch((error: unknown) => {
  logger('jobs').fatal({ reason: error instanceof Error ? error.message : String(error) }, 'worker stopped with an error');
  process.exit(1);
});
