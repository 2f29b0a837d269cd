// Runs once when the server boots: a bad environment stops it here with a message naming the variable,
// instead of failing on the first request that happens to read it. Then the job worker starts in this process
// (ARCHITECTURE "Background work"), unless WORKER=off.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getEnv } = await import('./server/env');
  const env = getEnv();
  // Traces only when a collector is named: otherwise @vercel/otel is never imported.
  const { registerTracing } = await import('./server/tracing/register');
  await registerTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME });
  const { installClientAddress } = await import('./server/http/client-address');
  installClientAddress(env.TRUST_PROXY);
  const { installRequestGuard } = await import('./server/http/request-guard');
  installRequestGuard();
  const { logger } = await import('./server/log/logger');
  const { grievanceOfficerWasDefaulted, hostedStorageBootWarning, siteUrlWasDefaulted } = await import('./server/env');
  if (env.NODE_ENV === 'production' && siteUrlWasDefaulted()) {
    logger('site').warn(`SITE_URL is not set: canonical links, sitemaps and e-mails use ${env.SITE_URL}. Set SITE_URL to the public address.`);
  }
  if (env.NODE_ENV === 'production' && grievanceOfficerWasDefaulted()) {
    logger('site').warn(`GRIEVANCE_OFFICER_NAME is not set: the Privacy page names the placeholder "${env.GRIEVANCE_OFFICER_NAME}". Set it to your grievance officer.`);
  }
  const { outboxBootWarning } = await import('./server/outbox/outbox-access');
  const warning = outboxBootWarning(env);
  if (warning) logger('outbox').warn(warning);
  // A warning, not a refusal: a deployment may use hosted storage only to serve the photos it was seeded with.
  const storageWarning = hostedStorageBootWarning(env);
  if (storageWarning) logger('storage').warn(storageWarning);
  if (env.DATABASE_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
    // Not awaited: requests are served meanwhile (health answers 503 until the database answers, then 200).
    const { waitForDatabase } = await import('./server/db/client');
    const started = performance.now();
    void waitForDatabase((attempt, reason) => logger('db').warn({ attempt, reason }, 'the database does not answer yet; trying again')).then(() =>
      logger('db').info({ ms: Math.round(performance.now() - started) }, 'the database answers'),
    );
  }
  if (env.WORKER === 'on' && env.DATABASE_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startWorker, stopWorker } = await import('./server/jobs/worker');
    startWorker(env.DATABASE_URL, { concurrency: env.WORKER_CONCURRENCY }).catch((error: unknown) => {
      // The app still serves pages; jobs wait in the queue until a worker runs.
      logger('jobs').error({ reason: error instanceof Error ? error.message : String(error) }, 'worker failed to start');
    });
    stopWorkerBeforeExit(stopWorker, logger('jobs'));
  }
}

/**
 * A deploy's SIGTERM (or Ctrl-C) must not leave a job locked: the worker stops through the library's graceful
 * stop (running jobs finish within JOB_STOP_TIMEOUT_SECONDS or are released). Next's own handler drains the
 * HTTP server and then calls process.exit(0); that exit is held until the worker has stopped.
 */
function stopWorkerBeforeExit(stopWorker: () => Promise<void>, log: { info: (fields: object, message: string) => void; error: (fields: object, message: string) => void }): void {
  let stopping: Promise<void> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    log.info({ signal }, 'stopping the worker');
    stopping = stopWorker().catch((error: unknown) => log.error({ reason: error instanceof Error ? error.message : String(error) }, 'stop failed'));
    const exit = process.exit.bind(process);
    process.exit = ((code?: number) => {
      void stopping!.finally(() => exit(code));
    }) as typeof process.exit;
    // With NEXT_MANUAL_SIG_HANDLE Next installs no handler and nothing else would end the process.
    if (process.env.NEXT_MANUAL_SIG_HANDLE) void stopping.finally(() => exit(0));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
