// An owner answers "It's rented" from the link in the availability question (read from the outbox), after proving
// the device with a code; the home then leaves the society's properties page and search. At 390 px.
import { expect, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { csv, runImport } from './pages/import-command';
import { screenshotsTo } from './pages/screenshots';
import { signInAsStaff } from './pages/staff';

const shoot = screenshotsTo('OWNER_SCREENSHOTS');

const stamp = Date.now();
const societyName = `Owner Answer Enclave ${stamp}`;

test.use({ viewport: { width: 390, height: 844 } });

/** An imported society, home and Active rent listing with an owner record, unconfirmed for 15 days. */
async function ownedListing(baseURL: string, tag: string, rent: number) {
  const key = `${tag}-${stamp}`;
  runImport(
    csv(`owner-societies-${tag}.csv`, [
      'external_key,name,builder,zone,location,project_type,project_status,category,total_units,bedroom_configurations',
      `owner-${key},${societyName}${tag === 'first' ? '' : ` ${tag}`},Owner Test Builder,Bengaluru East,Whitefield,Apartment,Ready to Move-in,Premium,120,2 BHK`,
    ]),
    baseURL,
    '--create-missing',
  );
  runImport(csv(`owner-properties-${tag}.csv`, ['external_key,society_key,configuration,sqft', `owner-home-${key},owner-${key},2 BHK,1100`]), baseURL);
  runImport(csv(`owner-rent-${tag}.csv`, ['external_key,property_key,listing_status,expected_rent,configuration', `owner-rent-${key},owner-home-${key},Active,${rent},2 BHK`]), baseURL);
  const [listing] = await e2eQuery<{ id: string; society_id: string }>('select id, society_id from property_rent_listings where external_key = $1', [`owner-rent-${key}`]);
  const phone = `97${String(stamp).slice(-7)}${tag === 'first' ? 1 : 2}`;
  const email = `owner-${key}@example.com`;
  const [owner] = await e2eQuery<{ id: string }>("insert into owners (name, phone, email) values ('Ramesh Kumar', $1, $2) returning id", [phone, email]);
  // Unconfirmed for longer than the ask interval; the hourly job is run now instead of waiting for its minute.
  await e2eQuery("update property_rent_listings set owner_id = $1, last_confirmed_at = now() - interval '15 days' where id = $2", [owner!.id, listing!.id]);
  return { listing: listing!, phone, email, key: `owner-rent-${key}` };
}

test("an owner answers \"It's rented\" from the outbox link and the home leaves the site", async ({ page, baseURL, outbox }) => {
  test.setTimeout(240_000);
  const { listing, phone, email } = await ownedListing(baseURL!, 'first', 52000);
  await e2eQuery("update gated_societies set status = 'verified' where id = $1", [listing.society_id]);
  const propertiesPath = `/society/${listing.society_id}/properties`;
  const searchPath = `/search?type=filtered&q=${encodeURIComponent(societyName)}&bhk=2`;
  await page.goto(propertiesPath);
  await expect(page.locator(`[data-testid="property-card"][data-listing-id="${listing.id}"]`)).toBeVisible();

  await e2eQuery("select graphile_worker.add_job('owner-availability', '{}'::json)");
  let link = '';
  await expect
    .poll(
      async () => {
        const [message] = await outbox.messages(email);
        link = message?.text.match(/https?:\/\/\S+\/owner\/availability\/\S+/)?.[0] ?? '';
        return message?.subject ?? '';
      },
      { message: 'the availability question in the outbox', timeout: 60_000 },
    )
    .toBe(`Is your home at ${societyName} still available?`);
  expect((await outbox.messages(email))[0]!.text).toContain(`Is your home at ${societyName}, 2 BHK still available for ₹52,000?`);

  // Nothing about the home before the device is proved.
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('owner-code')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Check it is you' })).toBeVisible();
  await expect(page.getByText(societyName)).toHaveCount(0);
  await shoot(page, 'availability-device');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByTestId('owner-code-notice')).toHaveText(/^We sent a code to WhatsApp .+\.$/);
  let code = '';
  await expect
    .poll(async () => {
      code = (await outbox.messages(`+91${phone}`))[0]?.text.match(/\d{6}/)?.[0] ?? '';
      return code;
    }, { message: 'the device code in the outbox' })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: `Is your home at ${societyName}, 2 BHK still available for ₹52,000?` })).toBeVisible();
  await shoot(page, 'availability-question');
  await page.getByRole('button', { name: "It's rented" }).click();
  // Final, so it asks once: the confirmation says what happens, 'Back' would return to both answers.
  await expect(page.getByTestId('rented-confirm')).toContainText('This is final');
  await page.getByRole('button', { name: "Yes, it's rented" }).click();
  await expect(page.getByTestId('availability-decided')).toContainText('You told us your home is rented');
  await shoot(page, 'availability-decided');
  const [row] = await e2eQuery<{ listing_status: string }>('select listing_status from property_rent_listings where id = $1', [listing.id]);
  expect(row!.listing_status).toBe('Rented');

  // A second visit shows the decision already made; the home is gone from the properties page and search.
  await page.reload();
  await expect(page.getByTestId('availability-decided')).toBeVisible();
  // Another browser learns only that the question was answered, and when: not the home, not the answer.
  const stranger = await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 } });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(new URL(link).pathname);
  await expect(strangerPage.getByRole('heading', { name: 'This question has already been answered' })).toBeVisible();
  for (const detail of [societyName, '52,000', 'rented']) await expect(strangerPage.locator('body')).not.toContainText(detail);
  await expect(strangerPage.getByRole('button', { name: 'Send me a code' })).toBeHidden();
  await shoot(strangerPage, 'availability-answered-elsewhere');
  await stranger.close();
  await expect
    .poll(async () => (await (await page.request.get(propertiesPath)).text()).includes(`data-listing-id="${listing.id}"`), { message: 'the home off the properties page', timeout: 20_000 })
    .toBe(false);
  await page.goto(searchPath);
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.locator('#main').getByTestId('society-card-link').filter({ hasText: societyName })).toHaveCount(0);
});

