// What the tenant wrote for the owner reaches the owner and the desk without the tenant's contact details
// (lib/offers/tenant-notes.ts): GHomes connects them.
import { CONTACT_REMOVED, tenantNote } from '@/lib/offers/tenant-notes';

test('an e-mail address or a phone number, however written, is taken out; the rest is kept', () => {
  expect(tenantNote('Call me on +91 98765 43210 or write to asha.rao@example.com, thanks!')).toBe(`Call me on ${CONTACT_REMOVED} or write to ${CONTACT_REMOVED}, thanks!`);
  expect(tenantNote('My number is 9876543210.')).toBe(`My number is ${CONTACT_REMOVED}.`);
  expect(tenantNote('A 2-year lease, 3 people, move-in 15 Dec')).toBe('A 2-year lease, 3 people, move-in 15 Dec');
});

test('nothing written is null, and the text is trimmed', () => {
  for (const empty of [null, undefined, '', '   ']) expect(tenantNote(empty)).toBeNull();
  expect(tenantNote('  Curtain rods \n')).toBe('Curtain rods');
});
