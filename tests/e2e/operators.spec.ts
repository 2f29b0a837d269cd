// Operators end to end, against the e2e server's own database: a person sets a Rent alert on a society
// an operator imported; the operator imports a rent listing for it with the real command (`npm run import`'s
// script); the digest e-mail and WhatsApp message arrive in the outbox; the society page shows the listing with
// 'checked <today>' beside its availability, refreshed by the import's on-demand revalidation.
import { societyPath } from '../../lib/slugs';
import { formatIndiaDay } from '../../lib/time/india';
import { expect, registerAndSignIn, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { csv, runImport } from './pages/import-command';

const stamp = Date.now();
const societyName = `Operators Test Residency ${stamp}`;
test('an alert set on the society page is answered by an imported listing: e-mail, WhatsApp and the page', async ({ page, outbox, baseURL }) => {
  test.setTimeout(240_000);
  const societies = csv('societies.csv', [
    'external_key,name,builder,zone,location,project_type,project_status,category,total_units,bedroom_configurations,lift,gym',
    `ops-e2e-${stamp},${societyName},Operators Test Builder,Bengaluru East,Whitefield,Apartment,Ready to Move-in,Premium,240,2 BHK|3 BHK,yes,yes`,
  ]);
  const societyOut = runImport(societies, baseURL!, '--create-missing');
  expect(societyOut).toContain('created 1');
  expect(societyOut).toMatch(/Pages: revalidated \d+ cache tag\(s\)/);

  // A person sets a Rent alert on the new society's page (no rent listing yet).
  const person = await registerAndSignIn(page);
  // WhatsApp goes only to a number its owner proved; this person did (the verification itself is tested apart).
  await e2eQuery('update profiles set phone_verified_at = now() where email = $1', [person.email]);
  await page.goto(societyPath({ name: societyName }));
  await expect(page.getByRole('heading', { level: 1, name: societyName })).toBeVisible();
  // The header knows the person: the page's scripts have run, so the tap below reaches the card's handler.
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  const card = page.getByTestId('alert-card');
  await card.getByRole('button', { name: 'Set Alerts' }).click();
  await expect(page.getByText('Alert Set Successfully')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Alert Activated' })).toBeDisabled();

  // The operator imports a home and its rent listing.
  runImport(csv('properties.csv', ['external_key,society_key,configuration,sqft,facing,floor_number,furnishing', `ops-e2e-home-${stamp},ops-e2e-${stamp},3 BHK,1480,East,7,Semi-Furnished`]), baseURL!);
  const listingOut = runImport(
    csv('rent.csv', ['external_key,property_key,listing_status,expected_rent,expected_deposit,immediate_flag,configuration', `ops-e2e-rent-${stamp},ops-e2e-home-${stamp},Active,58000,290000,yes,3 BHK`]),
    baseURL!,
  );
  expect(listingOut).toContain('New-listing alerts: 1 subscriber digest(s)');

  // The worker inside the e2e server sends the digest: one e-mail and one WhatsApp message.
  await expect
    .poll(async () => (await outbox.messages(person.email)).map((message) => message.subject), { message: 'the alert e-mail', timeout: 60_000 })
    .toContain(`New listing in ${societyName}`);
  const [mail] = (await outbox.messages(person.email)).filter((message) => message.subject === `New listing in ${societyName}`);
  expect(mail!.text).toContain('3 BHK for rent · ₹58 K/month');
  expect(mail!.text).toMatch(/\/society\/[0-9a-f-]{36}\/properties\?tab=rent/);
  expect(mail!.text).toMatch(/Stop these alerts: http:\/\/localhost:\d+\/api\/alerts\/unsubscribe\?token=/);
  await expect
    .poll(async () => (await outbox.messages(`+91${person.phone}`)).map((message) => message.channel), { message: 'the alert WhatsApp message', timeout: 30_000 })
    .toContain('whatsapp');
  const [whatsapp] = await outbox.messages(`+91${person.phone}`);
  expect(whatsapp!.text).toContain(`new in ${societyName}: 3 BHK for rent · ₹58 K/month`);

  // The page was revalidated by the import: the listing shows, confirmed today (India time).
  const today = formatIndiaDay(new Date());
  const listing = page.getByRole('link', { name: /₹58 K/ });
  // A revalidated page is regenerated on the request after the revalidation: reload until that one has arrived.
  await expect(async () => {
    await page.reload();
    await expect(listing).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(listing.getByTestId('available-as-of')).toHaveText(new RegExp(`^((Available now|Available from \\d{1,2} [A-Z][a-z]{2} \\d{4}) · checked|Checked) ${today}$`));

  // The unsubscribe link in the e-mail: a confirmation page, then the alert is gone and the card offers it again.
  const unsubscribe = mail!.text.match(/Stop these alerts: (\S+)/)![1]!;
  await page.goto(new URL(new URL(unsubscribe).pathname + new URL(unsubscribe).search, baseURL).toString());
  await expect(page.getByRole('heading', { name: `Stop alerts for ${societyName}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  const societyId = mail!.text.match(/\/society\/([0-9a-f-]{36})\/properties/)![1]!;
  const alerts = await page.request.get(`/api/alerts?society_id=${societyId}`);
  expect(await alerts.json()).toEqual({ types: [] });
  await page.getByRole('link', { name: `Back to ${societyName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: societyName })).toBeVisible();
  await expect(page.getByTestId('alert-card').getByRole('button', { name: 'Set Alerts' })).toBeEnabled();
});
