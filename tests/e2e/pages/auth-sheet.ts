import { expect, type Locator, type Page } from '@playwright/test';

export interface Person {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

let sequence = 0;
/**
 * A new person with a unique e-mail and a unique 10-digit Indian mobile number. The specs run on two workers at
 * once: the worker's slot (TEST_PARALLEL_INDEX) is part of both, so two workers never make the same person in
 * the same millisecond.
 */
export function newPerson(prefix = 'e2e'): Person {
  sequence += 1;
  const worker = workerSlot();
  const stamp = `${Date.now()}${sequence}`;
  return { firstName: 'Kavya', lastName: 'Nair', phone: `9${worker}${stamp.slice(-8)}`, email: `${prefix}.${stamp}.w${worker}@example.com` };
}

/** This Playwright worker's slot among the workers running at the same time (one digit). */
export function workerSlot(): string {
  return String(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10);
}

/** The login panel (bottom sheet, or the Login tab of /profile). */
export class LoginPanel {
  readonly root: Locator;
  constructor(readonly page: Page, root?: Locator) {
    this.root = root ?? page.getByTestId('login-panel');
  }
  async requestCode(email: string): Promise<void> {
    await this.root.getByLabel('Email Address').fill(email);
    await this.root.getByRole('button', { name: 'Send Login Code' }).click();
  }
  /**
   * Requests a code and returns the server's answer to this very request. A test that must tell 'sent' from
   * 'refused' waits for this answer, never for a toast: an 'Error' toast of an earlier attempt may still be
   * on screen and would win any race against the next step.
   */
  async requestCodeAndAnswer(email: string): Promise<{ status: number; code: string; message: string }> {
    const answered = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/send-code',
    );
    await this.requestCode(email);
    const response = await answered;
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    return { status: response.status(), code: body.error?.code ?? '', message: body.error?.message ?? '' };
  }
  async enterCode(code: string): Promise<void> {
    await expect(this.root.getByText('Enter Verification Code')).toBeVisible();
    const verify = this.root.getByRole('button', { name: 'Verify Code' });
    await expect(verify).toBeDisabled();
    await this.root.getByLabel('6-digit verification code').pressSequentially(code);
    await expect(verify).toBeEnabled();
    await verify.click();
  }
}

/** The registration bottom sheet: 'Create Account', then 'Verify Email'. */
export class RegistrationSheet {
  readonly root: Locator;
  constructor(readonly page: Page, root?: Locator) {
    this.root = root ?? page.getByTestId('registration-sheet');
  }
  async fillDetails(person: Person, { email = true } = {}): Promise<void> {
    await expect(this.root.getByText('Create Account')).toBeVisible();
    await this.root.getByLabel('First Name*').fill(person.firstName);
    await this.root.getByLabel('Last Name*').fill(person.lastName);
    await this.root.getByLabel('Phone Number*').fill(person.phone);
    if (email) await this.root.getByLabel('Email Address*').fill(person.email);
    await this.root.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(this.root.getByText('Verify Email').first()).toBeVisible();
  }
  async enterCode(code: string): Promise<void> {
    await this.root.getByLabel('6-digit verification code').pressSequentially(code);
    await this.root.getByRole('button', { name: 'Verify Email' }).click();
  }
}

/**
 * The toast on screen with this title. Sonner keeps dismissed and stacked toasts in the DOM (leaving, or
 * hidden behind the newest with visibleToasts=1); only the one in front counts.
 */
export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])').filter({ hasText: title });
}
