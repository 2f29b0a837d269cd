// Visit day as a phone user and a security guard, at 390 px: book a visit and see its gate pass,
// reschedule it and see the new time everywhere (the card, Doors Unlocked, the e-mail and the WhatsApp); then on
// the visit's day the society's desk page (unlocked with the desk PIN) checks the code typed in (a camera-less
// device), and the tenant's card says 'Arrived'. The camera scan is tests/e2e/gate-camera.spec.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn } from './fixtures';
import { toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { DeskPage, moveVisitToNow, setDeskPin } from './pages/gate-desk';
import { indiaDateFromToday, PropertiesPage } from './pages/properties-page';
import { rentHomesOfOneSociety, ShortlistedPage, SocietyVisitsPage } from './pages/visits-page';

const PIN = '482913';
// VISIT_DAY_SCREENSHOTS=<dir>: the card with its pass, the desk page and the e-mails as PNGs, at 390 and 320 px.
const shots = process.env.VISIT_DAY_SCREENSHOTS;
async function screenshot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The India-time label of a slot, as the cards show it. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value);

test('book, see the pass, reschedule (new time everywhere), the desk checks the code, the card says Arrived', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const person = await registerAndSignIn(page);
  await e2eQuery(`update profiles set phone_verified_at = now() where lower(email) = lower($1)`, [person.email]);
  const [home] = await rentHomesOfOneSociety();
  expect(home).toBeTruthy();
  setDeskPin(home!.societyId, PIN);

  // Book through the booking sheet, 5 India days ahead at 11:00.
  const properties = new PropertiesPage(page);
  await page.goto(`/society/${home!.societyId}/properties`);
  await properties.card(home!.listingId).getByRole('button', { name: /^Unlock Door/ }).click();
  await properties.pickSlot(5, '11:00');
  await properties.bookingSheet.getByRole('button', { name: 'Confirm Visit' }).click();
  await expect(toast(page, 'Visit booked successfully!')).toBeVisible();
  const [visit] = await e2eQuery<{ id: string }>(`select v.id from visits v join profiles p on p.id = v.user_id where lower(p.email) = lower($1)`, [person.email]);

  // The card shows the pass: the code and its QR image, valid 10:30 AM to 12:00 PM.
  const visits = new SocietyVisitsPage(page);
  await page.goto(`/society-visits/${home!.societyId}`);
  // The visible card: right after a navigation a hidden copy of the previous render can linger for a moment.
  const card = visits.card(visit!.id).filter({ visible: true });
  const pass = card.getByTestId('gate-pass');
  await expect(pass).toContainText('Valid 10:30 AM to 12:00 PM.');
  const code = (await card.getByTestId('gate-pass-code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const qr = pass.getByRole('img', { name: `QR code of gate pass ${code}` });
  await expect(qr).toBeVisible();
  // Visible is not loaded: wait for the PNG's pixels (the route draws it on the first request).
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, 'visit-card-with-pass');

  // The confirmation e-mail carries the pass too.
  await expect.poll(async () => (await e2eQuery<{ text: string }>(`select text from outbox_messages where to_address = $1 and subject like 'Visit booked%'`, [person.email]))[0]?.text ?? '', { timeout: 30_000 }).toContain(`Gate pass: ${code}`);

  // Reschedule to 6 days ahead at 3:00 PM with the booking sheet's grid.
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const sheet = page.getByTestId('reschedule-sheet');
  await expect(sheet.getByRole('heading', { name: 'Reschedule Visit' })).toBeVisible();
  const newDate = indiaDateFromToday(6);
  const day = sheet.locator(`[role="radio"][data-date="${newDate}"]`);
  await expect(async () => {
    await day.click();
    await expect(day).toHaveAttribute('aria-checked', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const slot = sheet.getByTestId('slot-15:00');
  await expect(slot).toBeEnabled();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'reschedule-sheet');
  await sheet.getByRole('button', { name: 'Confirm Time' }).click();
  await expect(toast(page, 'Visit rescheduled')).toBeVisible();
  const [weekday, dayOfMonth, month] = dayLabel(newDate);
  await expect(card).toContainText(`${weekday}, ${dayOfMonth} ${month}`);
  await expect(card).toContainText('3:00 PM – 3:30 PM');
  await expect(card.getByTestId('gate-pass')).toContainText('Valid 2:30 PM to 4:00 PM.');

  // Everywhere: Doors Unlocked, the 'Door unlocked' button on the properties page, the e-mail and the WhatsApp.
  const shortlisted = new ShortlistedPage(page);
  await shortlisted.goto('doors-unlocked');
  await expect(shortlisted.societyCard(shortlisted.section('Upcoming Visits'), home!.societyName)).toContainText('3:00 PM');
  await page.goto(`/society/${home!.societyId}/properties`);
  await expect(properties.card(home!.listingId)).toContainText(`Door unlocked · ${weekday} ${dayOfMonth} ${month}, 3:00 PM`);
  const moved = async (channel: string) =>
    (await e2eQuery<{ text: string; html: string | null; subject: string | null }>(`select text, html, subject from outbox_messages where channel = $1 and (to_address = $2 or to_address = $3) and text like '%has moved%'`, [channel, person.email, `+91${person.phone}`]))[0];
  await expect.poll(async () => (await moved('email'))?.text ?? '', { timeout: 30_000 }).toContain(`Now: `);
  const email = (await moved('email'))!;
  expect(email.subject).toMatch(/^Visit rescheduled: .+ at 3:00 PM$/);
  expect(email.text).toContain(`Gate pass: ${code}`);
  await expect.poll(async () => (await moved('whatsapp'))?.text ?? '', { timeout: 30_000 }).toContain('Now: ');
  if (shots) {
    const texts = await e2eQuery<{ text: string }>(`select text from outbox_messages where channel = 'whatsapp' and to_address = $1 order by created_at`, [`+91${person.phone}`]);
    writeFileSync(`${shots}/whatsapp.txt`, texts.map((row) => row.text).join('\n\n----\n\n'));
    const mail = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await mail.setContent(email.html ?? '', { waitUntil: 'load' });
    await screenshot(mail, 'email-rescheduled');
    await mail.close();
  }

  // The visit's day: the slot is moved to the current half hour, as waiting for the real day would (the server's
  // clock cannot be faked in a production build); the pass window is then open.
  await moveVisitToNow(visit!.id);

  // The security desk: another device, signed in as nobody. Locked, a wrong PIN, then the right one.
  // A desk PC's browser (no phone user agent: the desk page is exempt from the desktop redirect) at 390 px.
  const deskContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const desk = new DeskPage(await deskContext.newPage());
  await desk.goto(home!.societyId);
  await expect(desk.page.getByRole('heading', { name: home!.societyName })).toBeVisible();
  await desk.unlock('000000');
  await expect(desk.page.locator('#desk-pin-error')).toHaveText('Wrong PIN. Please try again.');
  await screenshot(desk.page, 'desk-locked');
  await desk.unlock(PIN);
  await expect(desk.page.getByLabel('Gate pass code')).toBeVisible();

  // Typed in (no camera needed), in lower case and without the dash.
  await desk.check(code.toLowerCase().replace('-', ''));
  await expect(desk.result).toHaveAttribute('data-result', 'arrived');
  await expect(desk.result).toContainText('Arrived · let in');
  await expect(desk.page.getByTestId('desk-visitor')).toHaveText(person.firstName);
  await expect(desk.result).not.toContainText(person.lastName);
  await screenshot(desk.page, 'desk-arrived');
  // The same pass again: refused with the reason.
  await desk.check(code);
  await expect(desk.result).toHaveAttribute('data-result', 'refused');
  await expect(desk.result).toContainText('This pass was already used.');
  await screenshot(desk.page, 'desk-refused');
  await deskContext.close();

  // The tenant's card: 'Arrived', no pass, no Cancel.
  await page.goto(`/society-visits/${home!.societyId}`);
  await expect(card.getByTestId('visit-status')).toHaveText('Arrived');
  await expect(card.getByTestId('gate-pass')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cancel Visit' })).toHaveCount(0);
  await screenshot(page, 'visit-card-arrived');
});

