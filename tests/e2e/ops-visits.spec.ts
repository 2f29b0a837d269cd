// The visits board: an agent at the gate (a 390 px phone) or at a laptop (1280 px) finds today's visit of its
// society, marks it 'Door unlocked', and the tenant's visit card shows it. The visit is inserted into the e2e
// database for today at 11:00 India time ('Door unlocked' is accepted all day long on the visit's day).
// OPS_VISITS_SCREENSHOTS=<dir> saves the board at 1280, 390 and 320 px and the tenant's card.
import type { Page } from '@playwright/test';
import { expect, registerAndSignIn, test } from './fixtures';
import { signInAsStaff } from './pages/staff';
import { insertVisitFor, rentHomesOfOneSociety, SocietyVisitsPage } from './pages/visits-page';

const shots = process.env.OPS_VISITS_SCREENSHOTS;

async function screenshot(page: Page, name: string, widths: number[]) {
  if (!shots) return;
  const viewport = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width >= 1000 ? 800 : 844 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewport);
}

for (const [width, height, offset] of [
  [390, 844, 0],
  [1280, 800, 1],
] as const) {
  test(`at ${width} px an agent marks a visit 'Door unlocked' and the tenant's card shows it`, async ({ page, browser }) => {
    const [home] = await rentHomesOfOneSociety(offset);
    const tenant = await registerAndSignIn(page);
    const visitId = await insertVisitFor(tenant.email, home!, 0);

    const agentContext = await browser.newContext({ viewport: { width, height } });
    const agent = await agentContext.newPage();
    await signInAsStaff(agent, 'agent', [home!.societyId]);
    await agent.goto('/ops/visits');
    await expect(agent.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible();

    // A card on the phone, a table row on the laptop: the same visit, the tenant's first name only.
    const row = width < 768 ? agent.locator(`[data-testid="board-card"][data-visit-id="${visitId}"]`) : agent.getByRole('row').filter({ hasText: home!.societyName });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('board-first-name')).toHaveText(tenant.firstName);
    await expect(row).not.toContainText(tenant.lastName);
    await expect(row.getByTestId('board-gate')).toHaveText('Not yet');
    await screenshot(agent, `board-before-${width}`, width < 768 ? [390, 320] : [1280]);

    const unlock = row.getByRole('button', { name: /^Door unlocked for / });
    expect((await unlock.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await unlock.click();
    await expect(row.getByTestId('board-gate')).toContainText('Door unlocked');
    // Focus moves to the row's next button, not back to the top of the page.
    await expect(row.getByRole('button', { name: /^Undo the mark for / })).toBeFocused();
    await expect(row.getByRole('button', { name: /^Door unlocked for / })).toHaveCount(0);
    await screenshot(agent, `board-after-${width}`, width < 768 ? [390, 320] : [1280]);
    await agentContext.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/society-visits/${home!.societyId}`);
    const card = new SocietyVisitsPage(page).card(visitId);
    await expect(card.getByTestId('visit-desk-mark')).toContainText('Door unlocked');
    if (shots) await card.screenshot({ path: `${shots}/tenant-card-${width}.png` });
  });
}
