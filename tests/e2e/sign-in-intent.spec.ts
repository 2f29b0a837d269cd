// Signing in keeps the intent: after signing in from 'Set Alerts', 'Download Brochure' or 'Unlock Door' that
// action completes without a second tap, each sign-in raises one toast, and a mistyped login code reads as
// wrong, not 'expired'.
import type { Page } from '@playwright/test';
import { expect, registerAndSignIn, test } from './fixtures';
import { LoginPanel, toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { Outbox } from './pages/outbox';
import { signInThroughPanel } from './pages/sign-in';

const SLUG = 'Sobha-Silicon--Oasis';
const SIGN_IN_TOASTS = /Login Successful|Welcome back!|Welcome!/;

/** Records the text of every toast as it is raised (sonner keeps leaving ones in the DOM, so counting there lies). */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Every toast element ever inserted (alone, or inside the toaster when the first one creates it); their
    // text is read at the end (a removed element keeps it).
    const seen = new Set<Element>();
    (window as unknown as { raisedToasts: Set<Element> }).raisedToasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('[data-sonner-toast]')) seen.add(node);
          node.querySelectorAll('[data-sonner-toast]').forEach((toast) => seen.add(toast));
        }
    }).observe(document, { childList: true, subtree: true });
  });
}
const raised = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { raisedToasts: Set<Element> }).raisedToasts].map((toast) => toast.textContent ?? ''));

/** A registered person whose browser is signed out. */
async function registeredSignedOut(page: Page) {
  const person = await registerAndSignIn(page);
  await page.context().clearCookies();
  return person;
}


test("'Set Alerts' signed out: sign in, and the alert is set without a second tap; one sign-in toast", async ({ page }) => {
  const person = await registeredSignedOut(page);
  await recordToasts(page);
  await page.goto(`/society/${SLUG}`);
  const card = page.getByTestId('alert-card');
  await card.getByRole('button', { name: 'Set Alerts' }).click();
  await signInThroughPanel(page, new LoginPanel(page), person.email);

  await expect(card.getByRole('button', { name: 'Alert Activated' })).toBeDisabled();
  await expect(toast(page, 'Alert Set Successfully')).toBeVisible();
  expect((await raised(page)).filter((text) => SIGN_IN_TOASTS.test(text))).toHaveLength(1);
  const rows = await e2eQuery<{ n: string }>(
    `select count(*)::text as n from property_alerts a join profiles p on p.id = a.user_id where lower(p.email) = lower($1)`,
    [person.email],
  );
  expect(rows[0]?.n).toBe('1');
});

test("'Download' brochure signed out: sign in, and the download is recorded without a second tap", async ({ page }) => {
  const person = await registeredSignedOut(page);
  await page.goto(`/society/${SLUG}`);
  await page.getByRole('button', { name: /Download the .* brochure/ }).click();
  const recorded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/brochures' && response.request().method() === 'POST');
  await signInThroughPanel(page, new LoginPanel(page), person.email);
  expect((await recorded).ok()).toBe(true);
});

test("'Unlock Door' signed out: sign in in 'Welcome Back' and the booking sheet opens; one sign-in toast", async ({ page }) => {
  const person = await registeredSignedOut(page);
  await recordToasts(page);
  await page.goto(`/society/${SLUG}`);
  await page.getByTestId('society-bottom-bar').getByRole('link', { name: 'View Properties' }).click();
  await page.getByTestId('property-card').first().getByRole('button', { name: /^Unlock Door/ }).click();
  const welcome = page.getByTestId('welcome-back-sheet');
  await expect(welcome.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await signInThroughPanel(page, new LoginPanel(page, welcome), person.email);

  await expect(page.getByTestId('booking-sheet').getByRole('heading', { name: 'Book a Visit' })).toBeVisible();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  expect((await raised(page)).filter((text) => SIGN_IN_TOASTS.test(text))).toHaveLength(1);
});

test('a mistyped login code reads as wrong, not expired', async ({ page }) => {
  const person = await registeredSignedOut(page);
  await page.goto('/profile');
  const panel = new LoginPanel(page, page.getByRole('tabpanel', { name: 'Login' }));
  const outbox = new Outbox(page.request);
  const before = await outbox.newestTime(person.email);
  const answer = await panel.requestCodeAndAnswer(person.email);
  expect(answer.status, answer.message).toBe(200);
  const code = await outbox.code(person.email, { after: before });
  await panel.enterCode(code === '000000' ? '111111' : '000000');
  await expect(toast(page, 'Error')).toContainText('That code is not right. Check the 6 digits in the email and try again.');
  await panel.root.getByLabel('6-digit verification code').pressSequentially(code);
  await panel.root.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText(`${person.firstName} ${person.lastName}`);
});
