// Before a visit and before an offer, the tenant reads where the owner's preferences differ from their tenant
// profile ('The owner prefers bachelors; your tenant profile says Family.'), and can still go on: a note, never a
// block. At 390 and 320 px.
import { expect, registerAndSignIn, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { rentHomesOfOneSociety } from './pages/visits-page';

const PROFILE = {
  alternative_phone_number: '',
  short_bio: '',
  current_residing_city: 'Bangalore',
  occupation: 'Employed (Salaried)',
  employer_name: 'Infosys',
  home_state: 'Kerala',
  tenant_type: 'Family',
  number_of_adults: '2',
  number_of_children: '1',
  has_pet: true,
  consent_to_bg: false,
};

const PREFERS_BACHELORS = 'The owner prefers bachelors; your tenant profile says Family.';
const NO_PETS = 'The owner does not allow pets; your tenant profile says you have one.';

for (const width of [390, 320]) {
  test(`at ${width} px: the booking and offer sheets say the owner prefers bachelors and no pets, and let the family go on`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    const person = await registerAndSignIn(page);
    const created = await page.request.post('/api/tenant-profile', {
      data: { ...PROFILE, first_name: person.firstName, last_name: person.lastName, email: person.email, phone: person.phone },
    });
    expect(created.status(), await created.text()).toBe(201);
    const [home] = await rentHomesOfOneSociety(width === 320 ? 13 : 12);
    if (!home) throw new Error('no seeded society with Active rent listings');
    await e2eQuery(`update property_rent_listings set preferred_tenant = '{Bachelors}', pets_allowed = false where id = $1`, [home.listingId]);
    // The properties page is cached for everyone: the desk's edits revalidate it, as this does.
    const revalidated = await page.request.post('/api/revalidate', {
      data: { society_id: home.societyId },
      headers: { Authorization: `Bearer ${process.env.REVALIDATE_SECRET}` },
    });
    expect(revalidated.ok(), await revalidated.text()).toBeTruthy();

    // Booking: the note sits in the sheet, and a slot can still be chosen.
    await page.goto(`/society/${home.societyId}/properties`);
    const card = page.locator(`[data-testid="property-card"][data-listing-id="${home.listingId}"]`);
    await card.getByRole('button', { name: /^Unlock Door/ }).click();
    const booking = page.getByTestId('booking-sheet');
    const bookingNote = booking.getByTestId('home-fit-note');
    await expect(bookingNote).toContainText(PREFERS_BACHELORS);
    await expect(bookingNote).toContainText(NO_PETS);
    await expect(bookingNote).toContainText('You can still book a visit; the owner decides.');
    const box = (await bookingNote.boundingBox())!;
    expect(box.x + box.width, 'the note fits the screen').toBeLessThanOrEqual(width);
    await page.goBack();
    await expect(booking).toBeHidden();

    // Offer: after a visit the tenant shortlisted, the offer sheet says the same before anything is typed.
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    await e2eQuery(
      `insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id, feedback)
       values ($1, date_trunc('hour', now()) - interval '3 days', date_trunc('hour', now()) - interval '3 days' + interval '30 minutes',
               'rental', 'completed', $2, $3, $4, 'shortlisted')`,
      [me.user.id, home.propertyId, home.societyId, home.listingId],
    );
    await page.goto('/shortlisted?tab=shortlisted');
    await page.getByRole('button', { name: /Send an Offer/ }).first().click();
    const offer = page.getByTestId('offer-sheet');
    await expect(offer.getByTestId('home-fit-note')).toContainText(PREFERS_BACHELORS);
    await expect(offer.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
}
