// What the admin desk shows: a failed job's error without the person it was for, the audit log's before and
// after field by field, and the admin payloads' rules (an agent needs a society, PINs are 6-12 digits).
import { auditChanges } from '@/lib/ops/audit-view';
import { maskPersonalData, SHOWN_ERROR_MAX, shownJobError } from '@/lib/ops/personal-data-mask';
import { deskPinSchema, jobParamsSchema, staffChangeSchema, staffGrantSchema } from '@/lib/validation/ops-admin';

describe('maskPersonalData', () => {
  test.each([
    ['550 5.1.1 <asha.rao+home@example.co.in>: Recipient address rejected', '550 5.1.1 <[e-mail]>: Recipient address rejected'],
    ["The 'To' number +919812345678 is not a valid phone number.", "The 'To' number [phone] is not a valid phone number."],
    ['call +91 98123 45678 or (080) 4567-8901', 'call [phone] or [phone]'],
    ['connect ECONNREFUSED 127.0.0.1:2525', 'connect ECONNREFUSED 127.0.0.1:2525'],
    ['HTTP 429 after 3 retries in 2026', 'HTTP 429 after 3 retries in 2026'],
    ['timed out at 2026-11-27 17:04:17 from 192.168.100.200', 'timed out at 2026-11-27 17:04:17 from 192.168.100.200'],
    ['whatsapp 98123 45678 and 9812345678 failed', 'whatsapp [phone] and [phone] failed'],
    ['row 6f1c1d2e-0b7a-4c1e-9d55-2a8f3b9c0e11 missing', 'row 6f1c1d2e-0b7a-4c1e-9d55-2a8f3b9c0e11 missing'],
  ])('%s', (input, expected) => {
    expect(maskPersonalData(input)).toBe(expected);
  });
});

test('shownJobError keeps the first non-empty line, masked and cut short', () => {
  expect(shownJobError(null)).toBeNull();
  expect(shownJobError('\nError: to asha@example.com failed\n    at deliver (server/jobs/deliveries.ts:10)')).toBe('Error: to [e-mail] failed');
  const long = shownJobError(`x${'y'.repeat(500)}`)!;
  expect(long).toHaveLength(SHOWN_ERROR_MAX);
  expect(long.endsWith('…')).toBe(true);
});

test('auditChanges lists every field with whether it changed, set and cleared ones included', () => {
  expect(auditChanges({ role: 'agent', societies: ['a', 'b'], email: 'x@example.com' }, { role: 'manager', societies: [], email: 'x@example.com' })).toEqual([
    { field: 'role', before: 'agent', after: 'manager', changed: true },
    { field: 'societies', before: 'a, b', after: 'none', changed: true },
    { field: 'email', before: 'x@example.com', after: 'x@example.com', changed: false },
  ]);
  expect(auditChanges(null, { role: 'admin' })).toEqual([{ field: 'role', before: null, after: 'admin', changed: true }]);
  expect(auditChanges({ role: 'admin' }, null)).toEqual([{ field: 'role', before: 'admin', after: null, changed: true }]);
  expect(auditChanges(null, null)).toEqual([]);
});

describe('admin payloads', () => {
  const society = '6f1c1d2e-0b7a-4c1e-9d55-2a8f3b9c0e11';
  test('an agent needs a society; a manager keeps none', () => {
    expect(staffGrantSchema.safeParse({ email: 'a@example.com', role: 'agent', societyIds: [] }).success).toBe(false);
    expect(staffGrantSchema.parse({ email: ' A@Example.com ', role: 'manager', societyIds: [society] })).toEqual({ email: 'a@example.com', role: 'manager', societyIds: [] });
    expect(staffChangeSchema.parse({ role: 'agent', societyIds: [society.toUpperCase(), society] })).toEqual({ role: 'agent', societyIds: [society] });
    expect(staffChangeSchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(staffChangeSchema.safeParse({ role: 'manager', extra: true }).success).toBe(false);
  });
  test('a desk PIN is 6 to 12 digits; a job id is a positive bigint', () => {
    expect(deskPinSchema.safeParse({ pin: '12345' }).success).toBe(false);
    expect(deskPinSchema.safeParse({ pin: '1234567890123' }).success).toBe(false);
    expect(deskPinSchema.safeParse({ pin: '12a456' }).success).toBe(false);
    expect(deskPinSchema.parse({ pin: ' 482913 ' })).toEqual({ pin: '482913' });
    expect(jobParamsSchema.safeParse({ jobId: '0' }).success).toBe(false);
    expect(jobParamsSchema.safeParse({ jobId: '1e3' }).success).toBe(false);
    expect(jobParamsSchema.safeParse({ jobId: '42' }).success).toBe(true);
  });
});
