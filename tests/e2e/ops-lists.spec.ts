// The desk's lists built for work, at 1280 px and 390 px: the offers inbox opens on what waits (oldest first, the
// unit on every row, 'N results', the answers in a keyboard menu), a page past the end lands on the last page, the
// filters fold on a phone; the visits board shows the next 7 days and finds a visitor by pass code; two messages are
// marked handled at once; a stale listing's owner is asked now; the offers CSV downloads as filtered.
import type { Page } from '@playwright/test';
import { expect, registerAndSignIn, test } from './fixtures';
import { claimSocieties, unclaimed } from './pages/claims';
import { e2eQuery } from './pages/e2e-database';
import { openTableFilters, signInAsStaff } from './pages/staff';
import { insertVisitFor, rentHomesOfOneSociety } from './pages/visits-page';
import { PASS_ALPHABET, PASS_CODE_LENGTH } from '../../lib/visits/gate-pass';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const waitingOffers = async () => (await e2eQuery<{ waiting: number }>(`select count(*)::int as waiting from tenant_offers where offer_status = 'Pending'`))[0]!.waiting;

/** The rows a list shows at this width: the table from 768 px, the cards below. */
const rowsOf = (page: Page, wide: boolean, name: string) => (wide ? page.getByRole('table', { name }).getByRole('row') : page.getByRole('list', { name }).getByRole('listitem'));

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  const wide = width >= 768;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the offers inbox opens on waiting offers, oldest first, with units, counts and a keyboard menu', async ({ page, browser }) => {
      // A waiting offer from long ago on a home with a unit, so the inbox has an oldest one to show.
      const [home] = await claimSocieties<{ id: string; property_id: string; society_id: string }>(
        `select r.id, r.property_id, r.society_id from property_rent_listings r
         where r.listing_status = 'Active' and not exists (select 1 from tenant_offers o where o.property_id = r.property_id) and ${unclaimed('r.society_id')}
         order by r.id limit 1`,
      );
      const tenantContext = await browser.newContext();
      const tenant = await registerAndSignIn(await tenantContext.newPage());
      await tenantContext.close();
      await e2eQuery(`update properties set house_number = coalesce(house_number, $2) where id = $1`, [home!.property_id, `L-${unique().slice(-4)}`]);
      await e2eQuery(
        `with account as (select id from profiles where lower(email) = lower($1)),
              profile as (insert into tenant_profile (user_id, first_name, last_name, email, phone, home_state, tenant_type, has_pet)
                          select id, $2, 'Lists', $1, '9876500000', 'Karnataka', 'Family', false from account returning id, user_id)
         insert into tenant_offers (tenant_profile_id, property_rent_listing_id, property_id, society_id, user_id, offered_rent, offered_security_deposit, movein_date, offer_status, created_at)
         select profile.id, $3, $4, $5, profile.user_id, 40000, 100000, current_date + 30, 'Pending', now() - interval '3 years' from profile`,
        [tenant.email, tenant.firstName, home!.id, home!.property_id, home!.society_id],
      );
      await signInAsStaff(page, 'manager');
      await page.goto('/ops/offers');
      await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
      // Waiting is the default, and the count says how many wait. Specs on the other worker make and answer offers
      // meanwhile: the page is read again until no offer changed while it rendered, and then its count is that one.
      await expect(async () => {
        const waiting = await waitingOffers();
        await page.reload();
        expect(await waitingOffers()).toBe(waiting);
        await expect(page.getByTestId('table-results')).toContainText(`${waiting.toLocaleString('en-IN')} ${waiting === 1 ? 'result' : 'results'}`, { timeout: 5_000 });
      }).toPass();
      // Filters: folded on a phone, open on a laptop (opened once the page is hydrated, after its server HTML shows).
      const filters = page.getByTestId('table-filters');
      await expect.poll(() => filters.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(width >= 1024);
      await openTableFilters(page);
      await expect(page.getByLabel('Status')).toHaveValue('Pending');
      // The oldest waiting offer is the first row, its home named with its unit when it has one.
      const [oldest] = await e2eQuery<{ unit: string | null; first_name: string }>(
        `select p.house_number as unit, tp.first_name from tenant_offers o join properties p on p.id = o.property_id join tenant_profile tp on tp.id = o.tenant_profile_id
         where o.offer_status = 'Pending' order by o.created_at, o.id limit 1`,
      );
      const first = rowsOf(page, wide, 'Offers').filter({ has: page.getByTestId('desk-offer-home') }).first();
      if (oldest!.unit) await expect(first.getByTestId('desk-offer-home')).toContainText(`Unit ${oldest!.unit}`);
      // The answers are one menu, opened and walked with the keyboard; each item names its offer.
      const menuButton = first.getByRole('button', { name: new RegExp(`^(Answer|Actions): ${oldest!.first_name}’s offer on `) });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await expect(menu.getByRole('menuitem').first()).toHaveAccessibleName(new RegExp(`${oldest!.first_name}’s offer on `));
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(menuButton).toBeFocused();
      // Row height: one line of work each on a laptop (about 64 px).
      if (wide) expect((await first.boundingBox())!.height).toBeLessThanOrEqual(80);
    });

    test('a page past the end of a list lands on its last page', async ({ page }) => {
      await signInAsStaff(page, 'manager');
      await page.goto('/ops/offers?status=all&page=199');
      // The list streams in after its skeleton, so the redirect is the client's, once the page's script has run.
      await expect(page).not.toHaveURL(/page=199/, { timeout: 30_000 });
      // Until React reveals the streamed list, its hidden copy stands beside the shown one.
      await expect(page.getByTestId('table-results').filter({ visible: true })).toBeVisible();
    });

    test('the visits board: the next 7 days, and a visitor found by pass code', async ({ page, browser }) => {
      const [home] = await rentHomesOfOneSociety(width === 390 ? 2 : 3);
      const tenantContext = await browser.newContext();
      const tenant = await registerAndSignIn(await tenantContext.newPage());
      const later = await insertVisitFor(tenant.email, home!, 3);
      const pass = Array.from({ length: PASS_CODE_LENGTH }, () => PASS_ALPHABET[Math.floor(Math.random() * PASS_ALPHABET.length)]).join('');
      await e2eQuery(`update visits set pass_code = $2 where id = $1`, [later, pass]);
      await signInAsStaff(page, 'manager');
      await page.goto(`/ops/visits?society=${home!.societyId}`);
      // A tap while the streamed page is being revealed can be lost: tapped again until the week's board shows.
      const week = page.getByRole('link', { name: 'Next 7 days' }).filter({ visible: true });
      await expect(async () => {
        await week.click();
        await expect(week).toHaveAttribute('aria-current', 'page', { timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      const card = wide ? page.getByRole('row').filter({ hasText: home!.societyName }) : page.locator(`[data-testid="board-card"][data-visit-id="${later}"]`);
      await expect(card.getByTestId('board-day').first()).toBeVisible();
      await page.getByLabel('Tenant name, phone or pass code').fill(`${pass.slice(0, 4)}-${pass.slice(4)}`.toLowerCase());
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page.getByTestId('table-results')).toHaveText('1 result');
      await expect(card.getByTestId('board-first-name')).toHaveText(tenant.firstName);
      await tenantContext.close();
    });

    test('two messages marked handled at once; the list says who', async ({ page }) => {
      const subjects = [`Lift ${unique()}`, `Water ${unique()}`];
      for (const subject of subjects) {
        const sent = await page.request.post('/api/send-contact-email', { data: { name: 'Meera Iyer', email: 'meera@example.com', phone: '+91 98450 22222', subject, message: 'Hello' } });
        expect(sent.ok(), await sent.text()).toBeTruthy();
      }
      const manager = await signInAsStaff(page, 'manager');
      await page.goto('/ops/messages?state=open&size=100');
      for (const subject of subjects) await page.getByRole('checkbox', { name: `Select Meera’s message “${subject}”` }).check();
      await expect(page.getByTestId('bulk-count')).toHaveText('2 messages selected');
      await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark handled' }).click();
      await expect(page.getByText('2 messages marked handled')).toBeVisible();
      await page.goto('/ops/messages?state=handled&size=100');
      for (const subject of subjects) await expect(rowsOf(page, wide, 'Contact messages').filter({ hasText: subject }).getByText(manager.email)).toBeVisible();
    });

    test("a stale listing's owner is asked now, and the row shows the question", async ({ page }) => {
      const [listing] = await claimSocieties<{ id: string; society_id: string; name: string }>(
        `select r.id, r.society_id, s.name from property_rent_listings r join gated_societies s on s.id = r.society_id
         where r.listing_status = 'Active' and not exists (select 1 from availability_asks a where a.rent_listing_id = r.id and a.closed_at is null) and ${unclaimed('r.society_id')}
         order by r.id limit 1`,
      );
      // Its owner on record, and its last confirmation 20 days ago (stale: past AVAILABILITY_ASK_DAYS, 14).
      const [owner] = await e2eQuery<{ id: string }>(`insert into owners (name, phone, email) values ('Lists Owner', $1, $2) returning id`, [`97${String(Date.now()).slice(-8)}`, `lists.owner.${unique()}@example.com`]);
      await e2eQuery(`update property_rent_listings set owner_id = $2, last_confirmed_at = now() - interval '20 days' where id = $1`, [listing!.id, owner!.id]);
      await signInAsStaff(page, 'manager');
      await page.goto(`/ops/listings?stale=1&society=${encodeURIComponent(listing!.name)}`);
      const row = rowsOf(page, wide, 'Rent listings').filter({ has: page.getByRole('button', { name: /^Ask the owner now/ }) }).first();
      await expect(row.getByTestId('listing-confirmed-age')).toHaveAttribute('data-tone', 'amber');
      await row.getByRole('button', { name: /^Ask the owner now/ }).click();
      await expect(page.getByText('The owner has been asked whether the home is still available')).toBeVisible();
      await expect(page.getByTestId('listing-owner-question').filter({ visible: true }).first()).toContainText('Owner asked');
      const [audit] = await e2eQuery<{ n: number }>(`select count(*)::int as n from audit_log where action = 'availability.ask_now' and row_id = $1`, [listing!.id]);
      expect(audit!.n).toBe(1);
    });

    test('the offers CSV downloads as the list is filtered', async ({ page }) => {
      await signInAsStaff(page, 'manager');
      await page.goto('/ops/offers?status=all');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^offers-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
      expect(text.split('\r\n')[0]).toBe(
        'offer_id,sent_at_ist,status,society,home,unit,asking_rent,asking_deposit,offered_rent,offered_deposit,move_in,counter_rent,counter_deposit,counter_move_in,tenant_first_name,occupation,tenant_type,extra_fittings,message_to_owner,owner_link,assigned_to',
      );
    });
  });
}
