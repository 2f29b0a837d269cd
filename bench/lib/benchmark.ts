import type { WorkerControl } from './worker';

// What every benchmark file gets and gives back; bench/run.ts runs them in turn against one server.
export interface BenchContext {
  baseUrl: string;
  databaseUrl: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  scale: number;
  /** Headers of every request (a phone user agent: the desktop redirect would answer 307 otherwise). */
  headers: Record<string, string>;
  command: string;
  machine: string;
  startedAt: string;
  log(message: string): void;
  /** The job worker runs as its own process (the server has WORKER=off); running when a benchmark starts. */
  worker: WorkerControl;
}

export interface BenchmarkOutcome {
  /** Markdown of the report section (without its heading). */
  body: string;
  passed: boolean;
  summary: string;
}

export interface Benchmark {
  /** The heading of its section in docs/benchmarks.md. */
  title: string;
  run(context: BenchContext): Promise<BenchmarkOutcome>;
}
