// Passwordless sign-in and registration end to end at a phone viewport: codes are read from the
// dev outbox, the session lives in HttpOnly cookies only.
import { authCookies, expect, registerAndSignIn, test } from './fixtures';
import { LoginPanel, newPerson, RegistrationSheet, toast } from './pages/auth-sheet';
import { ProfilePage } from './pages/profile-page';

test('register, verify, see the profile, sign out, log in again with a new code', async ({ page, context, outbox }) => {
  test.setTimeout(120_000); // two sign-ins and a sign-out, each a server render of /profile
  const person = newPerson('register');
  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.expectLoggedOut();
  // The first page gave the browser its device id: the login code it asks for belongs to this device only.
  const deviceCookie = (await context.cookies()).find((cookie) => cookie.name === 'ghomes-device');
  expect(deviceCookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(deviceCookie?.httpOnly).toBe(true);

  // This page shows the login form itself: the header's 'Log in' focuses it (no sheet over it); an unknown
  // address moves on to registration.
  await page.getByTestId('header-login').click();
  const login = profile.loginTab();
  await expect(login.root.getByLabel('Email Address')).toBeFocused();
  await expect(page.getByTestId('login-panel')).toHaveCount(0);
  await expect(login.root.getByText('Enter your email to receive a secure login code')).toBeVisible();
  await login.requestCode(`  ${person.email.toUpperCase()} `);
  await expect(toast(page, 'Account Not Found')).toContainText('Please register first to create an account');

  const registration = profile.registerTab();
  await expect(registration.root.getByLabel('Email Address*')).toHaveValue(person.email);
  await expect(registration.root.getByRole('combobox', { name: 'Country code' })).toHaveText('+91');
  await registration.fillDetails(person, { email: false });
  await registration.enterCode(await outbox.code(person.email));

  await profile.expectSignedInAs(person);
  await expect(page.getByText('Verified Account')).toBeVisible();
  await expect(page.getByTestId('profile-phone')).toHaveText(`+91 ${person.phone.slice(0, 5)} ${person.phone.slice(5)}`);
  await expect(page.getByTestId('credits-rent')).toContainText('5');
  await expect(page.getByTestId('credits-rent')).toContainText('0 used');
  await expect(page.getByTestId('credits-buyer')).toContainText('20');
  await expect(page.getByRole('button', { name: /Buyer Profile/ })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Tenant Profile' })).toHaveAttribute('href', '/tenant-profile');

  // The browser holds no token: the cookies are HttpOnly and invisible to page scripts.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/sb-|auth-token/);
  const cookies = await authCookies(context);
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.every((cookie) => cookie.httpOnly && cookie.sameSite === 'Lax')).toBe(true);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toMatch(/access_token|refresh_token/);

  await profile.signOut();
  await profile.expectLoggedOut();
  expect(await authCookies(context)).toHaveLength(0);

  // Log in again from the profile's Login tab with a new code.
  const previous = await outbox.newestTime(person.email);
  const tab = profile.loginTab();
  // The server's answer to this request decides, not whatever toast is on screen. The e2e server sends codes without
  // the per-address interval (playwright.config.ts; the interval's refusal is covered by the integration tests and
  // tests/e2e/two-instances.spec.ts): a second code right after the first is sent.
  const answer = await tab.requestCodeAndAnswer(person.email);
  expect(answer.status, answer.message).toBe(200);
  await expect(tab.root.getByText('Enter Verification Code')).toBeVisible();
  await expect(toast(page, 'OTP Sent')).toBeVisible();
  await tab.enterCode(await outbox.code(person.email, { after: previous }));
  await expect(toast(page, 'Login Successful')).toContainText('Welcome back!');
  await profile.expectSignedInAs(person);
});

test("an unknown address gets 'Account Not Found' and the registration sheet", async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const login = new LoginPanel(page);
  await login.requestCode('nobody.here@example.com');
  await expect(toast(page, 'Account Not Found')).toBeVisible();
  const registration = new RegistrationSheet(page);
  await expect(registration.root.getByText('Create Account')).toBeVisible();
  await expect(registration.root.getByLabel('Email Address*')).toHaveValue('nobody.here@example.com');
  await expect(registration.root.getByText('By registering, you agree to our Terms of Service and Privacy Policy.')).toBeVisible();
});

test('a mistyped code reads as wrong (not expired) and the right one still works', async ({ page, outbox }) => {
  const person = newPerson('wrong');
  await page.goto('/profile?auth=register');
  const registration = new ProfilePage(page).registerTab();
  await expect(page.getByTestId('registration-sheet')).toHaveCount(0);
  await registration.fillDetails(person);
  const code = await outbox.code(person.email);
  await registration.enterCode(code === '000000' ? '111111' : '000000');
  await expect(toast(page, 'Email Verification Failed')).toContainText('That code is not right. Check the 6 digits in the email and try again.');
  await registration.enterCode(code);
  await expect(page.getByTestId('profile-name')).toHaveText(`${person.firstName} ${person.lastName}`);
});

test('?auth=register&returnTo= comes back to the page after registration; unsafe targets are ignored', async ({ page, outbox }) => {
  const person = newPerson('return');
  await page.goto('/profile?auth=register&returnTo=/search%3Fq%3Dprestige');
  const registration = new ProfilePage(page).registerTab();
  await registration.fillDetails(person);
  await registration.enterCode(await outbox.code(person.email));
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'prestige');

  // Signed in already: /profile?returnTo= goes straight there; an off-site target is dropped.
  await page.goto('/profile?auth=login&returnTo=/about');
  await page.waitForURL('**/about');
  await page.goto('/profile?auth=login&returnTo=//evil.example');
  await expect(page).toHaveURL(/\/profile/);
});

test('the registration fixture signs a context in through the API', async ({ page, context }) => {
  const person = await registerAndSignIn(page);
  await page.goto('/profile');
  await new ProfilePage(page).expectSignedInAs(person);
  expect((await authCookies(context)).every((cookie) => cookie.httpOnly)).toBe(true);
});
