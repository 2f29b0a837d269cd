import { renderToStaticMarkup } from 'react-dom/server';
import { labelledMonths, RentChart } from '@/components/society/rent-chart';

const MONTHS = [
  { month: '2026-10', median: 47.2, listings: 4 },
  { month: '2026-11', median: 48.6, listings: 3 },
  { month: '2026-12', median: 8.26, listings: 5 },
];

/** The month labels under the points, left to right, with their x. */
const monthLabels = (html: string) =>
  [...html.matchAll(/<text x="([\d.]+)" y="134"[^>]*>([^<]+)<\/text>/g)].map(([, x, label]) => ({ x: Number(x), label: label ?? '' }));

test('the monthly chart is an SVG with a title, a description and the figures as text, months written in full', () => {
  const html = renderToStaticMarkup(<RentChart months={MONTHS} />);
  expect(html).toContain('role="img" aria-labelledby="rent-chart-title rent-chart-desc"');
  expect(html).toContain('<title id="rent-chart-title">Median rent per sq ft by month</title>');
  expect(html).toContain('<desc id="rent-chart-desc">Oct 2026: ₹47 per sq ft; Nov 2026: ₹49 per sq ft; Dec 2026: ₹8.3 per sq ft</desc>');
  // Left to right in month order; a lower median is drawn lower (a larger y), coordinates to one decimal.
  const points = /<polyline points="([^"]+)"/.exec(html)![1]!.split(' ').map((pair) => pair.split(',').map(Number));
  expect(points.map(([x]) => x)).toEqual([8, 160, 312]);
  expect(points[2]![1]).toBeGreaterThan(points[0]![1]!);
  expect(points.every(([, y]) => Number.isInteger(y! * 10))).toBe(true);
  expect(monthLabels(html).map(({ label }) => label)).toEqual(['Oct 2026', 'Nov 2026', 'Dec 2026']);
  // The text fallback: a native <details>, no script.
  expect(html).toContain('<summary');
  expect(html).toContain('<li>Nov 2026: ₹49 per sq ft, from 3 listings</li>');
  expect(html).toContain('<li>Dec 2026: ₹8.3 per sq ft, from 5 listings</li>');
  expect(html).not.toContain('<script');
});

test('from two months that qualify: none or one month draws no chart at all', () => {
  expect(renderToStaticMarkup(<RentChart months={[]} />)).toBe('');
  expect(renderToStaticMarkup(<RentChart months={MONTHS.slice(0, 1)} />)).toBe('');
  expect(renderToStaticMarkup(<RentChart months={MONTHS.slice(1)} />)).toContain('Dec 2026');
});

test('a year of months: the labels under the points keep apart and the last month is always written', () => {
  const year = Array.from({ length: 12 }, (_, index) => ({
    month: `${index < 1 ? 2025 : 2026}-${String(((index + 11) % 12) + 1).padStart(2, '0')}`,
    median: 30 + index,
    listings: 3,
  }));
  expect(year[0]!.month).toBe('2025-12');
  expect(year[11]!.month).toBe('2026-11');
  const labels = monthLabels(renderToStaticMarkup(<RentChart months={year} />));
  expect(labels.at(-1)).toEqual({ x: 312, label: 'Nov 2026' });
  expect(labels.length).toBeGreaterThanOrEqual(4);
  labels.slice(1).forEach((label, index) => expect(label.x - labels[index]!.x).toBeGreaterThanOrEqual(70));
  expect(labels.every(({ label }) => /^[A-Z][a-z]{2} \d{4}$/.test(label))).toBe(true);
  // Every month keeps its figure in the description and the list, labelled or not.
  expect([...labelledMonths(12)].length).toBe(labels.length);
});
