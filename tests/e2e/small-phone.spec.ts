// A 320x640 phone: the bars that stay on screen (site header, the properties page's header with its Rent/Buy
// tabs, the bottom navigation) leave room for the homes, about 200 px together, and a long society name wraps
// to two lines instead of being cut.
import { expect, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';

test.use({ viewport: { width: 320, height: 640 } });

test('on a 320x640 phone the bars take about 200 px and a long society name wraps instead of being cut', async ({ page }) => {
  const [society] = await e2eQuery<{ id: string; name: string }>(
    `select s.id, s.name from gated_societies s
      where s.status = 'verified' and exists (select 1 from property_rent_listings l where l.society_id = s.id and l.listing_status = 'Active')
      order by length(s.name) desc, s.name limit 1`,
  );
  await page.goto(`/society/${society!.id}/properties`);
  const title = page.getByRole('heading', { level: 1, name: society!.name });
  await expect(title).toBeVisible();
  // Scrolled into the list, as a person reading the homes is.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  const bars = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const stays = style.position === 'fixed' || style.position === 'sticky';
        return stays && style.display !== 'none' && style.visibility !== 'hidden' && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      // Only the outermost bars: a sticky element inside another counts once.
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .map((element) => element.getBoundingClientRect().height),
  );
  expect(bars.length).toBeGreaterThanOrEqual(3);
  expect(bars.reduce((sum, height) => sum + height, 0)).toBeLessThanOrEqual(210);

  // The name is whole: not cut off sideways, and on two lines when it does not fit on one.
  const fit = await title.evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
    lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
  }));
  expect(fit.cut).toBe(false);
  // The seed's longest name ('Total Environment Raintree Boulevard') does not fit on one line at 320 px.
  expect(fit.lines).toBe(2);
});
