// /tenant-profile in the page's language: the intro, the steps and the schema's messages under the fields read in
// Kannada or Hindi, while English reads as the spec's words.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TenantProfileScreen } from '@/components/tenant/tenant-profile-screen';
import { withCopy } from '@/tests/helpers/copy';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn() }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const account = { id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '9876543210', countryCode: '+91' };

beforeEach(() => {
  localStorage.clear();
  // jsdom has no scrolling: the form brings the first blocking field into view.
  Element.prototype.scrollIntoView = jest.fn();
});

test('English: the intro and the first step read as before', async () => {
  render(withCopy(<TenantProfileScreen account={account} profile={null} />, ['tenant']));
  expect(screen.getByRole('heading', { name: 'Tenant Profile' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await userEvent.click(screen.getByRole('button', { name: 'Create Tenant Profile' }));
  expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Personal & Contact' })).toBeInTheDocument();
});

test('Kannada: intro, steps, occupation choices and a missing field read in Kannada', async () => {
  const user = userEvent.setup();
  render(withCopy(<TenantProfileScreen account={account} profile={null} />, ['tenant'], 'kn'));
  expect(screen.getByRole('heading', { name: 'ಬಾಡಿಗೆದಾರರ ಪ್ರೊಫೈಲ್' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ಪ್ರೊಫೈಲ್' })).toHaveAttribute('href', '/kn/profile');
  await user.click(screen.getByRole('button', { name: 'ಬಾಡಿಗೆದಾರರ ಪ್ರೊಫೈಲ್ ರಚಿಸಿ' }));
  expect(screen.getByText('3 ರಲ್ಲಿ ಹಂತ 1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /ಮುಂದೆ/ }));
  expect(screen.getByRole('heading', { name: 'ಉದ್ಯೋಗ' })).toBeInTheDocument();
  expect(screen.getByLabelText('ವಿದ್ಯಾರ್ಥಿ')).toBeInTheDocument();
  // 'Next' with no home state: the schema's message, in Kannada.
  await user.click(screen.getByRole('button', { name: /ಮುಂದೆ/ }));
  expect(await screen.findByText('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸ್ವಂತ ರಾಜ್ಯ ಆಯ್ಕೆಮಾಡಿ')).toBeInTheDocument();
  await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
});
