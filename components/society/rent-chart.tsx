import { useLocale, useTranslations } from 'next-intl';
import { formatRentPerSqft, RENT_CHART_MIN_MONTHS, type MonthlyMedian } from '@/lib/societies/fair-rent';
import type { Locale } from '@/lib/i18n/locales';
import { formatCalendarMonth } from '@/lib/time/india';
import { Section } from './section';

// The society's median rent per sq ft by month, drawn on the server as SVG (no chart script), with a title and
// description for screen readers and the figures as a list for anyone who cannot see the chart. Drawn from two
// months that qualify (one point is no trend); the months are India-time months ('Dec 2026').

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { left: 8, right: 8, top: 22, bottom: 22 };
/**
 * Points at least this far apart (in the chart's 320 units) have their month written under them: a 'Dec 2026' is
 * about 45 wide, and the first and last labels hang inwards from the edges.
 */
const MIN_LABEL_GAP = 70;

/** The indexes of the points whose month is written under them: the last, and every few before it. */
export function labelledMonths(count: number): Set<number> {
  const step = (WIDTH - PAD.left - PAD.right) / Math.max(count - 1, 1);
  const stride = Math.ceil(MIN_LABEL_GAP / step);
  return new Set(Array.from({ length: count }, (_, index) => index).filter((index) => (count - 1 - index) % stride === 0));
}

function chartPoints(months: MonthlyMedian[]) {
  const values = months.map((month) => month.median);
  const low = Math.min(...values) * 0.9;
  const high = Math.max(...values) * 1.05;
  const span = high - low || 1;
  // Two points or more (RENT_CHART_MIN_MONTHS): the first at the left edge, the last at the right.
  const step = (WIDTH - PAD.left - PAD.right) / (months.length - 1);
  // One decimal is finer than a pixel of the drawn chart and keeps the HTML short.
  const round = (value: number) => Math.round(value * 10) / 10;
  return months.map((month, index) => ({
    ...month,
    x: round(PAD.left + index * step),
    y: round(PAD.top + (1 - (month.median - low) / span) * (HEIGHT - PAD.top - PAD.bottom)),
  }));
}

export function RentChart({ months }: { months: MonthlyMedian[] }) {
  const t = useTranslations('society.rentChart');
  const locale = useLocale() as Locale;
  const monthLabel = (month: string) => formatCalendarMonth(month, locale);
  if (months.length < RENT_CHART_MIN_MONTHS) return null;
  const points = chartPoints(months);
  const labelled = labelledMonths(points.length);
  const anchor = (index: number) => (index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle');
  const description = months.map((month) => t('point', { month: monthLabel(month.month), rent: formatRentPerSqft(month.median) })).join('; ');
  return (
    <Section id="rent-trend" title={t('title')}>
      <p className="-mt-1 text-sm text-muted-foreground">{t('intro')}</p>
      <figure className="rounded-xl border border-border bg-card p-3" data-testid="rent-chart">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby="rent-chart-title rent-chart-desc">
          <title id="rent-chart-title">{t('chartTitle')}</title>
          <desc id="rent-chart-desc">{description}</desc>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className="stroke-border" strokeWidth="1" />
          <polyline points={points.map((point) => `${point.x},${point.y}`).join(' ')} fill="none" className="stroke-primary" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
          {points.map((point, index) => (
            <g key={point.month}>
              <circle cx={point.x} cy={point.y} r="3.5" className="fill-primary" />
              <text x={point.x} y={point.y - 8} textAnchor={anchor(index)} className="fill-foreground text-[10px] font-semibold">
                {formatRentPerSqft(point.median)}
              </text>
              {labelled.has(index) && (
                <text x={point.x} y={HEIGHT - 6} textAnchor={anchor(index)} className="fill-muted-foreground text-[10px]">
                  {monthLabel(point.month)}
                </text>
              )}
            </g>
          ))}
        </svg>
        <figcaption>
          <details className="mt-2 text-sm">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary">{t('figures')}</summary>
            <ul className="space-y-0.5 pb-1 text-muted-foreground">
            {months.map((month) => (
              <li key={month.month}>
                {t('figure', { month: monthLabel(month.month), rent: formatRentPerSqft(month.median), count: month.listings })}
              </li>
            ))}
            </ul>
          </details>
        </figcaption>
      </figure>
    </Section>
  );
}
