import { expect, type Page } from '@playwright/test';
import { waitForHydrated } from './hydration';

// The 'Move-in steps' section of an open tenancy page (docs/move-in.md "The move-in steps").

/** The steps markTwoSteps marks done, by key. */
export const TWO_STEPS = ['documents', 'police_verification'] as const;

/**
 * On an open /tenancy/{id} page at 390 px: marks the documents and the police verification done, one after the other,
 * each time waiting for the saved status and the item's line naming who marked it; then checks the progress counts
 * both. Expects neither step to be done yet and no step marked not needed.
 */
export async function markTwoSteps(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const section = page.getByTestId('move-in-steps');
  await expect(section.getByRole('heading', { name: 'Move-in steps' })).toBeVisible();
  const status = section.getByTestId('move-in-steps-status');
  for (const key of TWO_STEPS) {
    const item = section.locator(`[data-testid="move-in-step"][data-step="${key}"]`);
    const done = item.getByRole('button', { name: 'Done', exact: true });
    await waitForHydrated(done);
    await done.scrollIntoViewIfNeeded();
    const box = await done.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await done.click();
    await expect(status).toHaveText(/^Saved: .+ · done\.$/);
    await expect(done).toHaveAttribute('aria-pressed', 'true');
    await expect(item).toHaveAttribute('data-state', 'done');
    await expect(item.getByTestId('move-in-step-mark')).toHaveText(/^Done · marked by the (tenant|owner) on \d{1,2} [A-Z][a-z]{2}$/);
  }
  await expect(section.getByTestId('move-in-steps-progress')).toHaveText(/^2 of 6 steps done$/);
}
