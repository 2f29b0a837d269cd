/** @jest-environment node */
// Gate pass rules: the code's format and what the desk may type, and the window's boundaries.
import { formatPassCode, normalizePassCode, passInstruction, passNotYetValidMessage, passTiming, passWindow } from '@/lib/visits/gate-pass';
import { reschedulesLeft } from '@/lib/visits/reschedule';

test('a code is 8 characters of Crockford base32; case, spaces, dashes and look-alike letters do not matter', () => {
  expect(normalizePassCode('AB12-CD34')).toBe('AB12CD34');
  expect(normalizePassCode(' ab12 cd34 ')).toBe('AB12CD34');
  expect(normalizePassCode('Ao1I-cdL4')).toBe('A011CD14');
  expect(formatPassCode('AB12CD34')).toBe('AB12-CD34');
  for (const bad of ['', 'AB12-CD3', 'AB12-CD345', 'AB12-CD3U', 'https://example.com', 'AB12_CD34']) expect(normalizePassCode(bad)).toBeNull();
});

test('valid from 30 minutes before the start (inclusive) to 30 minutes after the end (exclusive)', () => {
  const visit = { visitStart: '2026-11-24T05:30:00Z', visitEnd: '2026-11-24T06:00:00Z' };
  expect(passWindow(visit)).toEqual({ from: new Date('2026-11-24T05:00:00Z'), until: new Date('2026-11-24T06:30:00Z') });
  expect(passTiming(visit, new Date('2026-11-24T04:59:59.999Z'))).toBe('early');
  expect(passTiming(visit, new Date('2026-11-24T05:00:00Z'))).toBe('valid');
  expect(passTiming(visit, new Date('2026-11-24T06:29:59.999Z'))).toBe('valid');
  expect(passTiming(visit, new Date('2026-11-24T06:30:00Z'))).toBe('expired');
});

test('at most two reschedules', () => {
  expect([0, 1, 2, 3].map((rescheduleCount) => reschedulesLeft({ rescheduleCount }))).toEqual([2, 1, 0, 0]);
});

test('an early pass says from when it is valid, India time; the pass says where to show it, desk or guard', () => {
  // 05:00 UTC is 10:30 AM in India, on Tuesday 24 November 2026.
  expect(passNotYetValidMessage(new Date('2026-11-24T05:00:00Z'))).toBe('This pass is not valid yet: it is valid from Tue 24 Nov, 10:30 AM (India time).');
  expect(passInstruction(true)).toBe('Show this code or its QR code at the security desk; the guard checks it there.');
  expect(passInstruction(false)).toBe('Show this pass to the guard at the society gate: it has your visit time and code.');
});
