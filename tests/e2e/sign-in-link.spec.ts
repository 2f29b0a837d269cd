// The one-tap sign-in link of a login e-mail, at a phone viewport: a code asked for on one device, the link opened
// in a fresh browser (a new phone that never signed in), one tap, signed in where the login was meant to go.
import { authCookies, expect, test } from './fixtures';
import { newPerson } from './pages/auth-sheet';
import { ProfilePage } from './pages/profile-page';

test('the link in the login e-mail signs a fresh browser in with one tap, once', async ({ page, request, browser, outbox }, testInfo) => {
  // A registered, verified person (through the API, outside both browsers).
  const person = newPerson('link');
  const registered = await request.post('/api/dual-auth-register', { data: { ...person, countryCode: '+91' } });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await request.post('/api/auth/verify', { data: { email: person.email, token: await outbox.code(person.email) } })).ok()).toBeTruthy();
  const before = await outbox.newestTime(person.email);

  // The laptop asks for a code on the login page that should lead on to the shortlist.
  const profile = new ProfilePage(page);
  await page.goto('/profile?auth=login&returnTo=%2Fshortlisted');
  await profile.loginTab().requestCode(person.email);
  await expect(profile.loginTab().root.getByText('Enter Verification Code')).toBeVisible();
  await outbox.code(person.email, { after: before });
  const [mail] = await outbox.messages(person.email);
  expect(mail!.text).toContain('The link works on any device');
  const link = mail!.text.match(/^https?:\/\/\S+\/auth\/confirm\?\S+$/m)?.[0];
  expect(link, 'a sign-in link in the e-mail').toBeTruthy();
  expect(new URL(link!).searchParams.get('returnTo')).toBe('/shortlisted');

  // A fresh browser (no cookies at all) opens the link: it shows whom it signs in and changes nothing yet.
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const phone = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  const tab = await phone.newPage();
  await tab.goto(link!);
  const [local, domain] = person.email.split('@');
  await expect(tab.getByRole('heading', { name: `Sign in as ${local!.slice(0, 2)}***@${domain}` })).toBeVisible();
  expect(await authCookies(phone)).toHaveLength(0);
  await tab.screenshot({ path: testInfo.outputPath('confirm-390.png') });
  await tab.setViewportSize({ width: 320, height: 640 });
  await tab.screenshot({ path: testInfo.outputPath('confirm-320.png') });
  await tab.setViewportSize({ width: 390, height: 844 });

  const button = tab.getByRole('button', { name: 'Sign in' });
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await button.click();
  await tab.waitForURL((url) => url.pathname === '/shortlisted');
  expect((await authCookies(phone)).every((cookie) => cookie.httpOnly)).toBe(true);
  expect(await authCookies(phone)).not.toHaveLength(0);
  const phoneProfile = new ProfilePage(tab);
  await tab.goto('/profile');
  await phoneProfile.expectSignedInAs(person);

  // The link works once: opening it again says so and offers a new code.
  await tab.goto(link!);
  await expect(tab.getByRole('heading', { name: 'This sign-in link no longer works' })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Request a new code' })).toHaveAttribute('href', '/profile?auth=login&returnTo=%2Fshortlisted');
  await tab.screenshot({ path: testInfo.outputPath('used-390.png') });
  await phone.close();
});
