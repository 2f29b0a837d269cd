// `npm run jobs`: the job queue by task (runnable, scheduled, running, locked by a dead worker, failed for good)
// with each task's last error, and the age of the oldest runnable job. Uses DATABASE_URL (or the embedded
// database through with-db); reads only.
import { Pool } from 'pg';
import { getEnv } from '@/server/env';
import { BACKLOG_LATE_SECONDS, queueReport } from '@/server/jobs/queue-report';

async function main(): Promise<void> {
  const env = getEnv();
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set (run through scripts/with-db.ts).');
  const pool = new Pool({ connectionString: env.DATABASE_URL, max: 1 });
  pool.on('error', () => undefined);
  try {
    const report = await queueReport(pool, env.JOB_RECOVERY_SECONDS);
    if (!report.tasks.length) {
      console.log('The job queue is empty.');
      return;
    }
    console.table(
      report.tasks.map((row) => ({
        task: row.task,
        runnable: row.runnable,
        scheduled: row.scheduled,
        running: row.running,
        'locked (dead worker)': row.lockedByDeadWorker,
        'failed for good': row.failedForGood,
        'last error': row.lastError ? row.lastError.split('\n')[0]!.slice(0, 80) : '',
      })),
    );
    const oldest = report.oldestRunnableSeconds;
    if (oldest === null) console.log('No runnable job is waiting.');
    else console.log(`Oldest runnable job: ${oldest} s${oldest > BACKLOG_LATE_SECONDS ? ' (LATE: is a worker running?)' : ''}`);
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error('[jobs]', error instanceof Error ? error.message : error);
  process.exit(1);
});
