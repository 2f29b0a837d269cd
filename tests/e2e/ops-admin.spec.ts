// The admin's part of the desk, at 1280 and 390 px: an admin makes a colleague a manager from /ops/staff (the
// colleague's desk then opens the manager sections), sets a society's security desk PIN on /ops/desks (the back
// button closes the PIN dialog without leaving the page), retries a job that failed for good on /ops/queue, and
// finds the three actions on /ops/audit under their own name.
import { expect, registerAndSignIn, test } from './fixtures';
import { newPerson, toast } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';
import { openTableFilters, signInAsStaff } from './pages/staff';

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A society of this run, and a deliver-email job that used its one attempt (its error names a person). */
async function fixtures(stamp: string): Promise<{ societyId: string; societyName: string; jobId: string }> {
  const societyName = `E2E Desk Society ${stamp}`;
  const [society] = await e2eQuery<{ id: string }>(
    `insert into gated_societies (name, project_type, project_status) values ($1, 'Apartment', 'Ready to Move-in') returning id`,
    [societyName],
  );
  const [job] = await e2eQuery<{ id: string }>(
    `select (graphile_worker.add_job('deliver-email', json_build_object('to', 'ops-e2e@example.com', 'subject', 'Retry me', 'html', '<p>Retry me</p>', 'text', 'Retry me'),
       run_at => now() + interval '1 day', max_attempts => 1)).id::text as id`,
  );
  await e2eQuery(`update graphile_worker._private_jobs set attempts = 1, last_error = '550 <ops-e2e@example.com>: mailbox unavailable' where id = $1`, [job!.id]);
  return { societyId: society!.id, societyName, jobId: job!.id };
}

