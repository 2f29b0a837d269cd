// The login and registration sheets say what they are for, from the control that opened them, at 390 and 320 px:
// 'Set Alerts' ('Log in to get new homes in this society by e-mail.'), the brochure's 'Download' and the heart
// (whose 'Create an account' keeps 'to shortlist this home'); 'Terms of Service' is named but never a link (there
// is no such page).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SLUG = 'Sobha-Silicon--Oasis'; // seeded, with rent homes and a brochure

async function atWidth(page: Page, width: 390 | 320, run: () => Promise<void>) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
  await run();
}

for (const width of [390, 320] as const) {
  test(`at ${width} px: each login says what it is for, and so does the registration it leads to`, async ({ page }) => {
    await atWidth(page, width, async () => {
      await page.goto(`/society/${SLUG}`);
      const login = page.getByTestId('login-panel');
      const reason = page.getByTestId('login-reason');

      await page.getByTestId('alert-card').getByRole('button', { name: 'Set Alerts' }).click();
      await expect(login.getByRole('heading', { name: 'Login' })).toBeVisible();
      await expect(reason).toHaveText('Log in to get new homes in this society by e-mail.');
      await expect(reason).toBeInViewport();
      await login.getByRole('button', { name: 'Create an account' }).click();
      const registration = page.getByTestId('registration-sheet');
      await expect(registration.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      await expect(reason).toHaveText('Create an account to get new homes in this society by e-mail.');
      await expect(registration.getByText('By registering, you agree to our Terms of Service and Privacy Policy.')).toBeVisible();
      await expect(registration.getByRole('link', { name: /Terms of Service/ })).toHaveCount(0);
      await page.goBack();
      await expect(registration).toBeHidden();

      await page.getByRole('button', { name: /Download the .* brochure/ }).click();
      await expect(reason).toHaveText("Log in to download this society's brochure.");
      await page.goBack();
      await expect(login).toBeHidden();

      await page.getByTestId('heart-button').first().click();
      await expect(reason).toHaveText('Log in to shortlist this home.');
      await login.getByRole('button', { name: 'Create an account' }).click();
      await expect(page.getByTestId('registration-sheet').getByRole('heading', { name: 'Create Account' })).toBeVisible();
      await expect(reason).toHaveText('Create an account to shortlist this home.');
      await page.goBack();

      // The header's 'Log in' has no reason of its own: the form's own title says it.
      await page.getByTestId('header-login').click();
      await expect(login.getByRole('heading', { name: 'Login' })).toBeVisible();
      await expect(reason).toHaveCount(0);
    });
  });
}
