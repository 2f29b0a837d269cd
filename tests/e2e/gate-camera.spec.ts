// The security desk scans a gate pass's QR code with the camera: Chromium's fake capture device plays a
// video of the pass's QR code (tests/e2e/pages/fake-camera.ts), the desk page decodes it and lets the visitor in.
// Its own file: the camera needs launch options, which apply to a whole file's browser.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chromiumPath } from './chromium-path';
import { registerAndSignIn } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { writeQrVideo } from './pages/fake-camera';
import { DeskPage, moveVisitToNow, setDeskPin } from './pages/gate-desk';
import { indiaDateFromToday } from './pages/properties-page';
import { rentHomesOfOneSociety } from './pages/visits-page';

const PIN = '482913';

// The desk's camera: Chromium's fake capture device plays a file written once the pass's code is known (the file
// is read when the camera opens).
const cameraFile = path.join(mkdtempSync(path.join(tmpdir(), 'ghomes-e2e-camera-')), 'pass.y4m');
writeQrVideo(cameraFile, 'NO PASS YET'); // the browser starts with a camera; the test writes the real pass

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${cameraFile}`],
  },
});

test('a booked visit, its QR code shown to the camera, the visitor arrived', async ({ page }) => {
  test.setTimeout(120_000);
  const person = await registerAndSignIn(page);
  const [home] = await rentHomesOfOneSociety();
  setDeskPin(home!.societyId, PIN);
  const start = new Date(`${indiaDateFromToday(3)}T11:00:00+05:30`);
  const booked = await page.request.post('/api/book-visit', {
    data: { listing_id: home!.listingId, property_id: home!.propertyId, society_id: home!.societyId, visit_start: start.toISOString(), visit_end: new Date(start.getTime() + 1_800_000).toISOString(), at_the_society: false },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { visit } = (await booked.json()) as { visit: { id: string } };
  await moveVisitToNow(visit.id);
  const [{ pass_code: code } = { pass_code: '' }] = await e2eQuery<{ pass_code: string }>('select pass_code from visits where id = $1', [visit.id]);
  writeQrVideo(cameraFile, `${code.slice(0, 4)}-${code.slice(4)}`);

  // The desk is another device; this one signs out of the tenant's account first.
  await page.context().clearCookies();
  const desk = new DeskPage(page);
  await desk.goto(home!.societyId);
  await desk.unlock(PIN);
  await page.getByRole('button', { name: 'Scan QR' }).click();
  await expect(desk.result).toHaveAttribute('data-result', 'arrived', { timeout: 20_000 });
  await expect(page.getByTestId('desk-visitor')).toHaveText(person.firstName);
  const [row] = await e2eQuery<{ checked_in_at: Date | null }>('select checked_in_at from visits where id = $1', [visit.id]);
  expect(row!.checked_in_at).not.toBeNull();
});