for (const viewport of VIEWPORTS) {
  test(`an admin grants a manager role, sets a desk PIN and retries a failed job, all in the audit log (${viewport.name})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const admin = await signInAsStaff(page, 'admin');
    const stamp = `${Date.now()}-${viewport.name}`;
    const { societyId, societyName, jobId } = await fixtures(stamp);

    const colleagueContext = await browser.newContext({ viewport });
    const colleaguePage = await colleagueContext.newPage();
    const colleague = await registerAndSignIn(colleaguePage, newPerson('colleague'));
    expect((await colleaguePage.goto('/ops/offers'))?.status()).toBe(404);

    // Staff: grant the colleague the manager role by e-mail.
    await page.goto('/ops/staff');
    const addForm = page.getByRole('form', { name: 'Add a staff member' });
    await addForm.getByLabel('E-mail of their GHomes account').fill(colleague.email);
    await addForm.getByRole('radio', { name: /Manager/ }).check();
    await addForm.getByRole('button', { name: 'Grant role' }).click();
    await expect(toast(page, `${colleague.email} is now manager.`)).toBeVisible();
    const member = page.getByRole('list', { name: 'Staff members' }).getByRole('listitem').filter({ hasText: colleague.email });
    await expect(member.getByText('Manager', { exact: true })).toBeVisible();

    // The colleague's next request sees the manager's desk.
    expect((await colleaguePage.goto('/ops/offers'))?.status()).toBe(200);
    await expect(colleaguePage.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
    await expect(colleaguePage.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await colleagueContext.close();

    // Gate desks: set the society's PIN.
    const desksUrl = `/ops/desks?name=${encodeURIComponent(societyName)}`;
    await page.goto(desksUrl);
    await page.getByRole('button', { name: `Set PIN for ${societyName}` }).click();
    const dialog = page.getByRole('dialog');
    // The phone's back button closes the dialog and stays on the page.
    await expect(dialog.getByLabel('New PIN (6 to 12 digits)')).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).search).toBe(new URL(desksUrl, page.url()).search);
    await expect(page.getByRole('heading', { name: 'Gate desks', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Set PIN for ${societyName}` }).click();
    await dialog.getByLabel('New PIN (6 to 12 digits)').fill('12ab');
    await dialog.getByRole('button', { name: 'Save PIN' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A desk PIN is 6 to 12 digits.');
    await dialog.getByLabel('New PIN (6 to 12 digits)').fill('583920');
    await dialog.getByRole('button', { name: 'Save PIN' }).click();
    await expect(toast(page, `Desk PIN set for ${societyName}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Change PIN for ${societyName}` })).toBeVisible();
    expect(await e2eQuery(`select 1 from society_gate_desks where society_id = $1`, [societyId])).toHaveLength(1);

    // Queue: the failed job shows its error without the address; Retry makes it runnable.
    await page.goto('/ops/queue?task=deliver-email');
    const failed = page.getByRole('list', { name: 'Jobs that failed for good' }).getByRole('listitem').filter({ hasText: `#${jobId}` });
    await expect(failed).toContainText('550 <[e-mail]>: mailbox unavailable');
    // In words: what it was for and for whom (masked); the error itself is folded until asked for.
    await expect(failed.getByText('Sending an e-mail', { exact: true })).toBeVisible();
    await expect(failed.getByText('For op***@example.com')).toBeVisible();
    await expect(failed.locator('details pre')).toBeHidden();
    await failed.getByText('The error:').click();
    await expect(failed.locator('details pre')).toHaveText('550 <[e-mail]>: mailbox unavailable');
    await expect(page.getByText('ops-e2e@example.com')).toHaveCount(0);
    await failed.getByRole('button', { name: `Retry job ${jobId} (deliver-email)` }).click();
    await expect(toast(page, `Job ${jobId} (deliver-email) will run again now.`)).toBeVisible();
    await expect(failed).toHaveCount(0);
    // Runnable again: the e2e server's worker takes it and delivers it (to the outbox), and the job is gone.
    await expect.poll(async () => (await e2eQuery(`select 1 from graphile_worker.jobs where id = $1`, [jobId])).length, { timeout: 15_000 }).toBe(0);

    // Audit: the three actions under the admin's name, newest first.
    await page.goto(`/ops/audit?actor=${encodeURIComponent(admin.email)}`);
    const entries = page.getByRole('list', { name: 'Audit rows, newest first' }).getByRole('article');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('job.retry');
    await expect(entries.nth(0)).toContainText(jobId);
    await expect(entries.nth(1)).toContainText('desk.set_pin');
    await expect(entries.nth(1)).toContainText(societyName);
    await expect(entries.nth(2)).toContainText('staff.grant');
    await expect(entries.nth(2)).toContainText(colleague.email);
    await expect(page.getByText('583920')).toHaveCount(0);
    // Looking at the log is itself a view, written after the page was read: the next look lists it first.
    await page.reload();
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText('view');
    await expect(entries.nth(0)).toContainText('audit_log');
    // In plain words: the action, the record by name, the person; India time, as the header says.
    // Right after a reload the streamed page may still hold its hidden copy beside the shown one: the shown one.
    await expect(page.getByText('Times are India time (IST).').filter({ visible: true })).toBeVisible();
    await expect(entries.nth(1)).toContainText('Retried a failed job');
    await expect(entries.nth(2)).toContainText(`Gate desk of ${societyName}`);
    await expect(entries.nth(2)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST/);
    // 'Hide views' leaves the looks out; the staff member and the action are chosen by name.
    await openTableFilters(page);
    // A streamed list holds its hidden copy beside the shown one until React reveals it: the shown filters.
    const filters = page.getByTestId('table-filters').filter({ visible: true });
    await filters.getByLabel('Hide views (who looked)').check();
    await filters.getByLabel('Action').selectOption({ label: "Set a gate desk's PIN" });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/views=hide/);
    await expect(entries).toHaveCount(1);
    await expect(entries.nth(0)).toContainText(societyName);
    await expect(page.getByLabel('Staff member')).toHaveValue(admin.email.toLowerCase());
  });
}
