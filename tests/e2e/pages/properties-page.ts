import { expect, type Locator, type Page } from '@playwright/test';
import { addCalendarDays, indiaToday } from '../../../lib/time/india';

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

  /**
   * Picks the India date `daysAhead` days from today and the slot starting at `hhmm` (e.g. '11:00'). A date a
   * few days ahead keeps the choice valid whatever the time of day the test runs.
   */
  async pickSlot(daysAhead: number, hhmm: string): Promise<string> {
    const sheet = this.bookingSheet;
    const date = indiaDateFromToday(daysAhead);
    const day = sheet.locator(`[role="radio"][data-date="${date}"]`);
    await day.click();
    await expect(day).toHaveAttribute('aria-checked', 'true');
    const slot = sheet.getByRole('group', { name: 'Time slots' }).getByTestId(`slot-${hhmm}`);
    await expect(slot).toBeEnabled();
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    return date;
  }
}

/** The India calendar date (yyyy-MM-dd) `days` days from today. */
export function indiaDateFromToday(days: number): string {
  return addCalendarDays(indiaToday(), days);
}
