import { expect, type Locator, type Page } from '@playwright/test';

/** /society/{id}/properties: the cards, their 'Unlock Door' buttons, the booking sheet. */
export class PropertiesPage {
  constructor(readonly page: Page) {}

  card(listingId: string): Locator {
    return this.page.locator(`[data-testid="property-card"][data-listing-id="${listingId}"]`);
  }

  get bookingSheet(): Locator {
    return this.page.getByTestId('booking-sheet');
  }

  /** Picks the 'Tomorrow' chip and the first free slot; returns the slot's HH:mm. */
  async pickFirstFreeSlotTomorrow(): Promise<string> {
    const sheet = this.bookingSheet;
    await sheet.getByRole('radio', { name: /^Tomorrow/ }).click();
    await expect(sheet.getByRole('radio', { name: /^Tomorrow/ })).toHaveAttribute('aria-checked', 'true');
    await expect(sheet.getByRole('group', { name: 'Time slots' })).toBeVisible();
    const slot = sheet.getByRole('group', { name: 'Time slots' }).locator('button:not([disabled])').first();
    const start = ((await slot.getAttribute('data-testid')) ?? '').replace('slot-', '');
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    return start;
  }
}
