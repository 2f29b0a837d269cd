import { expect, type Page } from '@playwright/test';

// The tenancy page's 'Deposit' card (/tenancy/{id}, docs/move-in.md "The deposit") for the specs: each step from the
// party whose turn it is, each waiting for the card's answer that proves it. Every helper starts on the tenancy page
// of the party it names (the card loads in the browser, so each first waits for it).

const card = (page: Page) => page.getByTestId('deposit-card').filter({ visible: true });

async function expectMessage(page: Page, text: string | RegExp): Promise<void> {
  await expect(card(page).getByTestId('deposit-message')).toHaveText(text);
}

/** Either party: the amount paid (the agreed one, as filled in) and today as the day paid. */
export async function recordDepositPaid(page: Page): Promise<void> {
  await card(page).getByRole('button', { name: 'Record the payment' }).click();
  await expectMessage(page, 'Saved. The other party confirms it.');
  await expect(card(page).getByTestId('deposit-state')).toHaveText('Payment waiting for confirmation');
}

/** The other party: 'Confirm the payment'. */
export async function confirmDepositPaid(page: Page): Promise<void> {
  await card(page).getByRole('button', { name: 'Confirm the payment' }).click();
  await expectMessage(page, 'You confirmed the payment.');
  await expect(card(page).getByTestId('deposit-state')).toHaveText('Held by the owner');
}

/** Either party at move-out: the keys came back today. */
export async function handOverKeys(page: Page): Promise<void> {
  await card(page).getByRole('button', { name: 'Record the keys handed back' }).click();
  await expectMessage(page, 'Saved. The other party confirms the day.');
}

/** The other party: 'Confirm the keys'; the return is then due, with its day. */
export async function confirmKeys(page: Page): Promise<void> {
  await card(page).getByRole('button', { name: 'Confirm the keys' }).click();
  await expectMessage(page, 'You confirmed the day the keys came back.');
  await expect(card(page).getByTestId('deposit-state')).toHaveText('Return due');
  await expect(card(page).getByTestId('deposit-facts')).toContainText('Due in');
}

/** The owner: a deduction with its amount, reason and a photo (or an invoice PDF). */
export async function addDeduction(page: Page, photoPath: string, amount: number, reason: string): Promise<void> {
  const form = card(page).getByRole('form', { name: 'Add a deduction' });
  await form.getByLabel('Amount (₹)').fill(String(amount));
  await form.getByLabel('What it is for').fill(reason);
  await form.getByLabel('Photo or invoice').setInputFiles(photoPath);
  await form.getByRole('button', { name: 'Add the deduction' }).click();
  await expectMessage(page, 'Deduction added. The tenant accepts or disputes it.');
  await expect(card(page).getByTestId('deposit-deduction').filter({ hasText: reason })).toBeVisible();
}

/** The tenant: disputes the first deduction with a short reason. */
export async function disputeFirstDeduction(page: Page, reason: string): Promise<void> {
  const line = card(page).getByTestId('deposit-deduction').first();
  await line.getByRole('button', { name: 'Dispute' }).click();
  await line.getByLabel('Why you dispute it').fill(reason);
  await line.getByRole('button', { name: 'Send the dispute' }).click();
  await expectMessage(page, /You disputed this deduction/);
  await expect(line.getByTestId('deposit-deduction-answer')).toContainText('Disputed by the tenant');
}

/** The owner: what was returned, today. */
export async function recordReturn(page: Page, amount: number): Promise<void> {
  await card(page).getByLabel('Amount returned (₹)').fill(String(amount));
  await card(page).getByRole('button', { name: 'Record the return' }).click();
  await expectMessage(page, 'Saved. The tenant confirms it once the money arrives.');
  await expect(card(page).getByTestId('deposit-state')).toHaveText('Return recorded: waiting for the tenant');
}

/** The tenant: 'Confirm the return'; the deposit is settled. */
export async function confirmReturn(page: Page): Promise<void> {
  await card(page).getByRole('button', { name: 'Confirm the return' }).click();
  await expectMessage(page, 'You confirmed the return. The deposit is settled.');
  await expect(card(page).getByTestId('deposit-state')).toHaveText('Returned');
}
