// The last controls under 44 px, measured at 390 and 320 px: the signed-out profile's Login/Register tabs, every
// breadcrumb link of a society page ('Home' alone was about 32 px wide; and no crumb cut short) and the properties
// page's back arrow, also on a short screen, where the header is compacted. ('View your offer' is measured in offer-review-and-back.spec.ts,
// which sends an offer.)
import { expect, test, type Locator } from '@playwright/test';
import { e2eQuery } from './pages/e2e-database';

async function expectTarget(locator: Locator, name: string) {
  const box = await locator.boundingBox();
  expect(box, `${name} is laid out`).not.toBeNull();
  expect(box!.height, `${name} height`).toBeGreaterThanOrEqual(44);
  expect(box!.width, `${name} width`).toBeGreaterThanOrEqual(44);
}

const seededSociety = async () =>
  (await e2eQuery<{ id: string; name: string }>(`select id, name from gated_societies where status = 'verified' order by name limit 1`))[0]!;

for (const [width, height] of [
  [390, 844],
  [320, 640],
] as const) {
  test.describe(`at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test("the signed-out profile's Login and Register tabs", async ({ page }) => {
      await page.goto('/profile');
      for (const name of ['Login', 'Register']) await expectTarget(page.getByRole('tab', { name }), `the ${name} tab`);
    });

    test("a society page's breadcrumb links, 'Home' first", async ({ page }) => {
      const society = await seededSociety();
      await page.goto(`/society/${society.id}`);
      const links = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
      await expect(links.first()).toHaveText('Home');
      for (const link of await links.all()) await expectTarget(link, `the crumb '${await link.textContent()}'`);
      // Nothing of it is cut: every crumb shows its whole text (the society's name wraps under the others).
      const cut = await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .locator('li, a')
        .evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent));
      expect(cut).toEqual([]);
    });

    test("the properties page's back arrow", async ({ page }) => {
      const society = await seededSociety();
      await page.goto(`/society/${society.id}/properties`);
      await expectTarget(page.getByRole('link', { name: `Back to ${society.name}` }), 'the back arrow');
    });
  });
}
