import { formatRentPerSqft, type MonthlyMedian } from '@/lib/societies/fair-rent';
import { Section } from './section';

// The society's median rent per sq ft by month, drawn on the server as SVG (no chart script), with a title and
// description for screen readers and the figures as a list for anyone who cannot see the chart.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { left: 8, right: 8, top: 22, bottom: 22 };

function chartPoints(months: MonthlyMedian[]) {
  const values = months.map((month) => month.median);
  const low = Math.min(...values) * 0.9;
  const high = Math.max(...values) * 1.05;
  const span = high - low || 1;
  const step = months.length > 1 ? (WIDTH - PAD.left - PAD.right) / (months.length - 1) : 0;
  // One decimal is finer than a pixel of the drawn chart and keeps the HTML short.
  const round = (value: number) => Math.round(value * 10) / 10;
  return months.map((month, index) => ({
    ...month,
    x: round(months.length > 1 ? PAD.left + index * step : WIDTH / 2),
    y: round(PAD.top + (1 - (month.median - low) / span) * (HEIGHT - PAD.top - PAD.bottom)),
  }));
}

export function RentChart({ months }: { months: MonthlyMedian[] }) {
  if (months.length === 0) return null;
  const points = chartPoints(months);
  const description = months.map((month) => `${monthLabel(month.month)}: ${formatRentPerSqft(month.median)} per sq ft`).join('; ');
  return (
    <Section id="rent-trend" title="Rent here, month by month">
      <p className="-mt-1 text-sm text-muted-foreground">Median rent per sq ft a month of our listings here (months with 3 listings or more).</p>
      <figure className="rounded-xl border border-border bg-card p-3" data-testid="rent-chart">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby="rent-chart-title rent-chart-desc">
          <title id="rent-chart-title">Median rent per sq ft by month</title>
          <desc id="rent-chart-desc">{description}</desc>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className="stroke-border" strokeWidth="1" />
          {points.length > 1 && (
            <polyline points={points.map((point) => `${point.x},${point.y}`).join(' ')} fill="none" className="stroke-primary" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
          )}
          {points.map((point, index) => (
            <g key={point.month}>
              <circle cx={point.x} cy={point.y} r="3.5" className="fill-primary" />
              <text
                x={point.x}
                y={point.y - 8}
                textAnchor={index === 0 && points.length > 1 ? 'start' : index === points.length - 1 && points.length > 1 ? 'end' : 'middle'}
                className="fill-foreground text-[10px] font-semibold"
              >
                {formatRentPerSqft(point.median)}
              </text>
              <text
                x={point.x}
                y={HEIGHT - 6}
                textAnchor={index === 0 && points.length > 1 ? 'start' : index === points.length - 1 && points.length > 1 ? 'end' : 'middle'}
                className="fill-muted-foreground text-[10px]"
              >
                {monthLabel(point.month)}
              </text>
            </g>
          ))}
        </svg>
        <figcaption>
          <details className="mt-2 text-sm">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary">The figures</summary>
            <ul className="space-y-0.5 pb-1 text-muted-foreground">
            {months.map((month) => (
              <li key={month.month}>
                {monthLabel(month.month)}: {formatRentPerSqft(month.median)} per sq ft, from {month.listings} listings
              </li>
            ))}
            </ul>
          </details>
        </figcaption>
      </figure>
    </Section>
  );
}
