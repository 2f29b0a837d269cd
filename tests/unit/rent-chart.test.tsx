import { renderToStaticMarkup } from 'react-dom/server';
import { RentChart } from '@/components/society/rent-chart';

const MONTHS = [
  { month: '2026-09', median: 47.2, listings: 4 },
  { month: '2026-10', median: 48.6, listings: 3 },
  { month: '2026-11', median: 8.26, listings: 5 },
];

test('the monthly chart is an SVG with a title, a description and the figures as text', () => {
  const html = renderToStaticMarkup(<RentChart months={MONTHS} />);
  expect(html).toContain('role="img" aria-labelledby="rent-chart-title rent-chart-desc"');
  expect(html).toContain('<title id="rent-chart-title">Median rent per sq ft by month</title>');
  expect(html).toContain('<desc id="rent-chart-desc">Sep 26: ₹47 per sq ft; Oct 26: ₹49 per sq ft; Nov 26: ₹8.3 per sq ft</desc>');
  // Left to right in month order; a lower median is drawn lower (a larger y), coordinates to one decimal.
  const points = /<polyline points="([^"]+)"/.exec(html)![1]!.split(' ').map((pair) => pair.split(',').map(Number));
  expect(points.map(([x]) => x)).toEqual([8, 160, 312]);
  expect(points[2]![1]).toBeGreaterThan(points[0]![1]!);
  expect(points.every(([, y]) => Number.isInteger(y! * 10))).toBe(true);
  // The text fallback: a native <details>, no script.
  expect(html).toContain('<summary');
  expect(html).toContain('<li>Oct 26: ₹49 per sq ft, from 3 listings</li>');
  expect(html).not.toContain('<script');
});

test('no month with enough listings: no chart at all', () => {
  expect(renderToStaticMarkup(<RentChart months={[]} />)).toBe('');
});
