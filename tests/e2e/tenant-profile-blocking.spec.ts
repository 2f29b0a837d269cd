// The tenant profile never gets stuck: a value typed under an earlier choice (hidden now) never blocks, a tap
// on the greyed 'Next' / 'Create Profile' shows every blocking message beside its field and scrolls to it, and
// saving without a network reads as the spec's message with nothing typed lost.
import { expect, test } from './fixtures';
import { setNetwork } from './pages/network';

async function openForm(page: import('@playwright/test').Page) {
  await page.goto('/tenant-profile');
  await page.getByRole('button', { name: 'Create Tenant Profile' }).click();
  return page.getByTestId('tenant-profile-form');
}

test('hidden fields never block: Business Owner URL then Employed; 0 occupants then Family', async ({ page, signedInPerson }) => {
  expect(signedInPerson.email).toBeTruthy();
  const form = await openForm(page);
  const next = form.getByRole('button', { name: 'Next', exact: true });
  await next.click();

  await expect(form.getByRole('heading', { name: 'Occupation' })).toBeVisible();
  await form.getByRole('radio', { name: 'Business Owner' }).check();
  await form.getByLabel(/Google business profile URL/).fill('my shop');
  await form.getByRole('radio', { name: 'Employed (Salaried)' }).check();
  await expect(form.getByLabel(/Google business profile URL/)).toHaveCount(0);
  await form.getByLabel('Employer name').fill('Infosys');
  await form.getByLabel('Home state').selectOption('Kerala');
  await expect(next).toBeEnabled();
  await next.click();

  await expect(form.getByRole('heading', { name: 'Household & Lifestyle' })).toBeVisible();
  await form.getByRole('radio', { name: 'Bachelors-Girls' }).check();
  await form.getByLabel('Total occupants').fill('0');
  await form.getByRole('radio', { name: 'Family' }).check();
  await form.getByLabel('Adults').fill('2');
  await form.getByLabel('Children').fill('0');
  await form.getByRole('radio', { name: 'Yes' }).check();
  const create = form.getByRole('button', { name: 'Create Profile' });
  await expect(create).toBeEnabled();
  await expect(form.getByText('Fill in the required fields to continue.')).toHaveCount(0);
  await create.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('tenant-profile-state')).toHaveText('Edit');
});

test('a tap on the greyed button shows each blocking message beside its field and focuses the first', async ({ page, signedInPerson }) => {
  expect(signedInPerson.email).toBeTruthy();
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  const next = form.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  // Greyed (aria-disabled) but still answers a tap.
  await next.click({ force: true });
  await expect(form.getByText('Please enter your employer name')).toBeVisible();
  await expect(form.getByText('Please select your home state')).toBeVisible();
  await expect(form.getByLabel('Employer name')).toBeFocused();
  await expect(form.getByLabel('Employer name')).toBeInViewport();
});

test('saving with no network shows the spec message and keeps what was typed', async ({ page, signedInPerson }) => {
  expect(signedInPerson.email).toBeTruthy();
  const form = await openForm(page);
  await form.getByLabel(/Current city/).fill('Mysore');
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByLabel('Employer name').fill('Wipro');
  await form.getByLabel('Home state').selectOption('Goa');
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByRole('radio', { name: 'Single' }).check();
  await form.getByRole('radio', { name: 'No' }).check();

  await setNetwork(page.context(), true);
  await form.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Failed to create tenant profile. Please try again.')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Single' })).toBeChecked();

  await setNetwork(page.context(), false);
  await form.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('tenant-profile-state')).toHaveText('Edit');
});
