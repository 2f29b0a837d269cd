import 'server-only';
import { EventEmitter } from 'node:events';
import { Logger, run, type Runner, type WorkerEvents } from 'graphile-worker';
import { Pool } from 'pg';
import { getEnv } from '@/server/env';
import { logger as log } from '@/server/log/logger';
import { forceUnlockWorkers, forgetHeartbeat, recordHeartbeat, releaseDeadWorkers } from './heartbeat';
import { taskList } from './tasks';
import { cronItems } from './cron';
import { DeliveryProbe } from './delivery-probe';

// The job worker: inside `npm run dev` / `npm start` (instrumentation.ts, unless WORKER=off) and on its own
// with `npm run worker`. Several workers share the queue safely (graphile-worker locks each job with
// SKIP LOCKED), so running it in every app instance and as a separate process at once is fine.
//
// Three things graphile-worker 0.17 leaves to its host, done here:
// - Supervision: when the database goes away the library's pool shuts itself down ('Could not completeJobs').
//   The supervisor starts a new runner once PostgreSQL answers again, and releases the jobs the old pool
//   still held (it is gone for sure), so the process never needs a person to restart it.
// - Heartbeats (heartbeat.ts): each pool records one under its id; jobs of pools that stopped beating
//   (kill -9, OOM, power) are released after JOB_RECOVERY_SECONDS instead of 4 hours.
// - Stopping: stopWorker() stops through the library's stop() (running jobs finish), bounded by
//   JOB_STOP_TIMEOUT_SECONDS, then kill() releases what is still running. The callers (scripts/worker.ts and
//   instrumentation.ts) call it on SIGTERM/SIGINT.
// And one for deliveries: the provider probe (delivery-probe.ts) makes e-mails and WhatsApp messages waiting on a
// retry due as soon as their provider answers again, instead of after the library's ever longer backoff.

// Job failures and warnings reach the server log; graphile-worker's chatty debug lines do not.
const jobsLog = () => log('jobs');
const errorKind = (error: unknown) => (error instanceof Error ? error.message : String(error));
const logger = new Logger(() => (level, message) => {
  if (level === 'error') jobsLog().error(message);
  else if (level === 'warning') jobsLog().warn(message);
  else if (level === 'info') jobsLog().info(message);
});

export interface WorkerSettings {
  concurrency: number;
  heartbeatMs: number;
  recoverySeconds: number;
  stopTimeoutMs: number;
  connectTimeoutMs: number;
  /** How often waiting deliveries' providers are asked whether they answer again (0: never). */
  probeMs?: number;
}

