// A contact message answered on the desk, from a 1280 px laptop and a 390 px phone: a registered tenant writes
// from their own address (typed in capitals; the form keeps it lower-cased); a manager opens the message, follows it to the tenant's account,
// replies from the message's page (marking it handled), sees the reply in the thread, and the tenant's inbox (the
// outbox) gets it from GHomes as 'Re: <subject>' with their message quoted under it.
import { expect, registerAndSignIn, test } from './fixtures';
import { toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { signInAsStaff } from './pages/staff';

const VIEWPORTS = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a manager replies to a tenant's message from the desk; the reply is kept, shown and delivered", async ({ page, browser, outbox }) => {
      const tenantContext = await browser.newContext();
      const tenant = await registerAndSignIn(await tenantContext.newPage());
      await tenantContext.close();
      const subject = `Parking for two cars ${unique()}`;
      const sent = await page.request.post('/api/send-contact-email', {
        data: { name: 'Kavya N', email: tenant.email.toUpperCase(), subject, message: 'Does the home have two parking slots?' },
      });
      expect(sent.ok(), await sent.text()).toBeTruthy();
      const manager = await signInAsStaff(page, 'manager');

      await page.goto('/ops/messages?state=open');
      await page.getByRole('link', { name: subject }).click();
      await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
      const account = page.getByRole('link', { name: /^Kavya Nair: their page/ });
      await expect(account).toHaveAttribute('href', /^\/ops\/people\/[0-9a-f-]{36}$/);

      const reply = `Yes, two covered slots (B1-14 and B1-15). ${unique()}`;
      await page.getByLabel('Your reply').fill(reply);
      await expect(page.getByLabel('Mark the message handled when the reply is sent')).toBeChecked();
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(toast(page, `Reply sent to ${tenant.email}`)).toBeVisible();
      const thread = page.getByTestId('message-replies');
      await expect(thread.getByTestId('message-reply')).toHaveCount(1);
      await expect(thread).toContainText(reply);
      await expect(thread).toContainText(`${manager.email} replied as GHomes`);
      await expect(page.getByRole('region', { name: 'Status' }).getByText('Handled', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Your reply')).toHaveValue('');

      // The job worker delivers it: from GHomes, to the address the tenant wrote from, with their message quoted.
      await expect
        .poll(async () => (await outbox.messages(tenant.email)).find((message) => message.subject === `Re: ${subject}`)?.text ?? '', { timeout: 30_000 })
        .toContain(reply);
      const [mail] = (await outbox.messages(tenant.email)).filter((message) => message.subject === `Re: ${subject}`);
      expect(mail!.text).toContain('> Does the home have two parking slots?');
      expect(mail!.text).toContain('The GHomes team');

      // Read again, the page shows the reply as sent; the audit log has each look, the reply and the handling.
      await page.reload();
      await expect(page.getByTestId('message-reply')).toContainText(`Sent to ${tenant.email}`);
      const audit = await e2eQuery<{ action: string; table_name: string }>(`select action, table_name from audit_log where actor_email = $1 order by id`, [manager.email]);
      expect(audit.map((row) => `${row.action} ${row.table_name}`)).toEqual([
        'view contact_messages',
        'view profiles',
        'contact.reply contact_messages',
        'contact.handle contact_messages',
        'view contact_messages',
        'view profiles',
      ]);

      await account.click();
      await expect(page).toHaveURL(/\/ops\/people\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Kavya Nair', level: 1 })).toBeVisible();
    });
  });
}
