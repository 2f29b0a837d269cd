// Doors unlocked, shortlist and society visits as a phone user: a visit booked through the booking
// sheet, then Upcoming, the society visits page, 'Update Visit Status', the Shortlisted tab and its details
// sheet, cancelling another visit (given directly in the e2e database, like the past one), and a login on the
// page refreshing it without a reload.
import { expect, test } from '@playwright/test';
import { registerAndSignIn } from './fixtures';
import { LoginPanel, newPerson, toast } from './pages/auth-sheet';
import { Outbox } from './pages/outbox';
import { PropertiesPage } from './pages/properties-page';
import { e2eQuery } from './pages/e2e-database';
import { insertVisitFor, rentHomesOfOneSociety, ShortlistedPage, SocietyVisitsPage } from './pages/visits-page';

test('signed out: Login Required; logging in on the page shows the tabs without a reload', async ({ page }) => {
  const person = newPerson('visits.login');
  const registered = await page.request.post('/api/dual-auth-register', { data: { ...person, countryCode: '+91' } });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies(); // registration alone does not sign in, but be explicit

  const shortlisted = new ShortlistedPage(page);
  await shortlisted.goto('shortlisted');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));

  await page.getByTestId('login-required').getByRole('button', { name: 'Log in' }).click();
  const panel = new LoginPanel(page);
  const outbox = new Outbox(page.request);
  const before = (await outbox.messages(person.email))[0]?.created_at;
  await panel.requestCode(person.email);
  await panel.enterCode(await outbox.code(person.email, { after: before }));

  await expect(shortlisted.tab('Shortlisted')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('shortlist-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/');
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);

  await shortlisted.tab('Doors Unlocked').click();
  await expect(page).toHaveURL(/\?tab=doors-unlocked$/);
  await expect(page.getByTestId('visits-empty')).toBeVisible();
});

