import { expect, registerAndSignIn, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { liveCampaign, FestivalPage } from './pages/festival-page';
import { indiaDateFromToday } from './pages/properties-page';
import { insertVisitFor, rentHomesOfOneSociety } from './pages/visits-page';

const LONG = Array.from({ length: 8 }, (_, i) => `Note line ${i + 1}: balcony faces the park; the kitchen chimney needs work.`).join('\n');

for (const size of [{ width: 390, height: 844 }, { width: 320, height: 640 }]) {
  test(`screens ${size.width}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const shot = (name: string) => page.screenshot({ path: `/tmp/shots21/${size.width}-${name}.png` });
    const person = await registerAndSignIn(page);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    const [home, second] = await rentHomesOfOneSociety(size.width === 390 ? 21 : 23);
    await e2eQuery(
      `insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id, feedback)
       values ($1, date_trunc('hour', now()) - interval '3 days', date_trunc('hour', now()) - interval '3 days' + interval '30 minutes', 'rental', 'completed', $2, $3, $4, 'shortlisted')`,
      [me.user.id, home!.propertyId, home!.societyId, home!.listingId],
    );
    const up = await insertVisitFor(person.email, second!, 4);
    await insertVisitFor(person.email, home!, 6, false, 'cancelled');
    await e2eQuery('update visits set notes = $2 where id = $1', [up, LONG]);

    // Tenant profile with a blocking error revealed.
    await page.goto('/tenant-profile');
    await page.getByRole('button', { name: 'Create Tenant Profile' }).click();
    const form = page.getByTestId('tenant-profile-form');
    await form.getByRole('button', { name: 'Next', exact: true }).click();
    await form.getByRole('button', { name: 'Next', exact: true }).click({ force: true });
    await expect(form.getByText('Please enter your employer name')).toBeVisible();
    await page.waitForTimeout(600);
    await shot('tenant-step2-errors');

    // Offer sheet: profile step, review, sent offers.
    await page.goto('/shortlisted?tab=shortlisted');
    await page.getByRole('button', { name: /Send an Offer/ }).first().click();
    const sheet = page.getByTestId('offer-sheet');
    await sheet.getByRole('button', { name: 'Create Tenant Profile' }).click();
    await sheet.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(sheet.getByLabel('Employer name')).toBeVisible();
    await page.waitForTimeout(600);
    await shot('offer-profile-step2');
    await sheet.getByLabel('Employer name').fill('Infosys');
    await sheet.getByLabel('Home state').selectOption('Kerala');
    await sheet.getByRole('button', { name: 'Next', exact: true }).click();
    await sheet.getByRole('radio', { name: 'Single' }).check();
    await sheet.getByRole('radio', { name: 'No' }).check();
    await page.waitForTimeout(400);
    await shot('offer-profile-step3');
    await sheet.getByRole('button', { name: 'Create Profile' }).click();
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await sheet.getByLabel('Monthly rent (₹)').fill('4O,000');
    await sheet.getByLabel('Security deposit (₹)').fill('1,50,000');
    await sheet.getByLabel('Preferred move-in date').fill(indiaDateFromToday(20));
    await sheet.getByRole('button', { name: 'Review Offer' }).click();
    await page.waitForTimeout(400);
    await shot('offer-letter-o');
    await sheet.getByLabel('Monthly rent (₹)').fill('40,000');
    await sheet.getByRole('button', { name: 'Review Offer' }).click();
    await page.waitForTimeout(400);
    await shot('offer-review');
    await sheet.getByRole('button', { name: 'Send Offer' }).click();
    await sheet.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(sheet).toBeHidden();
    await shot('shortlist-card-sent');
    await page.getByTestId('view-offer').first().click();
    await expect(page.getByTestId('sent-offer').first()).toBeVisible();
    await page.waitForTimeout(600);
    await shot('sent-offers');

    await page.goto('/profile');
    await shot('profile');

    await page.goto(`/society-visits/${home!.societyId}`);
    await page.waitForTimeout(400);
    await shot('society-visits');
    await page.goto('/shortlisted?tab=doors-unlocked');
    await page.waitForTimeout(400);
    await shot('doors-unlocked');
    await page.goto(`/society/${second!.societyId}/properties`);
    await expect(page.getByRole('button', { name: /Door unlocked/ }).first()).toBeVisible();
    await page.getByRole('button', { name: /Door unlocked/ }).first().scrollIntoViewIfNeeded();
    await shot('door-unlocked');

    await page.goto('/summitt/ganesha');
    await shot('festival-ended');
    const festival = new FestivalPage(page);
    await festival.open(await liveCampaign());
    await festival.getStarted();
    await festival.chooseRole('Tenant');
    await page.waitForTimeout(400);
    await shot('festival-phone');
  });
}
