// Shared e2e fixtures: the outbox, and signing in without the UI for tests about other features.
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { newPerson, type Person } from './pages/auth-sheet';
import { Outbox } from './pages/outbox';

/**
 * Registers a new person through the API and signs the page's context in (the server sets the HttpOnly
 * cookies on the context's jar). Use for tests about features behind login.
 */
export async function registerAndSignIn(page: Page, person: Person = newPerson()): Promise<Person> {
  const outbox = new Outbox(page.request);
  const registered = await page.request.post('/api/dual-auth-register', { data: { ...person, countryCode: '+91' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await page.request.post('/api/auth/verify', { data: { email: person.email, token: await outbox.code(person.email) } });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return person;
}

/**
 * Signs an already registered address in with a fresh code. The e2e server sends a code without the per-address
 * interval (playwright.config.ts), so a refusal here is a failure, never something to wait out.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const outbox = new Outbox(page.request);
  const before = await outbox.newestTime(email);
  const sent = await page.request.post('/api/auth/send-code', { data: { email } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const verified = await page.request.post('/api/auth/verify', { data: { email, token: await outbox.code(email, { after: before }) } });
  expect(verified.ok(), await verified.text()).toBeTruthy();
}

/** The names of the auth cookies in a context (they are HttpOnly: page scripts cannot see them). */
export async function authCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => /^sb-.+-auth-token/.test(cookie.name));
}

export const test = base.extend<{ outbox: Outbox; signedInPerson: Person }>({
  outbox: async ({ request }, use) => use(new Outbox(request)),
  /** A page whose context is signed in as a fresh person. */
  signedInPerson: async ({ page }, use) => use(await registerAndSignIn(page)),
});

export { expect };
