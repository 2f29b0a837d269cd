// 'Your data' at 390 px: a consent switched off (and in the log), 'Download my data' (the e-mailed link, once),
// 'Delete my account', kept with the e-mail's link, deleted again and made final (the finalisation job run now, the
// way other e2e tests start jobs), and the same e-mail registering anew.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerAndSignIn } from './fixtures';
import { screenshotsTo } from './pages/screenshots';
import { newPerson } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { Outbox } from './pages/outbox';

// YOUR_DATA_SCREENSHOTS=<dir>: the Privacy page and the profile's data section as PNGs at 390 and 320 px.
const screenshot = screenshotsTo('YOUR_DATA_SCREENSHOTS', 'nav[aria-label="Primary"] { display: none !important; }');

/** The path of the newest link to `pathPrefix` in an e-mail to `to` whose subject has `subject`, polling briefly. */
async function linkIn(outbox: Outbox, to: string, subject: string, pathPrefix: string, after?: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const message = (await outbox.messages(to)).find((row) => row.subject?.includes(subject) && (!after || row.created_at > after));
        path = message?.text.match(new RegExp(`https?://\\S+(${pathPrefix}[A-Za-z0-9_-]{43})`))?.[1] ?? '';
        return path;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 30_000 },
    )
    .not.toBe('');
  return path;
}

test('change a consent, download the data, delete the account, keep it, delete it for good, register anew', async ({ page }) => {
  const outbox = new Outbox(page.request);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data, in plain words' })).toBeVisible();
  await screenshot(page, 'privacy-page');
  // A contents link jumps to its part and stays there (the scroll-to-top on a hash change leaves an in-page jump).
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Questions and complaints' }).click();
  await expect(page).toHaveURL(/#privacy-grievance$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Questions and complaints' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /^Data Protection Board of India/ })).toHaveAttribute('href', /^https:\/\//);

  const person = await registerAndSignIn(page, newPerson('your-data'));
  await page.goto('/profile');
  const section = page.getByTestId('privacy-section');
  const whatsapp = section.getByRole('switch', { name: 'WhatsApp updates' });
  // The number is not verified yet: off, explained, and it cannot be switched on.
  await expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByTestId('consent-whatsapp_updates-needs')).toHaveText('Off until your WhatsApp number is verified: nothing is sent there before.');
  await expect(whatsapp).toBeDisabled();
  await whatsapp.click({ force: true });
  await expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByText('Consent history (0)')).toBeVisible();
  // Verified (as 'Verify WhatsApp number' does): it stands as given when the number was collected.
  await e2eQuery('update profiles set phone_verified_at = now() where lower(email) = lower($1)', [person.email]);
  await page.reload();
  await expect(whatsapp).toHaveAttribute('aria-checked', 'true');
  await whatsapp.click();
  await expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  await section.getByText('Consent history (1)').click();
  await expect(section.getByTestId('consent-log')).toContainText('Withdrawn: WhatsApp updates');
  // It holds after a reload: it is the database's state, not the page's.
  await page.reload();
  await expect(page.getByTestId('privacy-section').getByRole('switch', { name: 'WhatsApp updates' })).toHaveAttribute('aria-checked', 'false');
  await screenshot(page, 'profile-data-section', page.getByTestId('privacy-section'));

  // Download my data: the link comes by e-mail, the file downloads once.
  await page.getByTestId('download-my-data').click();
  await expect(page.getByTestId('download-my-data-status')).toHaveText('We are preparing your file. The link comes by e-mail, and works once for 24 hours.');
  const myData = await linkIn(outbox, person.email, 'is ready', '/my-data/');
  await page.goto(myData);
  await expect(page.getByRole('heading', { name: 'Your data is ready' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file).toContain(person.email);
  expect(file).toContain('Consent log');
  expect(file).toContain('&quot;purpose&quot;: &quot;whatsapp_updates&quot;');
  await page.goto(myData);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

  // Delete my account, then keep it from the e-mail.
  await page.goto('/profile');
  await page.getByTestId('delete-account').click();
  await page.getByTestId('confirm-delete-account').click();
  await expect(page.getByTestId('deletion-scheduled')).toContainText('will be deleted on');
  const keep = await linkIn(outbox, person.email, 'will be deleted in 48 hours', '/account/keep/');
  await page.goto(keep);
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account stays' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('deletion-scheduled')).toHaveCount(0);

  // Delete again; the 48 hours pass (the finalisation job, run now).
  const before = await outbox.newestTime(person.email);
  await page.getByTestId('delete-account').click();
  await page.getByTestId('confirm-delete-account').click();
  await expect(page.getByTestId('deletion-scheduled')).toBeVisible();
  await linkIn(outbox, person.email, 'will be deleted in 48 hours', '/account/keep/', before);
  const [profile] = await e2eQuery<{ id: string }>('select id from profiles where lower(email) = lower($1)', [person.email]);
  await e2eQuery("update account_deletions set final_at = now() - interval '1 second' where user_id = $1", [profile!.id]);
  await e2eQuery("select graphile_worker.add_job('finalise-account-deletion', json_build_object('userId', $1::text), job_key := 'account-deletion:' || $1::text)", [profile!.id]);
  await expect
    .poll(async () => (await e2eQuery<{ email: string }>('select email from profiles where id = $1', [profile!.id]))[0]?.email, { message: 'the erasure', timeout: 60_000 })
    .toBe(`erased-${profile!.id}@erased.invalid`);

  // Signed out (the sessions are gone), and the same e-mail and number register again.
  await page.goto('/profile');
  await expect(page.getByTestId('privacy-section')).toHaveCount(0);
  await registerAndSignIn(page, person);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(person.email);
  await expect(page.getByTestId('privacy-section').getByTestId('consent-log')).toContainText('Consent history (0)');
});
