// The signed-in person's screens read true at phone widths: the header fits a long first name, the offer's done
// screen says where the confirmation went, a cancelled visit has its own place, the bottom navigation's
// 'Shortlisted' opens where the person's things are (with counts on both tabs), the 'Welcome Back' sheet keeps
// the typed e-mail, the reschedule sheet names the visit's own slot, WhatsApp verification reads like the login
// flow, back on the tenant profile's step 2 goes to step 1, and a heart's login says what it is for.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, registerAndSignIn, test } from './fixtures';
import { newPerson, toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { PropertiesPage } from './pages/properties-page';
import { insertVisitFor, rentHomesOfOneSociety, ShortlistedPage } from './pages/visits-page';
import { addCalendarDays, indiaToday } from '../../lib/time/india';

// TENANT_POLISH_SCREENSHOTS=<dir>: each changed screen as a PNG at 390 and 320 px.
const shots = process.env.TENANT_POLISH_SCREENSHOTS;
async function screenshot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function myId(page: Page): Promise<{ id: string; phone: string }> {
  const body = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string; phone: string } };
  return body.user;
}

/** A seeded society nobody has visited, with two Active rent homes; `offset` keeps the tests apart. */
async function freshHomes(offset: number) {
  const homes = await rentHomesOfOneSociety(offset);
  if (homes.length < 2) throw new Error('no seeded society with two Active rent listings');
  return homes as [(typeof homes)[number], (typeof homes)[number]];
}

