// The desk by keyboard and screen reader, at 1280 and 390 px: 'Skip to content' (the first Tab) lands past the
// desk's frame on the page's content; a dialog opened from the keyboard and closed with Escape, or closed after
// its answer, gives focus back to the button that opened it; the toasts' live region is on the page before any
// toast, and the first toast appears inside it; two leads' 'Show number' buttons are told apart by name.
import { expect, test } from './fixtures';
import { toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { liveCampaign } from './pages/festival-page';
import { signInAsStaff } from './pages/staff';

const VIEWPORTS = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the skip link, focus after a dialog and the live region of the toasts', async ({ page }) => {
      const societyName = `E2E Keyboard Society ${Date.now()}-${name}`;
      await e2eQuery(`insert into gated_societies (name, project_type, project_status) values ($1, 'Apartment', 'Ready to Move-in')`, [societyName]);
      await signInAsStaff(page, 'admin');
      await page.goto(`/ops/desks?name=${encodeURIComponent(societyName)}`);
      await expect(page.getByRole('heading', { name: 'Gate desks', level: 1 })).toBeVisible();

      // The live region is there before anything was said.
      await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();

      // The first Tab reaches the skip link; it lands on the content, and the next Tab is the page's first control,
      // not the desk's search box or sections.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toHaveAttribute('href', '#desk-content');
      await page.keyboard.press('Enter');
      await expect(page.locator('#desk-content')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#desk-content'))).toBe(true);

      // A dialog opened from the keyboard and closed with Escape: focus is back on its button.
      const setPin = page.getByRole('button', { name: `Set PIN for ${societyName}` });
      await setPin.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('New PIN (6 to 12 digits)')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(setPin).toBeFocused();

      // Answered: the toast is announced from the region that was already there, and focus stays on the row
      // (its button now reads 'Change PIN').
      await setPin.click();
      await dialog.getByLabel('New PIN (6 to 12 digits)').fill('583920');
      await dialog.getByRole('button', { name: 'Save PIN' }).click();
      await expect(toast(page, `Desk PIN set for ${societyName}.`)).toBeVisible();
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText(`Desk PIN set for ${societyName}.`)).toBeVisible();
      const changePin = page.getByRole('button', { name: `Change PIN for ${societyName}` });
      await expect(changePin).toBeVisible();
      await expect(changePin).toBeFocused();
    });

    test("each lead's 'Show number' says whose number it is", async ({ page }) => {
      const slug = await liveCampaign();
      const campaignName = `Keyboard Fest ${slug.slice(-6)}`;
      await e2eQuery(`update campaigns set name = $2 where slug = $1`, [slug, campaignName]);
      const stamp = String(Date.now()).slice(-8);
      await e2eQuery(`insert into festival_leads (phone, campaign, role, owner_interests) values ($1, $3, 'Tenant', '{}'), ($2, $3, 'Buyer', '{}')`, [`95${stamp}`, `94${stamp}`, slug]);
      await signInAsStaff(page, 'manager');
      await page.goto(`/ops/leads?campaign=${slug}`);
      const buttons = page.getByRole('button', { name: /^Show number: / }).filter({ visible: true });
      await expect(buttons).toHaveCount(2);
      const names = await buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
      expect(names.sort()).toEqual([expect.stringMatching(new RegExp(`^Show number: the Buyer lead of ${campaignName}, verified .+, ending ${stamp.slice(-2)}$`)), expect.stringMatching(new RegExp(`^Show number: the Tenant lead of ${campaignName}, verified .+, ending ${stamp.slice(-2)}$`))]);
    });
  });
}
