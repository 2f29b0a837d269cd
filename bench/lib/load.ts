// One autocannon run with every response time kept, so that p95 is exact (autocannon's summary has no p95).
import autocannon from 'autocannon';

export interface LoadOptions {
  baseUrl: string;
  /** Paths requested in turn (round robin over all connections). */
  paths: readonly string[];
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** Responses per HTTP status (a redirect's benchmark expects 308, not 200). */
  statuses: Record<number, number>;
  /** Mean bytes of a response (headers and body, as autocannon counts them). */
  bytesPerResponse?: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index]!;
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  let totalBytes = 0;
  const statuses: Record<number, number> = {};
  let nextPath = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.durationSeconds,
        pipelining: 1,
        timeout: 10,
        headers: options.headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const path = options.paths[nextPath % options.paths.length]!;
              nextPath += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requests: times.length,
          requestsPerSecond: times.length / result.duration,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          max: times[times.length - 1] ?? NaN,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          statuses,
          bytesPerResponse: times.length ? totalBytes / times.length : NaN,
        });
      },
    );
    instance.on('response', (_client, status, bytes, responseTime) => {
      totalBytes += bytes;
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}
