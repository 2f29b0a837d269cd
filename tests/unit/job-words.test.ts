// What a queued job was for and for whom, in words: each message by its key or kind, each recipient masked, the
// records a job carries by their short id, and a task this release does not know by its own name.
import { describeJob, taskWords } from '@/lib/ops/job-words';

test.each([
  ['deliver-email', 'offer-ack-email:8d1e4c2a-1', { to: 'kavya.nair@example.com' }, "An e-mail: the confirmation of a tenant's offer", 'ka***@example.com'],
  ['deliver-whatsapp', 'owner-offer-counter-accepted-whatsapp:8d1e', { to: '+919845012345' }, 'A WhatsApp message: the news for an owner that the tenant accepted the counter', '+91984*******'],
  ['deliver-email', 'availability-remind-email:ask-1', { to: 'owner@example.com' }, "An e-mail: the reminder of 'Is your home still available?' for an owner", 'ow***@example.com'],
  ['deliver-email', null, { to: 'a@example.com' }, 'Sending an e-mail', 'a***@example.com'],
  ['deliver-push', 'visit-reminder-push:v1:24h:sub', { subscriptionId: 'abcdef12-3456' }, 'A phone notification: a visit reminder', "a tenant's phone, subscription abcdef12"],
  ['send-message', null, { kind: 'offer-answer', email: { to: 'kavya@example.com' }, whatsapp: { to: '+919845012345' } }, "Preparing the answer to a tenant's offer", 'ka***@example.com and +91984*******'],
  ['send-registration-code', 'registration-code:x', { email: 'new.person@example.com' }, 'Sending a new account its sign-up code', 'ne***@example.com'],
  ['send-visit-confirmation', null, { visitId: '5c0ffee0-aaaa' }, "Sending a booked visit's confirmation", 'the tenant of visit 5c0ffee0'],
  ['alert-digest', 'digest:x', { userId: '1234567890ab', societyId: 's', digestDate: '2026-12-01' }, 'Sending new homes in a society someone follows', 'account 12345678'],
  ['purge-retention', null, {}, 'Removing data past its retention', null],
  ['an-old-task', null, { to: 'x@example.com' }, 'an-old-task', null],
  ['deliver-email', 'offer-ack-email:1', 'not an object', "An e-mail: the confirmation of a tenant's offer", null],
])('%s with the key %s: what it was for and for whom', (task, key, payload, what, forWhom) => {
  expect(describeJob(task, key, payload)).toEqual({ what, forWhom });
});

test('a task in words, or its own name when unknown', () => {
  expect(taskWords('owner-availability')).toBe('Asking owners whether their homes are still available');
  expect(taskWords('something-new')).toBe('something-new');
});
