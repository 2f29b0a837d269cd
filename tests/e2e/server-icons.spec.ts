// Server-drawn icons are cheap in the HTML (docs/first-paint.md, "What a cached page costs to serve"): they carry
// only their drawing, lucide's stroke, fill and 24 px box come from one stylesheet rule, and the icons a list of
// cards repeats are <use>s of symbols drawn once beside the list (components/icons/icon-set.tsx). Here, in the
// browser: they look like lucide's, and every <use> finds its symbol and draws something.
import { expect, test, type Page } from '@playwright/test';

const SOCIETY = '/society/Sobha-Silicon--Oasis';

/** Computed look of the page's server-drawn icons (those without lucide-react's stroke attribute). */
function serverIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#main svg.lucide:not([stroke])')].map((icon) => {
      const style = getComputedStyle(icon);
      const use = icon.querySelector('use');
      const box = (use ?? icon).getBoundingClientRect();
      return {
        fill: style.fill,
        stroke: style.stroke === style.color,
        strokeWidth: style.strokeWidth,
        caps: `${style.strokeLinecap} ${style.strokeLinejoin}`,
        sized: icon.getAttribute('class')!.includes('size-4') ? style.width : null,
        box: icon.getAttribute('viewBox'),
        // A <use> of a missing symbol draws nothing: its box is empty. Hidden panels count as drawn when their symbol exists.
        use: use ? { found: document.querySelector(use.getAttribute('href')!) !== null, drawn: box.width > 0 || icon.closest('[hidden]') !== null } : null,
      };
    }),
  );
}

function expectLucideLook(icons: Awaited<ReturnType<typeof serverIcons>>) {
  expect(icons.length).toBeGreaterThan(10);
  for (const icon of icons) {
    expect(icon).toMatchObject({ fill: 'none', stroke: true, strokeWidth: '2px', caps: 'round round', box: '0 0 24 24' });
    if (icon.sized) expect(icon.sized).toBe('16px');
    if (icon.use) expect(icon.use).toEqual({ found: true, drawn: true });
  }
}

test("the society page's icons look like lucide's, and its listing cards' icons find their symbols", async ({ page }) => {
  await page.goto(SOCIETY);
  await page.getByRole('heading', { name: 'Available Properties' }).scrollIntoViewIfNeeded();
  const icons = await serverIcons(page);
  expectLucideLook(icons);
  expect(icons.filter((icon) => icon.use).length).toBeGreaterThan(5);
});

test("the properties page's cards, rent and sale, draw their facts' icons from one set of symbols", async ({ page }) => {
  await page.goto(SOCIETY);
  await page.getByTestId('society-bottom-bar').getByRole('link', { name: 'View Properties' }).click();
  await expect(page).toHaveURL(/\/properties/);
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  const icons = await serverIcons(page);
  expectLucideLook(icons);
  expect(icons.filter((icon) => icon.use).length).toBeGreaterThan(10);
  // One symbol per icon, whatever the number of cards and tabs.
  const ids = await page.evaluate(() => [...document.querySelectorAll('symbol')].map((symbol) => symbol.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toContain('card-icon-bed-double');
  // The sale tab's cards find theirs too.
  await page.getByRole('tab', { name: /Buy/ }).click();
  await expect(page.getByTestId('property-card').filter({ visible: true }).first()).toBeVisible();
  const saleIcons = await serverIcons(page);
  expect(saleIcons.filter((icon) => icon.use).length).toBeGreaterThan(5);
});
