// Offers are final, so they must be right: amounts take digits and separators only ('4O,000' is an error, never
// ₹4,000), a review step reads the offer back before it is sent, and the tenant finds every sent offer from the
// shortlist card and from the profile. The phone's back button closes an open sheet (keeping the chosen slot)
// and only a second back leaves the page.
import { expect, registerAndSignIn, test } from './fixtures';
import { claimSocieties, unclaimed } from './pages/claims';
import { e2eQuery } from './pages/e2e-database';
import { PropertiesPage, indiaDateFromToday } from './pages/properties-page';
import { rentHomesOfOneSociety } from './pages/visits-page';
import { formatCalendarDay } from '../../lib/time/india';

const PROFILE = {
  alternative_phone_number: '',
  short_bio: '',
  current_residing_city: 'Bangalore',
  occupation: 'Employed (Salaried)',
  employer_name: 'Infosys',
  home_state: 'Kerala',
  tenant_type: 'Single',
  has_pet: false,
  consent_to_bg: false,
};

test('an offer is typed, refused for a letter O, read back, sent, and listed from the card and the profile', async ({ page }) => {
  const person = await registerAndSignIn(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string; firstName: string; lastName: string; phone: string } };
  const created = await page.request.post('/api/tenant-profile', {
    data: { ...PROFILE, first_name: person.firstName, last_name: person.lastName, email: person.email, phone: person.phone },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [home] = await rentHomesOfOneSociety(11);
  if (!home) throw new Error('no seeded society with Active rent listings');
  await e2eQuery(
    `insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id, feedback)
     values ($1, date_trunc('hour', now()) - interval '3 days', date_trunc('hour', now()) - interval '3 days' + interval '30 minutes',
             'rental', 'completed', $2, $3, $4, 'shortlisted')`,
    [me.user.id, home.propertyId, home.societyId, home.listingId],
  );

  await page.goto('/shortlisted?tab=shortlisted');
  await page.getByRole('button', { name: /Send an Offer/ }).first().click();
  const sheet = page.getByTestId('offer-sheet');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByLabel('Monthly rent (₹)').fill('4O,000');
  await sheet.getByLabel('Security deposit (₹)').fill('1,50,000');
  const moveIn = indiaDateFromToday(20);
  await sheet.getByLabel('Preferred move-in date').fill(moveIn);
  await sheet.getByRole('button', { name: 'Review Offer' }).click();
  await expect(sheet.getByText('Amounts can only contain digits, for example 40,000.')).toBeVisible();
  await expect(sheet.getByTestId('offer-review')).toHaveCount(0);

  await sheet.getByLabel('Monthly rent (₹)').fill('40,000');
  await sheet.getByRole('button', { name: 'Review Offer' }).click();
  const day = formatCalendarDay(moveIn);
  await expect(sheet.getByTestId('offer-summary')).toHaveText(`You offer ₹40,000 a month, ₹1,50,000 deposit, moving in ${day}. Offers are final.`);
  // 'Edit' goes back with everything kept.
  await sheet.getByRole('button', { name: 'Edit' }).click();
  await expect(sheet.getByLabel('Monthly rent (₹)')).toHaveValue('40,000');
  await sheet.getByRole('button', { name: 'Review Offer' }).click();
  await sheet.getByRole('button', { name: 'Send Offer' }).click();
  await expect(sheet.getByRole('heading', { name: 'Offer Sent' })).toBeVisible();
  // 'See your offers' on the done screen: the offer sheet closes, 'Your offers' opens with this offer first.
  await sheet.getByRole('button', { name: 'See your offers' }).click();
  await expect(sheet).toBeHidden();
  const offers = page.getByTestId('sent-offers-sheet');
  await expect(offers.getByTestId('sent-offer').first()).toContainText('₹40,000 a month');
  await offers.getByRole('button', { name: 'Close' }).first().click();
  await expect(offers).toBeHidden();

  // 'View your offer' on the card is a 44 px control.
  const viewOffer = page.getByTestId('view-offer').first();
  expect((await viewOffer.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await viewOffer.click();
  const offer = offers.getByTestId('sent-offer').first();
  await expect(offer).toContainText('₹40,000 a month');
  await expect(offer).toContainText('₹1,50,000');
  await expect(offer).toContainText(day);
  await expect(offer.getByTestId('sent-offer-status')).toHaveText('Pending');

  // The phone's back button closes this sheet and stays on the page.
  await page.goBack();
  await expect(offers).toBeHidden();
  await expect(page).toHaveURL(/\/shortlisted\?tab=shortlisted$/);

  await page.goto('/profile');
  expect((await page.getByTestId('your-offers').boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.getByTestId('your-offers').click();
  await expect(page.getByTestId('sent-offers-sheet').getByTestId('sent-offer')).toHaveCount(1);
  await expect(page.getByTestId('sent-offers-sheet').getByTestId('sent-offer')).toContainText('₹40,000 a month');
});

test('back closes the booking sheet and keeps the chosen slot; a second back leaves the page', async ({ page }) => {
  await registerAndSignIn(page);
  const [home] = await rentHomesOfOneSociety(13);
  if (!home) throw new Error('no seeded society with Active rent listings');
  await page.goto('/');
  await page.goto(`/society/${home.societyId}/properties`);
  const properties = new PropertiesPage(page);
  const card = properties.card(home.listingId);
  await card.getByRole('button', { name: /^Unlock Door/ }).click();
  const sheet = properties.bookingSheet;
  await expect(sheet.getByRole('heading', { name: 'Book a Visit' })).toBeVisible();
  const date = await properties.pickSlot(3, '11:00');

  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/society/${home.societyId}/properties`));

  await card.getByRole('button', { name: /^Unlock Door/ }).click();
  await expect(sheet.locator(`[role="radio"][data-date="${date}"]`)).toHaveAttribute('aria-checked', 'true');
  await expect(sheet.getByTestId('slot-11:00')).toHaveAttribute('aria-pressed', 'true');

  // Closing with the X takes the sheet's history entry away again: one back now leaves the page.
  await sheet.getByRole('button', { name: 'Close' }).first().click();
  await expect(sheet).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('back closes the offer sheet and keeps the typed offer and its step; reopened, it carries on', async ({ page }) => {
  const person = await registerAndSignIn(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const created = await page.request.post('/api/tenant-profile', {
    data: { ...PROFILE, first_name: person.firstName, last_name: person.lastName, email: person.email, phone: person.phone },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [home] = await rentHomesOfOneSociety(23);
  if (!home) throw new Error('no seeded society with Active rent listings');
  await e2eQuery(
    `insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id, feedback)
     values ($1, date_trunc('hour', now()) - interval '3 days', date_trunc('hour', now()) - interval '3 days' + interval '30 minutes',
             'rental', 'completed', $2, $3, $4, 'shortlisted')`,
    [me.user.id, home.propertyId, home.societyId, home.listingId],
  );

  await page.goto('/shortlisted?tab=shortlisted');
  const sendOffer = page.getByRole('button', { name: /Send an Offer/ }).first();
  await sendOffer.click();
  const sheet = page.getByTestId('offer-sheet');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByLabel('Monthly rent (₹)').fill('38,500');
  await sheet.getByLabel('Security deposit (₹)').fill('1,20,000');
  const moveIn = indiaDateFromToday(15);
  await sheet.getByLabel('Preferred move-in date').fill(moveIn);
  await sheet.getByLabel(/Message to the owner/).fill('A quiet couple, both working.');

  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/shortlisted\?tab=shortlisted$/);

  // Reopened: straight back at the offer form (not the guidelines), with everything typed.
  await sendOffer.click();
  await expect(sheet).toHaveAttribute('data-step', 'offer');
  await expect(sheet.getByLabel('Monthly rent (₹)')).toHaveValue('38,500');
  await expect(sheet.getByLabel('Security deposit (₹)')).toHaveValue('1,20,000');
  await expect(sheet.getByLabel('Preferred move-in date')).toHaveValue(moveIn);
  await expect(sheet.getByLabel(/Message to the owner/)).toHaveValue('A quiet couple, both working.');

  // At the review too: back, and the reopened sheet reads the same offer back.
  await sheet.getByRole('button', { name: 'Review Offer' }).click();
  await expect(sheet.getByTestId('offer-review')).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/shortlisted\?tab=shortlisted$/);
  await sendOffer.click();
  await expect(sheet.getByTestId('offer-summary')).toContainText('You offer ₹38,500 a month, ₹1,20,000 deposit');

  // Closed with the X, the same.
  await sheet.getByRole('button', { name: 'Edit' }).click();
  await expect(sheet.getByLabel('Monthly rent (₹)')).toHaveValue('38,500');
  await sheet.getByRole('button', { name: 'Close' }).first().click();
  await expect(sheet).toBeHidden();
  await sendOffer.click();
  await expect(sheet.getByLabel('Monthly rent (₹)')).toHaveValue('38,500');
  await expect(sheet.getByLabel(/Message to the owner/)).toHaveValue('A quiet couple, both working.');
});

test('back closes the gallery and keeps the photo shown; reopened from the same photo, it is still there', async ({ page }) => {
  // Claimed: a spec on the other worker that answers an offer or lets a home must not take this society's listing.
  const [row] = await claimSocieties<{ society_id: string; id: string }>(
    `select l.society_id, l.id from property_rent_listings l join properties p on p.id = l.property_id
     where l.listing_status = 'Active' and l.video_playback_id is null and jsonb_array_length(p.photos) > 2
       and ${unclaimed('l.society_id')} order by l.id limit 1`,
  );
  if (!row) throw new Error('no seeded listing with three photos');
  await page.goto('/');
  await page.goto(`/society/${row.society_id}/properties`);
  const card = page.locator(`[data-listing-id="${row.id}"]`);
  await card.getByRole('button', { name: /^Open photo 1 of/ }).click();
  const gallery = page.getByTestId('property-gallery');
  await expect(gallery.getByTestId('gallery-counter')).toHaveText(/^1 \/ \d+$/);
  await gallery.getByRole('button', { name: 'Photo 3', exact: true }).click();
  await expect(gallery.getByTestId('gallery-counter')).toHaveText(/^3 \/ \d+$/);

  await page.goBack();
  await expect(gallery).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/society/${row.society_id}/properties$`));

  await card.getByRole('button', { name: /^Open photo 1 of/ }).click();
  await expect(gallery.getByTestId('gallery-counter')).toHaveText(/^3 \/ \d+$/);
  await expect(gallery.getByTestId('gallery-label')).toHaveText('Gallery');

  // Closed with the X, the same; a second back then leaves the page.
  await gallery.getByRole('button', { name: 'Close' }).click();
  await expect(gallery).toBeHidden();
  await card.getByRole('button', { name: /^Open photo 1 of/ }).click();
  await expect(gallery.getByTestId('gallery-counter')).toHaveText(/^3 \/ \d+$/);
  await page.goBack();
  await expect(gallery).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('back closes the login sheet and keeps the typed e-mail; a second back leaves the page', async ({ page }) => {
  await page.goto('/');
  await page.goto('/about');
  const panel = page.getByTestId('login-panel');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await panel.getByLabel('Email Address').fill('back.button@example.com');

  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(panel.getByLabel('Email Address')).toHaveValue('back.button@example.com');
  await page.goBack();
  await expect(panel).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