test('book a visit, see it under Upcoming, shortlist it with notes, the details sheet, cancel another visit', async ({ page }) => {
  test.setTimeout(120_000);
  const person = await registerAndSignIn(page);
  const [first, second] = await rentHomesOfOneSociety();
  expect(first && second).toBeTruthy();
  const [pastHome] = await rentHomesOfOneSociety(1);

  // The other visits of this story are given directly: one more in the same society 2 days ahead (to cancel
  // later), one past visit elsewhere (a past visit cannot be booked).
  const cancelId = await insertVisitFor(person.email, second!, 2, true);
  await insertVisitFor(person.email, pastHome!, -3, false, 'completed');
  // Feedback is for a visit that has happened: yesterday's visit of the home booked again below.
  const visitedId = await insertVisitFor(person.email, first!, -1, false, 'completed');

  // Book the first visit through the booking sheet: 5 India days ahead at 11:00, a future slot whatever the
  // time of day, and free (nobody else has visits in this society).
  const properties = new PropertiesPage(page);
  await page.goto(`/society/${first!.societyId}/properties`);
  await properties.card(first!.listingId).getByRole('button', { name: /^Unlock Door/ }).click();
  await expect(properties.bookingSheet.getByRole('heading', { name: 'Book a Visit' })).toBeVisible();
  await properties.pickSlot(5, '11:00');
  await properties.bookingSheet.getByRole('button', { name: 'Confirm Visit' }).click();
  const booked = toast(page, 'Visit booked successfully!');
  await expect(booked).toBeVisible();

  // 'View Visits' on the toast opens Doors Unlocked: the society under Upcoming with its counts, the other
  // society under Past.
  await booked.getByRole('button', { name: 'View Visits' }).click();
  await expect(page).toHaveURL('/shortlisted?tab=doors-unlocked');
  const [bookedVisit] = await e2eQuery<{ id: string }>(
    `select v.id from visits v join profiles p on p.id = v.user_id where lower(p.email) = lower($1) and v.rent_listing_id = $2 and v.status = 'open'`,
    [person.email, first!.listingId],
  );
  expect(bookedVisit, 'the booked visit is stored').toBeTruthy();
  const keepId = bookedVisit!.id;
  const shortlisted = new ShortlistedPage(page);
  await expect(shortlisted.tab('Doors Unlocked')).toHaveAttribute('aria-selected', 'true');
  const upcomingCard = shortlisted.societyCard(shortlisted.section('Upcoming Visits'), first!.societyName);
  await expect(upcomingCard).toContainText('2 upcoming visits');
  await expect(upcomingCard).toContainText('2 properties');
  // The soonest upcoming visit of the society: the one given 2 days ahead at 11:30.
  await expect(upcomingCard).toContainText('11:30 AM – 12:00 PM');
  await expect(upcomingCard.getByRole('link', { name: 'View Society' })).toHaveAttribute('href', `/society/${first!.societyId}`);
  await expect(upcomingCard.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(shortlisted.societyCard(shortlisted.section('Past Visits'), pastHome!.societyName)).toContainText('0 upcoming visits');

  // The card opens the society visits page; the booked visit is there at its booked time.
  await upcomingCard.getByRole('link', { name: first!.societyName }).click();
  await expect(page).toHaveURL(`/society-visits/${first!.societyId}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.societyName })).toBeVisible();
  await expect(page.getByTestId('unlocked-count')).toHaveText('2 properties unlocked');
  const visitsPage = new SocietyVisitsPage(page);
  await expect(visitsPage.card(keepId).getByTestId('visit-status')).toHaveText('Upcoming');
  await expect(visitsPage.card(keepId)).toContainText('11:00 AM – 11:30 AM');

  // Mark yesterday's visit Shortlisted with notes.
  await visitsPage.updateStatus(visitedId, 'Shortlisted', 'Loved the balcony light');
  await expect(toast(page, 'Visit Updated')).toBeVisible();
  await expect(visitsPage.card(visitedId).getByTestId('visit-feedback')).toHaveText('Shortlisted');
  await expect(visitsPage.card(visitedId).getByTestId('visit-notes')).toHaveText('Loved the balcony light');

  // Cancel the other visit (with a confirmation step). The phone's back button first closes the question and
  // leaves the visit as it was, on the same page.
  await visitsPage.card(cancelId).getByRole('button', { name: 'Cancel Visit' }).click();
  const dialog = page.getByTestId('cancel-visit-dialog');
  await expect(dialog.getByRole('heading', { name: 'Cancel this visit?' })).toBeVisible();
  const visitsUrl = page.url();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(visitsUrl);
  await expect(visitsPage.card(cancelId).getByTestId('visit-status')).not.toHaveText('Cancelled');
  await visitsPage.card(cancelId).getByRole('button', { name: 'Cancel Visit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Cancel this visit?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel Visit' }).click();
  await expect(toast(page, 'Visit cancelled')).toBeVisible();
  await expect(visitsPage.card(cancelId).getByTestId('visit-status')).toHaveText('Cancelled');
  await expect(visitsPage.card(cancelId).getByRole('button', { name: 'Cancel Visit' })).toHaveCount(0);
  expect((await e2eQuery<{ status: string }>('select status from visits where id = $1', [cancelId]))[0]?.status).toBe('cancelled');
  // The notice goes out through the job queue (the worker runs inside the server).
  await expect.poll(async () => (await new Outbox(page.request).messages(person.email)).some((message) => message.subject?.startsWith('Visit cancelled'))).toBe(true);

  // Back to the list, Shortlisted tab: the card with its notes and the details sheet.
  await page.getByRole('link', { name: 'Back to your visits' }).click();
  await expect(page).toHaveURL('/shortlisted');
  await shortlisted.tab('Shortlisted').click();
  await expect(page).toHaveURL(/\?tab=shortlisted$/);
  const card = shortlisted.shortlistCard('Loved the balcony light');
  await expect(card).toContainText(first!.societyName);
  await expect(card.getByRole('button', { name: 'Send an Offer' })).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByTestId('shortlist-details');
  await expect(details.getByRole('heading', { name: 'Finance Details' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Owner Preferences' })).toBeVisible();
  await expect(details.getByText('Available from')).toBeVisible();

  // The cancelled home can be unlocked again; the booked one stays unlocked.
  await page.goto(`/society/${first!.societyId}/properties`);
  await expect(properties.card(second!.listingId).getByRole('button', { name: /^Unlock Door/ })).toBeEnabled();
  await expect(properties.card(first!.listingId).getByRole('button', { name: 'Door unlocked' })).toBeDisabled();
});
