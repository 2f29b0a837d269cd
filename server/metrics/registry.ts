// The process's Prometheus metrics (prom-client), read by GET /metrics (app/metrics/route.ts). One registry per
// process: every instance is scraped on its own and Prometheus sums them (docs/operations.md "Monitoring"), so a
// counter here only ever counts what this process did.
// Not 'server-only': the request guard (installed from instrumentation.ts) counts page requests.
import client, { Counter, Gauge, Histogram, Registry } from 'prom-client';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function build() {
  const registry = new Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'ghomes_' });
  const registers = [registry];
  const httpLabels = ['kind', 'method', 'route', 'status'] as const;
  return {
    registry,
    httpRequests: new Counter({ name: 'ghomes_http_requests_total', help: 'HTTP requests answered, by route pattern and status (kind: api or page)', labelNames: httpLabels, registers }),
    httpDuration: new Histogram({ name: 'ghomes_http_request_duration_seconds', help: 'Time to answer an HTTP request, by route pattern and status', labelNames: httpLabels, buckets: SECONDS_BUCKETS, registers }),
    bookings: new Counter({ name: 'ghomes_bookings_total', help: 'Visit bookings asked for, by outcome (ok or the error code)', labelNames: ['outcome'], registers }),
    offers: new Counter({ name: 'ghomes_offers_total', help: 'Offers sent, by outcome (ok or the error code)', labelNames: ['outcome'], registers }),
    signIns: new Counter({ name: 'ghomes_sign_ins_total', help: 'Sign-in attempts with a code or link, by outcome', labelNames: ['outcome'], registers }),
    codeSends: new Counter({ name: 'ghomes_code_sends_total', help: 'Codes sent (login e-mail, WhatsApp), by channel and outcome', labelNames: ['channel', 'outcome'], registers }),
    deliveries: new Counter({ name: 'ghomes_deliveries_total', help: 'Message deliveries, by channel and outcome (sent, outbox, refused, failed, duplicate)', labelNames: ['channel', 'outcome'], registers }),
    jobRuns: new Counter({ name: 'ghomes_job_runs_total', help: 'Job runs by this process, by task and outcome', labelNames: ['task', 'outcome'], registers }),
    jobDuration: new Histogram({ name: 'ghomes_job_duration_seconds', help: 'Time one job run took, by task', labelNames: ['task'], buckets: SECONDS_BUCKETS, registers }),
    queueDepth: new Gauge({ name: 'ghomes_job_queue_depth', help: 'Jobs due now and not taken by a worker, by task (read from the queue at scrape time)', labelNames: ['task'], registers }),
    queueOldest: new Gauge({ name: 'ghomes_job_oldest_runnable_age_seconds', help: 'Seconds the oldest job due now has waited, by task (read at scrape time)', labelNames: ['task'], registers }),
    queueFailed: new Gauge({ name: 'ghomes_job_failed_for_good', help: 'Jobs that used every attempt and will not run again, by task (read at scrape time)', labelNames: ['task'], registers }),
    pageCache: new Counter({
      name: 'ghomes_page_cache_reads_total',
      help: "Reads of Next's page cache, by kind and result (hit or miss)",
      labelNames: ['kind', 'result'],
      registers,
      // Counted by the cache handlers (server/cache/cache-stats.cjs), which Next loads apart from the app.
      collect() {
        this.reset();
        for (const [key, count] of Object.entries(pageCacheReads())) {
          const [kind = 'other', result = 'miss'] = key.split(':');
          this.inc({ kind, result }, count);
        }
      },
    }),
    vitalsP75: new Gauge({ name: 'ghomes_web_vitals_p75', help: "Real users' 75th percentile today and yesterday (India dates) by page pattern: milliseconds, CLS a score (read from the database at scrape time)", labelNames: ['route', 'metric'], registers }),
    vitalsSamples: new Gauge({ name: 'ghomes_web_vitals_samples', help: 'Samples behind ghomes_web_vitals_p75', labelNames: ['route', 'metric'], registers }),
    vitalsReports: new Counter({ name: 'ghomes_vitals_reports_total', help: 'Web Vitals reports received, by outcome', labelNames: ['outcome'], registers }),
  };
}

export type Metrics = ReturnType<typeof build>;

const pageCacheReads = () => (globalThis as unknown as { ghomesPageCacheReads?: Record<string, number> }).ghomesPageCacheReads ?? {};

// One per process, whatever bundle imports this module (Next compiles instrumentation and each route apart).
const holder = globalThis as unknown as { ghomesMetrics?: Metrics };

export function metrics(): Metrics {
  return (holder.ghomesMetrics ??= build());
}

/** A request's outcome label: 'ok' below 400, else the error code the answer carried. */
export function outcomeOf(status: number, code: string | undefined): string {
  return status < 400 ? 'ok' : (code ?? `status_${status}`);
}
