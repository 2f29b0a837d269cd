import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated a server-rendered control (the element carries React's props then): a tap that
 * lands before that does nothing, and on a busy machine the first visit of a page can hydrate seconds late.
 */
export async function waitForHydrated(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 30_000 })
    .toBe(true);
}
