// The desk's leads, messages and campaigns from a 1280 px laptop and a 390 px phone: a manager marks a contact
// message handled and sees who did; a manager downloads the leads CSV (the same file `npm run leads:export`
// prints); an admin edits a campaign and the festival page shows it at once.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { exportLeads, liveCampaign } from './pages/festival-page';
import { waitForHydrated } from './pages/hydration';
import { openTableFilters, signInAsStaff } from './pages/staff';

const VIEWPORTS = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a manager opens a contact message, marks it handled and sees who handled it', async ({ page }) => {
      const subject = `Parking question ${unique()}`;
      const sent = await page.request.post('/api/send-contact-email', {
        data: { name: 'Meera Iyer Sharma', email: 'meera@example.com', phone: '+91 98450 22222', subject, message: 'Is there covered parking?\nThanks.' },
      });
      expect(sent.ok(), await sent.text()).toBeTruthy();
      const manager = await signInAsStaff(page, 'manager');

      await page.goto('/ops/messages?state=open');
      await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: subject }).click();
      await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
      await expect(page.getByText('Meera Iyer Sharma', { exact: true })).toBeVisible();
      // The address is shown as text: a reply goes from the desk's own form, so it is kept (ops-message-replies.spec.ts).
      await expect(page.getByRole('region', { name: 'Sender' }).getByText('meera@example.com')).toBeVisible();
      await expect(page.getByText('Not handled')).toBeVisible();

      const mark = page.getByRole('button', { name: 'Mark handled' });
      await mark.click();
      await expect(toast(page, 'Marked handled')).toBeVisible();
      const status = page.getByRole('region', { name: 'Status' });
      await expect(status.getByText(manager.email)).toBeVisible();
      await expect(status.getByText('Handled', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reopen' })).toBeEnabled();

      // The list says so too, and the 'Not handled' filter no longer holds it.
      await page.goto('/ops/messages?state=handled');
      const row = name === 'phone' ? page.getByRole('listitem').filter({ hasText: subject }) : page.getByRole('row').filter({ hasText: subject });
      await expect(row.getByText(manager.email)).toBeVisible();
      await page.goto('/ops/messages?state=open');
      await expect(page.getByRole('link', { name: subject })).toHaveCount(0);

      const audit = await e2eQuery<{ action: string }>(
        `select action from audit_log where table_name = 'contact_messages' and actor_email = $1 order by id`,
        [manager.email],
      );
      expect(audit.map((row) => row.action)).toEqual(['view', 'contact.handle']);
    });

    test('a manager filters the leads, shows one number and downloads the CSV that leads:export prints', async ({ page }) => {
      const slug = await liveCampaign();
      const phone = `97${String(Date.now()).slice(-8)}`;
      await e2eQuery(`update campaigns set name = $2 where slug = $1`, [slug, `Leads Fest ${slug.slice(-6)}`]);
      await e2eQuery(
        `insert into festival_leads (phone, campaign, role, owner_interests) values ($1, $2, 'Property Owner', '{rent,callback}'), ($3, $2, 'Tenant', '{}')`,
        [phone, slug, `96${String(Date.now()).slice(-8)}`],
      );
      const manager = await signInAsStaff(page, 'manager');

      await page.goto('/ops/leads');
      await openTableFilters(page);
      await page.getByLabel('Campaign').selectOption(slug);
      await page.getByLabel('Role').selectOption('Property Owner');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(new RegExp(`campaign=${slug}`));
      // getByText sees the table and the phone's cards alike; only one of them is shown at a width.
      await expect(page.getByText('Rent out my property; Request a callback').filter({ visible: true })).toHaveCount(1);
      await expect(page.getByText(`${phone.slice(0, 2)}••••••${phone.slice(-2)}`).filter({ visible: true })).toHaveCount(1);
      await expect(page.getByText('Tenant', { exact: true }).filter({ visible: true })).toHaveCount(0);

      const showNumber = page.getByRole('button', { name: 'Show number' });
      await waitForHydrated(showNumber);
      await showNumber.click();
      await expect(page.getByRole('link', { name: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` })).toBeFocused();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^leads-${slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const file = await readFile((await download.path())!, 'utf8');
      const lines = file.split('\r\n');
      expect(lines[0]).toBe('campaign,phone,role,owner_interests,verified_at_ist,first_joined_at_ist');
      expect(lines.filter((line) => line.startsWith(`${slug},`))).toEqual([expect.stringMatching(new RegExp(`^${slug},${phone},Property Owner,Rent out my property; Request a callback,`))]);
      // The same filters through the command give the same rows (the command filters by campaign only).
      const command = await exportLeads(['--campaign', slug]);
      expect(command.split('\r\n').filter((line) => line.includes(',Property Owner,'))).toEqual(lines.filter((line) => line.includes(',Property Owner,')));

      const audit = await e2eQuery<{ action: string; row_id: string }>(`select action, row_id from audit_log where actor_email = $1 order by id`, [manager.email]);
      expect(audit.map((row) => row.action)).toEqual(['view', 'leads.export']);
    });

    test('an admin edits a campaign in the desk and the festival page shows the new greeting', async ({ page }) => {
      const slug = await liveCampaign();
      const campaignName = `Edit Fest ${slug.slice(-6)}`;
      await e2eQuery(`update campaigns set name = $2 where slug = $1`, [slug, campaignName]);
      // The page is cached (ISR): render it once so the edit has something to replace.
      await page.goto(`/summitt/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Happy Ganesh Chaturthi');
      await signInAsStaff(page, 'admin');

      await page.goto('/ops/campaigns');
      await page.getByRole('link', { name: `Edit ${campaignName}` }).click();
      // A server-rendered page on a busy machine: wait for the navigation itself, then the form.
      await expect(page).toHaveURL(`/ops/campaigns/${slug}`, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
      await expect(page.getByLabel('Address')).toHaveValue(slug);
      const greeting = `Happy lights, ${slug.slice(-6)}!`;
      await page.getByLabel('Greeting').fill(greeting);
      await page.getByLabel('Ends (India time, optional)').fill('2030-01-01T10:00');
      await page.getByRole('button', { name: 'Save campaign' }).click();
      await expect(toast(page, 'Campaign saved')).toBeVisible();
      await expect(page.getByLabel('Greeting')).toHaveValue(greeting);

      await page.goto(`/summitt/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(greeting);
      const [row] = await e2eQuery<{ ends_at: Date }>(`select ends_at from campaigns where slug = $1`, [slug]);
      expect(row?.ends_at.toISOString()).toBe('2030-01-01T04:30:00.000Z');
    });
  });
}

// The page is the site's ordinary 404 page. (Its HTTP status is 200: the desk's layout passes for a manager and
// app/ops/loading.tsx has started the stream before the page refuses; the API answers 404 itself.)
test('a manager gets the not-found page on the campaigns section', async ({ page }) => {
  await signInAsStaff(page, 'manager');
  for (const path of ['/ops/campaigns', '/ops/campaigns/new', '/ops/campaigns/ganesha']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /campaign/i })).toHaveCount(0);
  }
});
