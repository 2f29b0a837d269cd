// Visit day, the parts a guard sees, at 390 px: the gate pass on the tenant's card says what to do with it (show it
// to the guard at the gate where the society has no security desk; at the desk where it has one), and the desk
// page is a kiosk: no site header, footer or bottom navigation, a pass for a later day says from when it is valid,
// and 'Lock desk' goes back to the PIN screen and ends the old session on the server.
import { mkdirSync } from 'node:fs';
import { expect, request, test, type Locator, type Page } from '@playwright/test';
import { registerAndSignIn } from './fixtures';
import { toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { DeskPage, setDeskPin } from './pages/gate-desk';
import { indiaDateFromToday, PropertiesPage } from './pages/properties-page';
import { rentHomesOfOneSociety, SocietyVisitsPage } from './pages/visits-page';

const PIN = '730194';
// GATE_KIOSK_SCREENSHOTS=<dir>: the card's pass and the desk page as PNGs at 390 and 320 px (the desk also at 768).
const shots = process.env.GATE_KIOSK_SCREENSHOTS;
async function screenshot(page: Page, name: string, widths = [390, 320], element?: Locator) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 768 ? 1024 : width === 390 ? 844 : 640 });
    const path = `${shots}/${name}-${width}.png`;
    // A card alone, without the fixed bottom navigation drawn over it.
    if (element) await element.screenshot({ path, style: 'nav[aria-label="Primary"] { display: none !important; }' });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** 'Sat 28 Nov' for a calendar date, as the desk writes it. */
function dayLabel(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(noon);
  return `${part({ weekday: 'short' })} ${noon.getUTCDate()} ${part({ month: 'short' })}`;
}

test('the pass says where to show it; the desk is a kiosk; an early pass says from when; Lock desk ends the session', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await registerAndSignIn(page);
  const [home] = await rentHomesOfOneSociety(2);
  expect(home).toBeTruthy();
  const societyId = home!.societyId;
  expect(await e2eQuery(`select 1 from society_gate_desks where society_id = $1`, [societyId])).toEqual([]);

  // Book 5 India days ahead at 11:00 through the booking sheet.
  const properties = new PropertiesPage(page);
  await page.goto(`/society/${societyId}/properties`);
  await properties.card(home!.listingId).getByRole('button', { name: /^Unlock Door/ }).click();
  const date = await properties.pickSlot(5, '11:00');
  expect(date).toBe(indiaDateFromToday(5));
  await properties.bookingSheet.getByRole('button', { name: 'Confirm Visit' }).click();
  await expect(toast(page, 'Visit booked successfully!')).toBeVisible();
  const [visit] = await e2eQuery<{ id: string }>(`select id from visits where society_id = $1 and status <> 'cancelled' order by created_at desc limit 1`, [societyId]);

  // No security desk (every seeded society): the pass is for the guard at the gate.
  const visits = new SocietyVisitsPage(page);
  await page.goto(`/society-visits/${societyId}`);
  const card = visits.card(visit!.id).filter({ visible: true });
  await expect(card.getByTestId('gate-pass-instruction')).toHaveText('Show this pass to the guard at the society gate: it has your visit time and code. Valid 10:30 AM to 12:00 PM.');
  const code = (await card.getByTestId('gate-pass-code').textContent())!.trim();
  await screenshot(page, 'pass-no-desk', [390, 320], card);

  // The society sets up a desk: the pass is checked there.
  setDeskPin(societyId, PIN);
  await page.reload();
  await expect(visits.card(visit!.id).filter({ visible: true }).getByTestId('gate-pass-instruction')).toHaveText(
    'Show this code or its QR code at the security desk; the guard checks it there. Valid 10:30 AM to 12:00 PM.',
  );
  await screenshot(page, 'pass-with-desk', [390, 320], visits.card(visit!.id).filter({ visible: true }));

  // The guard's tablet: the desk page carries none of the tenant site's chrome.
  const guard = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const desk = new DeskPage(await guard.newPage());
  await desk.goto(societyId);
  await expect(desk.page.getByRole('heading', { name: home!.societyName })).toBeVisible();
  await expect(desk.page.getByLabel('Desk PIN')).toBeFocused();
  await expect(desk.page.locator('#site-header')).toHaveCount(0);
  await expect(desk.page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0);
  await expect(desk.page.locator('footer')).toHaveCount(0);
  await expect(desk.page.getByRole('link', { name: /home/i })).toHaveCount(0);
  await screenshot(desk.page, 'desk-locked', [390, 320, 768]);

  await desk.unlock(PIN);
  const lockButton = desk.page.getByRole('button', { name: 'Lock desk' });
  await expect(lockButton).toBeVisible();
  expect((await lockButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // A pass for another day: refused, saying from when it is valid (India time).
  await desk.check(code);
  await expect(desk.page.getByTestId('desk-refusal')).toHaveText(`This pass is not valid yet: it is valid from ${dayLabel(date)}, 10:30 AM (India time).`);
  await screenshot(desk.page, 'desk-not-valid-yet', [390, 320, 768]);

  // The desk's session, as a copied cookie would present it: it checks codes now...
  const session = (await guard.cookies()).find((cookie) => cookie.name === 'gate_desk')!.value;
  const api = await request.newContext({ baseURL });
  const checkWithOldSession = () => api.post(`/api/gate/${societyId}/check`, { data: { code }, headers: { cookie: `gate_desk=${session}` } });
  expect((await (await checkWithOldSession()).json()).error.code).toBe('pass_not_yet_valid');

  // ...and 'Lock desk' returns to the PIN screen and ends it on the server.
  await lockButton.click();
  await expect(desk.page.getByTestId('desk-pin-form')).toBeVisible();
  await expect(desk.page.getByLabel('Desk PIN')).toBeFocused();
  await expect(desk.page.getByRole('button', { name: 'Lock desk' })).toHaveCount(0);
  expect((await guard.cookies()).find((cookie) => cookie.name === 'gate_desk')).toBeUndefined();
  const refused = await checkWithOldSession();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe('desk_locked');
  await desk.page.reload();
  await expect(desk.page.getByTestId('desk-pin-form')).toBeVisible();
  await api.dispose();
  await guard.close();
});