test('the signed-in header fits a 12-letter first name from 320 to 412 px, with For Property Owner whole', async ({ page }) => {
  await registerAndSignIn(page, { ...newPerson('header'), firstName: 'Venkataraman' });
  for (const width of [320, 360, 375, 390, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
    const fit = await page.evaluate(() => {
      const owner = [...document.querySelectorAll<HTMLAnchorElement>('#site-header a')].find((link) => link.textContent === 'For Property Owner')!;
      const name = document.querySelector<HTMLElement>('a[aria-label="Your profile"] span')!;
      const ownerBox = owner.getBoundingClientRect();
      const profileBox = document.querySelector('a[aria-label="Your profile"]')!.getBoundingClientRect();
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        ownerInside: ownerBox.left >= 0 && ownerBox.right <= window.innerWidth,
        ownerTextWhole: owner.scrollWidth <= owner.clientWidth,
        noOverlap: profileBox.right <= ownerBox.left,
        nameShown: name.getBoundingClientRect().width >= 24,
      };
    });
    expect(fit.scrollWidth, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(fit.innerWidth);
    expect(fit, `at ${width} px`).toMatchObject({ ownerInside: true, ownerTextWhole: true, noOverlap: true, nameShown: true });
    if (shots) await page.screenshot({ path: `${shots}/header-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
  }
});

test("the offer's done screen says the confirmation went by e-mail only to an unverified number, with a way to verify", async ({ page }) => {
  const person = await registerAndSignIn(page);
  const me = await myId(page);
  const [home] = await freshHomes(23);
  await e2eQuery(
    `insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id, feedback)
     values ($1, date_trunc('hour', now()) - interval '2 days', date_trunc('hour', now()) - interval '2 days' + interval '30 minutes',
             'rental', 'completed', $2, $3, $4, 'shortlisted')`,
    [me.id, home.propertyId, home.societyId, home.listingId],
  );
  const profile = await page.request.post('/api/tenant-profile', {
    data: {
      first_name: 'x', last_name: 'x', email: 'x@example.com', phone: '9000000000', alternative_phone_number: '', short_bio: 'Quiet.',
      current_residing_city: 'Bangalore', occupation: 'Employed (Salaried)', employer_name: 'Infosys', nature_of_work: '', business_name: '',
      google_business_profile_url: '', institution_name: '', home_state: 'Karnataka', linkedin_profile: '', cibil_score: '', tenant_type: 'Single',
      number_of_adults: '1', number_of_children: '0', total_occupants: '', has_pet: false, consent_to_bg: true,
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);

  await page.goto('/shortlisted?tab=shortlisted');
  await page.getByRole('button', { name: /Send an Offer/ }).first().click();
  const sheet = page.getByTestId('offer-sheet');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByLabel('Monthly rent (₹)').fill('40000');
  await sheet.getByLabel('Security deposit (₹)').fill('120000');
  await sheet.getByLabel('Preferred move-in date').fill(addCalendarDays(indiaToday(), 7));
  await sheet.getByRole('button', { name: 'Review Offer' }).click();
  await sheet.getByRole('button', { name: 'Send Offer' }).click();

  await expect(sheet.getByRole('heading', { name: 'Offer Sent' })).toBeVisible();
  const confirmation = sheet.getByTestId('offer-confirmation');
  await expect(confirmation).toContainText(`We have sent a confirmation to your email (${person.email})`);
  await expect(confirmation).toContainText('Your WhatsApp number is not verified yet, so nothing was sent there.');
  await expect(sheet).not.toContainText('WhatsApp and email');
  await expect(confirmation.getByRole('link', { name: 'Verify WhatsApp number' })).toHaveAttribute('href', '/profile#whatsapp');
  await screenshot(page, 'offer-done');
});

test('a cancelled future visit sits under Cancelled Visits, not Past Visits, and no card counts it as upcoming', async ({ page }) => {
  const person = await registerAndSignIn(page);
  const [home] = await freshHomes(29);
  await insertVisitFor(person.email, home, 4, false, 'cancelled');

  const list = new ShortlistedPage(page);
  await list.goto('doors-unlocked');
  const card = list.societyCard(list.section('Cancelled Visits'), home.societyName);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('visit-group-cancelled')).toHaveText('1 cancelled visit');
  await expect(card).not.toContainText('upcoming visit');
  await expect(page.getByTestId('past-visits')).toHaveCount(0);
  await expect(page.getByTestId('upcoming-visits')).toHaveCount(0);
  await expect(list.tab('Doors Unlocked')).toHaveAccessibleName('Doors Unlocked 0');
  await screenshot(page, 'doors-unlocked-cancelled');
});

test("the bottom navigation's Shortlisted opens the Shortlisted tab for a person who only hearted homes; both tabs count, 44 px tall", async ({ page }) => {
  await registerAndSignIn(page);
  const [home] = await freshHomes(31);
  const hearted = await page.request.post('/api/shortlist/hearts', { data: { listing_id: home.listingId } });
  expect(hearted.ok(), await hearted.text()).toBeTruthy();

  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Shortlisted' }).click();
  await expect(page).toHaveURL(/\/shortlisted$/);
  const list = new ShortlistedPage(page);
  await expect(list.tab('Shortlisted')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('shortlist-card')).toHaveCount(1);
  await expect(page.getByTestId('visits-empty')).toHaveCount(0);
  await expect(list.tab('Shortlisted')).toHaveAccessibleName('Shortlisted 1');
  await expect(list.tab('Doors Unlocked')).toHaveAccessibleName('Doors Unlocked 0');
  for (const name of ['Doors Unlocked', 'Shortlisted'] as const) {
    expect((await list.tab(name).boundingBox())!.height, `${name} tab height`).toBeGreaterThanOrEqual(44);
  }
  // At 320 px each label with its count still fits its half of the bar.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const name of ['Doors Unlocked', 'Shortlisted'] as const) {
    expect(await list.tab(name).evaluate((tab) => tab.scrollWidth <= tab.clientWidth), `${name} fits at 320 px`).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'shortlisted-hearts-only');
});

test("back on the properties page's 'Welcome Back' sheet keeps the typed e-mail; a heart's login says what it is for", async ({ page }) => {
  const [home] = await freshHomes(37);
  const properties = new PropertiesPage(page);
  await page.goto(`/society/${home.societyId}/properties`);
  await properties.card(home.listingId).getByRole('button', { name: /^Unlock Door/ }).click();
  const sheet = page.getByTestId('welcome-back-sheet');
  await expect(sheet.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(sheet.getByText('Log in to unlock doors and set alerts for this society.')).toBeVisible();
  await sheet.getByLabel('Email Address').fill('kept.address@example.com');
  await page.goBack();
  await expect(sheet).toBeHidden();
  await properties.card(home.listingId).getByRole('button', { name: /^Unlock Door/ }).click();
  await expect(sheet.getByLabel('Email Address')).toHaveValue('kept.address@example.com');
  await page.goBack();
  await expect(sheet).toBeHidden();

  await properties.card(home.listingId).getByTestId('heart-button').click();
  await expect(sheet.getByText('Log in to shortlist this home.')).toBeVisible();
  await screenshot(page, 'welcome-back-heart');
});

test("'Save search' opens the login saying what it is for", async ({ page }) => {
  await page.goto('/search?type=filtered&zone=Bengaluru+South&maxBudget=50000&bhk=3');
  await page.locator('#main').getByTestId('save-search').first().click();
  await expect(page.getByText('Log in to save this search.')).toBeVisible();
});

test("the reschedule sheet marks the visit's own slot 'Your visit' and says 'Current time'", async ({ page }) => {
  const person = await registerAndSignIn(page);
  const [home] = await freshHomes(41);
  const visitId = await insertVisitFor(person.email, home, 3);
  await page.goto(`/society-visits/${home.societyId}`);
  const card = page.locator(`[data-testid="visit-card"][data-visit-id="${visitId}"]`);
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const sheet = page.getByTestId('reschedule-sheet');
  await expect(sheet.getByRole('heading', { name: 'Reschedule Visit' })).toBeVisible();
  await expect(sheet.getByTestId('reschedule-current')).toHaveText(/^Current time: .+11:00 AM/);
  await expect(sheet).not.toContainText(' · now ');
  const own = sheet.getByTestId('slot-11:00');
  await expect(own).toHaveText(/Your visit/);
  await expect(own).not.toContainText('Booked');
  await screenshot(page, 'reschedule');
});

test("'Verify WhatsApp number': one format for the number, a mistyped code reads as in the login flow, the badge says what is verified", async ({ page }) => {
  const person = await registerAndSignIn(page);
  await page.goto('/profile');
  const shown = `+91 ${person.phone.slice(0, 5)} ${person.phone.slice(5)}`;
  await expect(page.getByTestId('profile-phone')).toHaveText(shown);
  await expect(page.getByTestId('verified-by')).toHaveText('E-mail verified');
  await page.getByRole('button', { name: 'Verify WhatsApp number' }).click();
  await expect(toast(page, 'OTP Sent')).toContainText(`OTP sent to ${shown} via WhatsApp`);
  await expect(page.getByTestId('whatsapp-code-sent-to')).toHaveText(`Enter the 6-digit code sent by WhatsApp to ${shown}.`);
  await page.getByRole('textbox', { name: 'WhatsApp verification code' }).pressSequentially('000000');
  await expect(toast(page, 'Error')).toContainText('That code is not right. Check the 6 digits in the WhatsApp message and try again.');
  await screenshot(page, 'profile-whatsapp');
});

test("back on the tenant profile's step 2 goes to step 1, not out of the form", async ({ page }) => {
  await registerAndSignIn(page);
  await page.goto('/tenant-profile');
  await page.getByRole('button', { name: 'Create Tenant Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Personal & Contact' })).toBeVisible();
  await page.getByLabel(/Current city/).fill('Bangalore');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Occupation' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Personal & Contact' })).toBeVisible();
  await expect(page).toHaveURL(/\/tenant-profile$/);
  await expect(page.getByLabel(/Current city/)).toHaveValue('Bangalore');
  await screenshot(page, 'tenant-profile-back');
});
