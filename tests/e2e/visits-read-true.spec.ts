// Visits read true: a cancelled visit says 'Cancelled', cards run in date order, one time format ('11:00 AM'),
// 'Door unlocked' says when, 'How was the visit?' only once a visit has started (never on a cancelled one),
// and long notes are clamped with 'More'.
import { expect, registerAndSignIn, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { ShortlistedPage, SocietyVisitsPage, insertVisitFor, rentHomesOfOneSociety } from './pages/visits-page';
import { addCalendarDays, formatIndiaMoment, indiaInstant, indiaToday } from '../../lib/time/india';

const LONG_NOTES = Array.from({ length: 12 }, (_, line) => `Line ${line + 1}: the balcony faces the park and the kitchen needs a new chimney.`).join('\n');

function indiaMoment(days: number): string {
  return formatIndiaMoment(indiaInstant(addCalendarDays(indiaToday(), days), '11:00'));
}

test('cancelled, ordered, one time format, door unlocked with its time, feedback only after the start, notes with More', async ({ page }) => {
  const person = await registerAndSignIn(page);
  const [first, second] = await rentHomesOfOneSociety(17);
  if (!first || !second) throw new Error('no seeded society with two Active rent listings');
  const later = await insertVisitFor(person.email, first, 10);
  const sooner = await insertVisitFor(person.email, second, 3);
  const cancelled = await insertVisitFor(person.email, first, 5, false, 'cancelled');
  const done = await insertVisitFor(person.email, second, -2, false, 'completed');
  await e2eQuery('update visits set notes = $2 where id = $1', [sooner, LONG_NOTES]);

  const list = new ShortlistedPage(page);
  await list.goto('doors-unlocked');
  const upcoming = list.societyCard(list.section('Upcoming Visits'), first.societyName);
  await expect(upcoming).toContainText('2 upcoming visits');
  await expect(upcoming).toContainText('11:00 AM – 11:30 AM');
  // The cancelled visit (5 days ahead) has its own section, and its card counts only cancelled visits.
  const cancelledCard = list.societyCard(list.section('Cancelled Visits'), first.societyName);
  await expect(cancelledCard.getByTestId('visit-group-cancelled')).toHaveText('1 cancelled visit');
  await expect(cancelledCard).not.toContainText('upcoming');
  // The society's past card shows the visit that happened (two days ago), not the cancelled one.
  await expect(list.societyCard(list.section('Past Visits'), first.societyName).getByTestId('visit-group-cancelled')).toHaveCount(0);

  await page.goto(`/society-visits/${first.societyId}`);
  const visits = new SocietyVisitsPage(page);
  const cards = page.getByTestId('visit-card');
  await expect(cards).toHaveCount(4);
  expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-visit-id')))).toEqual([sooner, later, cancelled, done]);
  await expect(visits.card(cancelled).getByTestId('visit-status')).toHaveText('Cancelled');
  await expect(visits.card(cancelled).getByRole('button', { name: 'Update Status' })).toHaveCount(0);
  await expect(visits.card(sooner)).toContainText('11:00 AM – 11:30 AM');

  // Long notes: three lines and 'More'.
  const notes = visits.card(sooner).getByTestId('visit-notes');
  await expect(notes.getByRole('button', { name: 'More' })).toBeVisible();
  const clamped = await notes.evaluate((node) => node.getBoundingClientRect().height);
  await notes.getByRole('button', { name: 'More' }).click();
  await expect(notes.getByRole('button', { name: 'Less' })).toBeVisible();
  expect(await notes.evaluate((node) => node.getBoundingClientRect().height)).toBeGreaterThan(clamped * 2);

  // Not started yet: no 'How was the visit?'. Started (completed): asked.
  await visits.card(sooner).getByRole('button', { name: 'Update Status' }).click();
  const sheet = page.getByTestId('visit-update-sheet');
  await expect(sheet.getByTestId('feedback-later')).toBeVisible();
  await expect(sheet.getByText('How was the visit?')).toHaveCount(0);
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/society-visits/${first.societyId}$`));
  await visits.card(done).getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByTestId('visit-update-sheet').getByText('How was the visit?')).toBeVisible();

  // 'Door unlocked' says when the door opens.
  await page.goto(`/society/${first.societyId}/properties`);
  const card = page.locator(`[data-testid="property-card"][data-listing-id="${second.listingId}"]`);
  await expect(card.getByRole('button', { name: /Door unlocked/ })).toHaveText(`Door unlocked · ${indiaMoment(3)}`);
});
