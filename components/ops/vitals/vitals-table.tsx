import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { formatVital, MIN_VITAL_SAMPLES, rateVital, VITAL_METRICS, VITAL_THRESHOLDS, type VitalMetric, type VitalRating } from '@/lib/vitals/vitals';
import type { VitalFigure, VitalsRow } from '@/server/vitals/desk';

// One table of /ops/vitals (by route or by day): each metric's p75, marked against Google's 'good' threshold, with
// its number of samples; below MIN_VITAL_SAMPLES no figure and no colour, only 'not enough data yet, n = 3'.
// Cards below 768 px, a table above.

const RATING_STYLE: Record<VitalRating, string> = {
  good: 'text-emerald-700',
  'needs-improvement': 'text-amber-700',
  poor: 'font-semibold text-destructive',
};

const RATING_LABEL: Record<VitalRating, string> = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' };

export function thresholdLabel(metric: VitalMetric): string {
  return `good at or below ${formatVital(metric, VITAL_THRESHOLDS[metric].good)}`;
}

export function notEnoughData(samples: number): string {
  return `not enough data yet, n = ${samples}`;
}

function Figure({ metric, figure }: { metric: VitalMetric; figure: VitalFigure | undefined }) {
  if (!figure) return <span className="text-muted-foreground">–</span>;
  if (figure.samples < MIN_VITAL_SAMPLES) {
    return (
      <span className="inline-block max-w-28 text-right text-xs leading-tight text-muted-foreground" data-metric={metric} data-samples={figure.samples} data-figure="too-few">
        {notEnoughData(figure.samples)}
      </span>
    );
  }
  const rating = rateVital(metric, figure.p75);
  return (
    <span className="inline-flex flex-col items-end leading-tight" data-metric={metric} data-samples={figure.samples} data-figure={rating}>
      <span className={cn('tabular-nums', RATING_STYLE[rating])}>
        {formatVital(metric, figure.p75)}
        <span className="sr-only"> ({RATING_LABEL[rating]})</span>
      </span>
      <span className="text-xs text-muted-foreground tabular-nums">
        {figure.samples} <span className="sr-only">samples</span>
        <span aria-hidden="true">n</span>
      </span>
    </span>
  );
}

export function VitalsTable({ title, keyLabel, rows, empty }: { title: string; keyLabel: string; rows: VitalsRow[]; empty: string }) {
  const id = `vitals-${keyLabel.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {rows.length ? (
        <>
          <ul className="space-y-3 md:hidden" aria-label={title}>
            {rows.map((row) => (
              <li key={row.key} className="rounded-xl border bg-card p-4 shadow-sm" data-row={row.key}>
                <p className="break-all font-semibold">{row.key}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm min-[360px]:grid-cols-3">
                  {VITAL_METRICS.map((metric) => (
                    <div key={metric} className="flex items-start justify-between gap-2">
                      <dt className="text-muted-foreground">{metric}</dt>
                      <dd>
                        <Figure metric={metric} figure={row.figures[metric]} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden rounded-xl border bg-card md:block">
            <Table>
              <caption className="sr-only">{title}: the 75th percentile of each metric and its number of samples</caption>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>{keyLabel}</TableHead>
                  {VITAL_METRICS.map((metric) => (
                    <TableHead key={metric} className="text-right" title={thresholdLabel(metric)}>
                      {metric}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key} data-row={row.key}>
                    <TableCell className="max-w-72 break-all font-medium">{row.key}</TableCell>
                    {VITAL_METRICS.map((metric) => (
                      <TableCell key={metric} className="text-right">
                        <Figure metric={metric} figure={row.figures[metric]} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/** The thresholds the colours mean, in words. */
export function VitalsLegend() {
  return (
    <p className="rounded-xl border bg-card p-3 text-sm text-muted-foreground">
      Each figure is the 75th percentile of real visits to the public pages (not the desk&apos;s, nor a signed-in person&apos;s), with its number of
      samples (n) below; a figure is shown from {MIN_VITAL_SAMPLES} samples. Google&apos;s good thresholds:{' '}
      {VITAL_METRICS.map((metric) => `${metric} ${formatVital(metric, VITAL_THRESHOLDS[metric].good)}`).join(', ')}.{' '}
      <span className="text-emerald-700">Good</span>, <span className="text-amber-700">needs improvement</span>, <span className="font-semibold text-destructive">poor</span>.
    </p>
  );
}
