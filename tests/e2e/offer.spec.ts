// Shortlist -> Send an Offer with no profile -> three steps (leave mid-way, come back: draft restored) ->
// guidelines -> offer -> done -> 'Offer Sent' -> the WhatsApp acknowledgment in the outbox.
import { expect, registerAndSignIn, test } from './fixtures';
import { toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { rentHomesOfOneSociety } from './pages/visits-page';
import { addCalendarDays, indiaToday } from '../../lib/time/india';

/** A completed rental visit of the person, marked shortlisted (what 'Update Visit Status' leaves behind). */
async function seedShortlistedRental(userId: string): Promise<void> {
  const [home] = await rentHomesOfOneSociety(7);
  if (!home) throw new Error('no seeded society with two Active rent listings');
  await e2eQuery(
    `insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id, feedback)
     values ($1, date_trunc('hour', now()) - interval '2 days', date_trunc('hour', now()) - interval '2 days' + interval '30 minutes',
             'rental', 'completed', $2, $3, $4, 'shortlisted')`,
    [userId, home.propertyId, home.societyId, home.listingId],
  );
}

test('shortlist -> Send an Offer -> profile (draft restored) -> guidelines -> offer -> Offer Sent -> WhatsApp', async ({ page, outbox }) => {
  const person = await registerAndSignIn(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string; phone: string } };
  await seedShortlistedRental(me.user.id);
  // WhatsApp goes only to a number its owner proved; this person did (the verification itself is tested apart).
  await e2eQuery('update profiles set phone_verified_at = now() where id = $1', [me.user.id]);

  await page.goto('/shortlisted?tab=shortlisted');
  await page.getByRole('button', { name: /Send an Offer/ }).first().click();
  const sheet = page.getByTestId('offer-sheet');
  await sheet.getByRole('button', { name: 'Create Tenant Profile' }).click();
  await sheet.getByLabel(/Current city/).fill('Bangalore');
  await sheet.getByRole('button', { name: 'Next', exact: true }).click();
  await sheet.getByLabel('Employer name').fill('Infosys');

  // Leave mid-way (close the sheet, reload), come back: the draft is restored.
  await page.reload();
  await page.getByRole('button', { name: /Send an Offer/ }).first().click();
  await sheet.getByRole('button', { name: 'Create Tenant Profile' }).click();
  await expect(sheet.getByTestId('draft-restored')).toBeVisible();
  await expect(sheet.getByLabel('Employer name')).toHaveValue('Infosys');
  await sheet.getByLabel('Home state').selectOption('Karnataka');
  await sheet.getByRole('button', { name: 'Next', exact: true }).click();
  await sheet.getByRole('radio', { name: 'Single' }).check();
  await sheet.getByRole('radio', { name: 'No' }).check();
  // The Back / Create Profile bar sits on the sheet's bottom edge: no field shows below it.
  const belowBar = await sheet.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 6);
    return hit?.closest('label, input, fieldset, textarea, select') ? 'a field' : 'no field';
  });
  expect(belowBar).toBe('no field');
  await sheet.getByRole('button', { name: 'Create Profile' }).click();

  await expect(sheet.getByRole('heading', { name: 'Before you send an offer' })).toBeVisible();
  await expect(sheet.getByText('Offers are final and cannot be changed once sent.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByLabel('Monthly rent (₹)').fill('40000');
  await sheet.getByLabel('Security deposit (₹)').fill('120000');
  const moveIn = addCalendarDays(indiaToday(), 7);
  await sheet.getByLabel('Preferred move-in date').fill(moveIn);
  await sheet.getByRole('button', { name: 'Review Offer' }).click();
  await expect(sheet.getByTestId('offer-summary')).toContainText('You offer ₹40,000 a month, ₹1,20,000 deposit');
  await sheet.getByRole('button', { name: 'Send Offer' }).click();

  await expect(sheet.getByRole('heading', { name: 'Offer Sent' })).toBeVisible();
  // The toast says it went; the done screen does not repeat it, and offers the way to 'Your offers'.
  await expect(toast(page, 'Your expression of interest has been sent to the property owner!')).toBeVisible();
  await expect(sheet.getByText('Your expression of interest has been sent to the property owner!')).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: 'See your offers' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('button', { name: /Offer Sent/ }).first()).toBeDisabled();

  // The worker (inside next start) delivers the acknowledgment to the outbox.
  await expect
    .poll(async () => (await outbox.messages(`+91${me.user.phone}`)).find((m) => m.channel === 'whatsapp')?.text ?? '', { timeout: 30_000 })
    .toContain('Offered rent: ₹40 K (₹40,000) per month');
  expect(person.email).toBeTruthy();
});
