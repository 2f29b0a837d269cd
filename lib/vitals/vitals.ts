// Web Vitals as GHomes measures and judges them: the five metrics, Google's 'good' and 'poor' thresholds, and the
// route pattern a report names (shared by the browser's reporter, the endpoint and the desk).

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** At or below `good` is good; above `poor` is poor (web.dev's thresholds, judged on the 75th percentile). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

/**
 * The fewest samples a 75th percentile is shown from (and coloured): below it one slow or fast view decides the
 * figure, so the desk says 'not enough data yet, n = 3' instead. The /metrics alert waits for as many.
 */
export const MIN_VITAL_SAMPLES = 20;

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** '2.1 s', '180 ms', '0.05'. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/** The connection types a browser reports (navigator.connection.effectiveType). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
