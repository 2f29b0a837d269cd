// What 'Download my data' takes out of every message copy: codes, link tokens and gate passes; and what it keeps.
import { redactSecrets, redactUrl } from '@/lib/privacy/redact-secrets';

test('codes of any kind, link tokens and gate passes go', () => {
  expect(redactSecrets('482913 is your GHomes code. Code: 771204.')).toBe('[code removed] is your GHomes code. Code: [code removed].');
  expect(redactSecrets('Your login code\n\n004211\n\nEnter this 6-digit code')).toBe('Your login code\n\n[code removed]\n\nEnter this 6-digit code');
  expect(redactSecrets('Gate pass K7M2-Q9XW, or K7M2Q9XW', ['K7M2Q9XW'])).toBe('Gate pass [code removed], or [code removed]');
  expect(redactUrl('https://ghomes.in/owner/eyJhbGciOiJIUzI1NiJ9.eyJwdXIiOiJvZmZlciJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ')).toBe('https://ghomes.in/owner/[removed]');
  expect(redactUrl('https://ghomes.in/auth/confirm?token=abc&type=email')).toBe('https://ghomes.in/auth/confirm?[removed]');
  expect(redactUrl('https://ghomes.in/my-data/0f3a9c1e7b2d4a6f8e0c1b3d5f7a9e2c4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a')).toBe('https://ghomes.in/my-data/[removed]');
  expect(redactSecrets('Keep it: https://ghomes.in/account/keep/Xy_9-aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789AbCd.')).toBe('Keep it: https://ghomes.in/account/keep/[removed]');
});

test('what is not a secret stays: amounts, dates, phone numbers, ids, slugs', () => {
  const text = 'Rent ₹40,000 from 12 Dec 2026 at 10:30. Call +919876543210. Visit 8d1e2f30-1234-4abc-9def-123456789abc.';
  expect(redactSecrets(text)).toBe(text);
  expect(redactUrl('https://ghomes.in/society/prestige-lakeside-habitat/properties')).toBe('https://ghomes.in/society/prestige-lakeside-habitat/properties');
  expect(redactUrl('https://ghomes.in/society-visits/8d1e2f30-1234-4abc-9def-123456789abc')).toBe('https://ghomes.in/society-visits/8d1e2f30-1234-4abc-9def-123456789abc');
});