test('the desk revokes an open availability link: manager, audited, the question closed', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { listing, key } = await ownedListing(baseURL!, 'revoke', 48000);
  await e2eQuery("select graphile_worker.add_job('owner-availability', '{}'::json)");
  await expect
    .poll(async () => (await e2eQuery<{ n: number }>('select count(*)::int as n from availability_asks where rent_listing_id = $1 and closed_at is null', [listing.id]))[0]!.n, {
      message: 'the question asked',
      timeout: 60_000,
    })
    .toBe(1);
  await signInAsStaff(page, 'manager');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/ops/listings?home=${key}`);
  await expect(page.getByTestId('listing-owner-question').first()).toContainText('Owner asked');
  await page.setViewportSize({ width: 390, height: 844 });
  const question = page.getByTestId('listing-owner-question').filter({ visible: true });
  await expect(question).toContainText('Owner asked');
  await shoot(page, 'ops-listing-question');
  await question.getByRole('button', { name: /^Revoke link/ }).click();
  await expect(page.getByText('The owner’s link no longer works')).toBeVisible();
  await expect(page.getByTestId('listing-owner-question').filter({ visible: true })).toHaveCount(0);
  const [row] = await e2eQuery<{ outcome: string; revoked: boolean }>(
    'select a.outcome, l.revoked_at is not null as revoked from availability_asks a join owner_links l on l.id = a.link_id where a.rent_listing_id = $1',
    [listing.id],
  );
  expect(row).toEqual({ outcome: 'revoked', revoked: true });
  const [audit] = await e2eQuery<{ n: number }>("select count(*)::int as n from audit_log where action = 'availability.revoke_link' and row_id = $1", [listing.id]);
  expect(audit!.n).toBe(1);
});
