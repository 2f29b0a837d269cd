// Notes and assignment on the desk, at 1280 px and 390 px: a manager writes a note on a contact message from its
// row's menu (who and when shown), gives the message to themselves, and 'Mine' lists it; the tenant-facing side is
// covered by tests/integration/desk-notes.test.ts (no answer, page, file or message carries a note).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eQuery } from './pages/e2e-database';
import { openTableFilters, signInAsStaff } from './pages/staff';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const rowOf = (page: Page, wide: boolean, subject: string) =>
  (wide ? page.getByRole('table', { name: 'Contact messages' }).getByRole('row') : page.getByRole('list', { name: 'Contact messages' }).getByRole('listitem')).filter({ hasText: subject });

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  const wide = width >= 768;
  test(`at ${width} px a manager notes a message, assigns it to themselves and finds it under Mine`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const subject = `Balcony ${unique()}`;
    const sent = await page.request.post('/api/send-contact-email', { data: { name: 'Meera Iyer', email: 'meera@example.com', phone: '+91 98450 22222', subject, message: 'Hello' } });
    expect(sent.ok(), await sent.text()).toBeTruthy();
    const manager = await signInAsStaff(page, 'manager');
    const [account] = await e2eQuery<{ id: string }>(`select id from profiles where lower(email) = lower($1)`, [manager.email]);

    await page.goto('/ops/messages?state=open&size=100');
    const row = rowOf(page, wide, subject);
    await row.getByRole('button', { name: `Actions: Meera’s message “${subject}”` }).click();
    await page.getByRole('menuitem', { name: `Notes: Meera’s message “${subject}”` }).click();
    const notes = page.getByRole('dialog', { name: 'Notes' });
    await expect(notes.getByText('No notes yet.')).toBeVisible();
    await notes.getByLabel(`A note on Meera’s message “${subject}”`).fill('Called her back; she wants a site visit on Saturday.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByTestId('desk-notes')).toContainText('Called her back; she wants a site visit on Saturday.');
    await expect(notes.getByTestId('desk-notes')).toContainText(manager.email);
    await page.keyboard.press('Escape');
    // The dialog gives focus back to the row's menu button, which now counts the note.
    await expect(row.getByRole('button', { name: `Actions: Meera’s message “${subject}”` })).toBeFocused();

    await row.getByRole('button', { name: `Actions: Meera’s message “${subject}”` }).click();
    await page.getByRole('menuitem', { name: `Assign Meera’s message “${subject}”` }).click();
    const assign = page.getByRole('dialog', { name: 'Assign' });
    await assign.getByLabel('Assigned to').selectOption(account!.id);
    await assign.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByTestId('row-assignee')).toHaveText(`Assigned to ${manager.firstName} ${manager.lastName}`);

    await openTableFilters(page);
    await page.getByLabel('Assigned', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/mine=1/);
    await expect(page.getByTestId('table-results')).toHaveText('1 result');
    await expect(rowOf(page, wide, subject)).toHaveCount(1);

    const audit = await e2eQuery<{ action: string }>(`select action from audit_log where actor_email = $1 and action in ('note.add', 'assign.set') order by id`, [manager.email]);
    expect(audit.map((entry) => entry.action)).toEqual(['note.add', 'assign.set']);
  });
}
