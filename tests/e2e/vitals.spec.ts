// Real users' Web Vitals end to end: a sampled view of a society page (sampling forced on for this test only) sends
// one beacon with the page's route pattern when it is hidden, and the desk's Web Vitals section counts it (a figure
// from 20 samples, else 'not enough data yet, n = 3'), at 390 and 1280 px.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsStaff } from './pages/staff';

const FORCE = () => window.sessionStorage.setItem('ghomes:vitals', 'all');

const PAGE = '/society/Sobha-Silicon-Oasis';
const PATTERN = '/society/[society]';

const visibleFigure = (page: Page, row: 'li' | 'tr') => page.locator(`${row}[data-row="${PATTERN}"] [data-metric="FCP"]`).filter({ visible: true });

/** The number of FCP samples the desk shows for the society page's pattern in the last 7 days (0 when none). */
async function deskSamples(page: Page, row: 'li' | 'tr'): Promise<number> {
  await page.goto(`/ops/vitals?days=7&route=${encodeURIComponent(PATTERN)}`);
  await expect(page.getByRole('heading', { name: 'Web Vitals' })).toBeVisible();
  // The tables stream in after the page's frame: until React swaps them in, a hidden copy sits in the document.
  await expect(page.getByRole('heading', { name: 'By page' })).toBeVisible();
  const figure = visibleFigure(page, row);
  return (await figure.count()) ? Number(await figure.getAttribute('data-samples')) : 0;
}

for (const [width, height, row] of [
  [390, 844, 'li'],
  [1280, 800, 'tr'],
] as const) {
  test(`a page view sends one vitals beacon with its route pattern, and the desk shows it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAsStaff(page, 'manager');
    const before = await deskSamples(page, row);

    await page.addInitScript(FORCE);
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals') && request.method() === 'POST') beacons.push(request);
    });
    expect((await page.goto(PAGE))?.status()).toBe(200);
    // The reporter loads once the page is idle; until then hiding the page sends nothing. Each try stands for the
    // page being hidden (pagehide), and the first one after the reporter has loaded sends the beacon.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        return beacons.length;
      })
      .toBe(1);
    const report = beacons[0]!.postDataJSON() as { route: string; metrics: { name: string; value: number }[] };
    // The pattern, not the URL: no society name in the report.
    expect(report.route).toBe(PATTERN);
    expect(report.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
    expect(JSON.stringify(report)).not.toMatch(/Sobha|localhost/);
    expect((await beacons[0]!.response())?.status()).toBe(204);
    // Hidden again (and left): still one beacon for this view.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await page.goto('/ops/vitals');
    expect(beacons.filter((request) => (request.postDataJSON() as { route: string }).route === PATTERN)).toHaveLength(1);

    await expect.poll(() => deskSamples(page, row)).toBe(before + 1);
    // Below 20 samples the desk gives no figure and no colour, only the count.
    const figure = visibleFigure(page, row);
    const samples = before + 1;
    if (samples < 20) await expect(figure).toHaveText(`not enough data yet, n = ${samples}`);
    else await expect(figure).toHaveAttribute('data-figure', /^(good|needs-improvement|poor)$/);
    await page.screenshot({ path: test.info().outputPath(`ops-vitals-${width}.png`), fullPage: true });
    if (width === 390) {
      await page.setViewportSize({ width: 320, height: 700 });
      // Nothing wider than the screen at 320 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.screenshot({ path: test.info().outputPath('ops-vitals-320.png'), fullPage: true });
    }
  });
}
