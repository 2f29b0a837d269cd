// The desk's one search and a person in one place: at 1280 and 390 px a manager types a tenant's phone the way
// people say it (+91, a space in the middle) into the box in the desk's frame, finds the tenant, opens their page
// and sees their visit of tomorrow (inserted into the e2e database), which opens the visits board of that day.
import { expect, registerAndSignIn, test } from './fixtures';
import { signInAsStaff } from './pages/staff';
import { insertVisitFor, rentHomesOfOneSociety } from './pages/visits-page';

for (const [width, height, offset] of [
  [1280, 800, 0],
  [390, 844, 1],
] as const) {
  test(`at ${width} px a manager finds a tenant by phone, opens their page and sees their visit`, async ({ page, browser }) => {
    const [home] = await rentHomesOfOneSociety(offset);
    const tenant = await registerAndSignIn(page);
    const visitId = await insertVisitFor(tenant.email, home!, 1);

    const managerContext = await browser.newContext({ viewport: { width, height } });
    const manager = await managerContext.newPage();
    await signInAsStaff(manager, 'manager');
    await manager.goto('/ops');

    // The box is in the desk's frame at every width, inside the screen, with a 44 px field and button.
    const box = manager.getByRole('searchbox', { name: 'Search the desk' });
    await expect(box).toBeVisible();
    const boxSize = (await box.boundingBox())!;
    expect(boxSize.height).toBeGreaterThanOrEqual(44);
    expect(boxSize.x + boxSize.width).toBeLessThanOrEqual(width);
    expect((await manager.getByRole('button', { name: 'Search', exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

    const typed = `+91 ${tenant.phone.slice(0, 5)} ${tenant.phone.slice(5)}`;
    await box.fill(typed);
    await box.press('Enter');
    await expect(manager).toHaveURL(/\/ops\/search\?q=/);
    await expect(manager.getByRole('heading', { level: 1, name: `Search: ${typed}` })).toBeVisible();
    // The box keeps what was searched.
    await expect(manager.getByRole('searchbox', { name: 'Search the desk' })).toHaveValue(typed);

    const result = manager.getByTestId('search-tenant');
    await expect(result).toHaveCount(1);
    await expect(result).toContainText(`${tenant.firstName} ${tenant.lastName}`);
    await expect(result).toContainText('Phone matches');
    expect((await result.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Nothing on the page is wider than the screen.
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await result.click();
    await expect(manager).toHaveURL(/\/ops\/people\/[0-9a-f-]{36}$/);
    await expect(manager.getByRole('heading', { level: 1, name: `${tenant.firstName} ${tenant.lastName}` })).toBeVisible();
    await expect(manager.getByRole('region', { name: 'Account and profile' })).toContainText(tenant.email);

    const visits = manager.getByTestId('person-visits');
    await expect(visits.getByRole('heading', { name: /^Visits/ })).toBeVisible();
    const visit = visits.getByTestId('person-visit');
    await expect(visit).toHaveCount(1);
    await expect(visit).toContainText(home!.societyName);
    await expect(visit).toContainText('Booked');
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The visit opens the board on its day and society, where it is.
    await visit.getByRole('link').click();
    await expect(manager).toHaveURL(new RegExp(`/ops/visits\\?date=\\d{4}-\\d{2}-\\d{2}&society=${home!.societyId}`));
    await expect(manager.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible();
    const onBoard = width < 768 ? manager.locator(`[data-testid="board-card"][data-visit-id="${visitId}"]`) : manager.getByRole('row').filter({ hasText: home!.societyName });
    await expect(onBoard).toBeVisible();
    await managerContext.close();
  });
}
