import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// The condition report page (/tenancy/{id}/report/move-in, docs/move-in.md "The condition reports") for the specs:
// the tenant fills one room with a photo and the meters and sends it; the owner confirms it, which locks it.
// Both start on the report's page (open it from the tenancy page's 'Move-in condition' card, or go to it).

/** A small JPEG of a room (640 x 480, with EXIF the server strips). */
export const ROOM_PHOTO = path.join(__dirname, '..', 'fixtures', 'room-photo.jpg');

/** Opens the report from the tenancy page's card. */
export async function openMoveInReport(page: Page, tenancyId: string): Promise<void> {
  await page.goto(`/tenancy/${tenancyId}`);
  await page.getByTestId('report-link-move_in').click();
  await expect(page.getByTestId('condition-report')).toBeVisible();
}

/** The tenant: a note and one photo in the kitchen, the electricity and water readings, then 'Send to the owner'. */
export async function fillMoveInReport(page: Page, photoPath: string = ROOM_PHOTO): Promise<void> {
  const kitchen = page.getByTestId('report-room-kitchen');
  await kitchen.locator('summary').click();
  await kitchen.getByTestId('room-note').fill('Tap drips a little; a small scratch on the counter.');
  await kitchen.getByRole('button', { name: 'Save the note' }).click();
  await expect(kitchen.getByRole('status')).toHaveText('Saved.');

  await kitchen.getByTestId('report-photo-input').setInputFiles(photoPath);
  await expect(kitchen.getByTestId('report-photo-list').getByRole('img')).toHaveCount(1);
  await expect(kitchen.getByTestId('report-photo-problems')).toHaveCount(0);

  const meters = page.getByTestId('report-meters');
  await meters.getByTestId('meters-electricity').fill('10234.5');
  await meters.getByTestId('meters-water').fill('88');
  await meters.getByRole('button', { name: 'Save the readings' }).click();
  await expect(meters.getByRole('status')).toHaveText('Saved.');

  await page.getByTestId('report-send').click();
  await expect(page.getByTestId('report-sent')).toBeVisible();
}

/** The owner, on the sent report's page: 'Confirm the report', which locks it and offers the PDF. */
export async function confirmReportAsOwner(page: Page): Promise<void> {
  await page.getByTestId('report-confirm').click();
  await expect(page.getByTestId('report-locked')).toBeVisible();
  await expect(page.getByTestId('report-pdf-link')).toHaveAttribute('href', /\/reports\/move-in\/pdf$/);
}
