import { expect, type Page } from '@playwright/test';
import type { LoginPanel } from './auth-sheet';
import { Outbox } from './outbox';

/**
 * Signs in through a login panel on screen (the login sheet, 'Welcome Back'). The registration's code went out
 * moments ago; the e2e server sends codes without the per-address interval (playwright.config.ts), so the
 * server's answer to this request must be 'sent'.
 */
export async function signInThroughPanel(page: Page, panel: LoginPanel, email: string): Promise<void> {
  const outbox = new Outbox(page.request);
  const before = await outbox.newestTime(email);
  const answer = await panel.requestCodeAndAnswer(email);
  expect(answer.status, answer.message).toBe(200);
  await panel.enterCode(await outbox.code(email, { after: before }));
}