/** A timer that never keeps the process alive on its own. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class SupervisedWorker {
  private readonly pgPool: Pool;
  private runner: Runner | undefined;
  private poolId: string | undefined;
  /** Pools of this process that have ended: their leftover locks are released as soon as the database answers. */
  private readonly endedPools: string[] = [];
  private stopping = false;
  private stopped: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private probeTimer: ReturnType<typeof setInterval> | undefined;
  private readonly probe = new DeliveryProbe();
  private probing = false;
  /** Since when every heartbeat succeeded: dead pools are judged only after two beats of our own contact. */
  private healthySince: number | null = null;
  private ticking = false;
  private loop: Promise<void> | undefined;
  private firstStart: Promise<void>;
  private resolveFirstStart!: () => void;

  constructor(
    connectionString: string,
    private readonly settings: WorkerSettings,
  ) {
    this.pgPool = new Pool({
      connectionString,
      max: settings.concurrency + 3,
      connectionTimeoutMillis: settings.connectTimeoutMs,
    });
    // A dropped connection (database restart) must not crash the process: the pool and the client both report
    // it as an 'error' event, which without a listener is an uncaughtException.
    this.pgPool.on('error', (error) => jobsLog().error({ reason: error.message }, 'idle client error'));
    this.pgPool.on('connect', (client) => client.on('error', (error) => jobsLog().error({ reason: error.message }, 'client error')));
    this.firstStart = new Promise((resolve) => (this.resolveFirstStart = resolve));
  }

  /** Resolves once the first runner is up (or keeps retrying in the background while the database is down). */
  start(): Promise<void> {
    if (!this.loop) {
      this.loop = this.superviseRunners();
      this.timer = setInterval(() => void this.tick(), this.settings.heartbeatMs);
      this.timer.unref();
      if (this.settings.probeMs) {
        this.probeTimer = setInterval(() => void this.probeProviders(), this.settings.probeMs);
        this.probeTimer.unref();
      }
    }
    return this.firstStart;
  }

  /** The id this process's jobs are locked under right now (tests). */
  currentPoolId(): string | undefined {
    return this.poolId;
  }

  private async superviseRunners(): Promise<void> {
    let retryMs = 1000;
    while (!this.stopping) {
      const events: WorkerEvents = new EventEmitter() as WorkerEvents;
      events.on('pool:create', ({ workerPool }) => {
        this.poolId = workerPool.id;
        void this.tick();
      });
      // The last attempt failed: graphile-worker keeps the job and never runs it again. One line an operator's log
      // alerting can match; `npm run jobs` lists these jobs with their last error.
      events.on('job:failed', ({ job, error }) => {
        jobsLog().error({ jobId: String(job.id), task: job.task_identifier, attempts: job.attempts, reason: errorKind(error) }, `FAILED FOR GOOD: job ${job.id} (${job.task_identifier}) after ${job.attempts} attempts`);
      });
      try {
        this.runner = await run({
          pgPool: this.pgPool,
          taskList,
          parsedCronItems: cronItems(),
          concurrency: this.settings.concurrency,
          noHandleSignals: true,
          pollInterval: 2000,
          logger,
          events,
          // Batched completion reports a failed 'complete' to the pool (which then shuts down and is restarted
          // here); unbatched, the library leaves that rejection unhandled and Node exits.
          preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
        });
        jobsLog().info({ concurrency: this.settings.concurrency, pool: this.poolId }, 'worker started');
        this.resolveFirstStart();
        retryMs = 1000;
        // stop() was called while this runner was starting: it could not stop a runner it did not have yet.
        if (this.stopping) await this.runner.stop().catch(() => undefined);
        await this.runner.promise.catch((error: unknown) => {
          jobsLog().error({ reason: errorKind(error) }, 'worker pool stopped');
        });
      } catch (error) {
        jobsLog().error({ reason: errorKind(error) }, 'worker could not start');
      }
      this.runner = undefined;
      if (this.poolId) this.endedPools.push(this.poolId);
      this.poolId = undefined;
      if (this.stopping) break;
      jobsLog().info({ seconds: Math.round(retryMs / 1000) }, 'restarting the worker');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, retryMs).unref();
      });
      retryMs = Math.min(retryMs * 2, 30_000);
    }
    this.resolveFirstStart();
  }

  /** One heartbeat, then the release of ended and dead pools' locks. Failures wait for the next tick. */
  private async tick(): Promise<void> {
    if (this.ticking || this.stopping) return;
    this.ticking = true;
    try {
      if (this.poolId) await recordHeartbeat(this.pgPool, this.poolId);
      this.healthySince ??= Date.now();
      if (this.endedPools.length) {
        const ended = [...this.endedPools];
        await forceUnlockWorkers(this.pgPool, ended);
        for (const id of ended) await forgetHeartbeat(this.pgPool, id);
        this.endedPools.splice(0, ended.length);
        jobsLog().info({ pools: ended }, 'released the jobs of ended worker pools');
      }
      if (Date.now() - this.healthySince >= this.judgeAfterMs()) {
        const released = await releaseDeadWorkers(this.pgPool, this.settings.recoverySeconds);
        if (released.length) jobsLog().warn({ pools: released }, 'released the jobs of dead worker pools');
      }
    } catch (error) {
      this.healthySince = null;
      jobsLog().error({ reason: errorKind(error) }, 'heartbeat failed');
    } finally {
      this.ticking = false;
    }
  }

  /**
   * How long our own heartbeats must have succeeded before we judge other pools. After a database outage every
   * pool's last beat is old; once we have had the database for two beats, so has every live pool, and each of
   * them has beaten again. The recovery window itself still applies to the dead pool's last beat.
   */
  private judgeAfterMs(): number {
    return Math.min(this.settings.recoverySeconds * 1000, 2 * this.settings.heartbeatMs);
  }

  private async probeProviders(): Promise<void> {
    if (this.probing || this.stopping || !this.poolId) return;
    this.probing = true;
    try {
      await this.probe.run(this.pgPool);
    } catch (error) {
      jobsLog().error({ reason: errorKind(error) }, 'delivery probe failed');
    } finally {
      this.probing = false;
    }
  }

  /** Graceful stop: running jobs finish within the timeout, or are released; then the connections close. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      clearInterval(this.timer);
      clearInterval(this.probeTimer);
      this.wake?.();
      const runner = this.runner;
      const poolId = this.poolId;
      if (runner) {
        const finished = runner.stop().then(
          () => true,
          () => true,
        );
        const inTime = await Promise.race([finished, sleep(this.settings.stopTimeoutMs).then(() => false)]);
        if (!inTime) {
          jobsLog().error({ ms: this.settings.stopTimeoutMs }, 'jobs still running at the stop timeout: releasing them');
          await Promise.race([runner.kill('stop timeout').catch(() => undefined), sleep(6000)]);
        }
      }
      await this.loop?.catch(() => undefined);
      if (poolId) await forgetHeartbeat(this.pgPool, poolId).catch(() => undefined);
      await this.pgPool.end().catch(() => undefined);
      jobsLog().info('worker stopped');
    })();
    return this.stopped;
  }
}

export function workerSettings(concurrency?: number): WorkerSettings {
  const env = getEnv();
  return {
    concurrency: concurrency ?? env.WORKER_CONCURRENCY,
    heartbeatMs: env.JOB_HEARTBEAT_SECONDS * 1000,
    recoverySeconds: env.JOB_RECOVERY_SECONDS,
    stopTimeoutMs: env.JOB_STOP_TIMEOUT_SECONDS * 1000,
    // Nobody waits on the worker's connections: a slower limit than the app's avoids restarting it on a busy
    // machine, while a dead database is still noticed within seconds.
    connectTimeoutMs: Math.max(env.PG_CONNECT_TIMEOUT_MS, 5000),
    probeMs: env.DELIVERY_PROBE_SECONDS * 1000,
  };
}

const holder = globalThis as unknown as { ghomesWorker?: SupervisedWorker };

/** Starts this process's worker once (later calls return the same one). */
export async function startWorker(connectionString: string, { concurrency }: { concurrency?: number } = {}): Promise<SupervisedWorker> {
  if (!holder.ghomesWorker) {
    holder.ghomesWorker = new SupervisedWorker(connectionString, workerSettings(concurrency));
  }
  await holder.ghomesWorker.start();
  return holder.ghomesWorker;
}

export async function stopWorker(): Promise<void> {
  const worker = holder.ghomesWorker;
  holder.ghomesWorker = undefined;
  await worker?.stop();
}
