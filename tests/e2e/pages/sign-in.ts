import { expect, type Page } from '@playwright/test';
import type { LoginPanel } from './auth-sheet';
import { Outbox } from './outbox';

/**
 * Signs in through a login panel on screen (the login sheet, 'Welcome Back'). The registration's code went out
 * moments ago: the server may ask to wait out its per-address interval (it says how long); the server's answer
 * decides, never a fixed pause.
 */
export async function signInThroughPanel(page: Page, panel: LoginPanel, email: string): Promise<void> {
  const outbox = new Outbox(page.request);
  const before = await outbox.newestTime(email);
  for (let attempt = 0; ; attempt += 1) {
    const answer = await panel.requestCodeAndAnswer(email);
    if (answer.status === 200) break;
    expect(answer.code, answer.message).toBe('over_email_send_rate_limit');
    expect(attempt).toBe(0);
    await page.waitForTimeout((Number(answer.message.match(/after (\d+) seconds/)?.[1]) + 1) * 1000);
  }
  await panel.enterCode(await outbox.code(email, { after: before }));
}
