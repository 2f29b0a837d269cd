import { hasControlCharacters, oneLine } from '@/lib/text/one-line';

test('typed text placed in a message stays on one line', () => {
  expect(oneLine('Asha\nYour OTP is 123456')).toBe('Asha Your OTP is 123456');
  expect(oneLine('  Asha\r\n\r\nRao\t ')).toBe('Asha Rao');
  expect(oneLine('A\u2028B\u0085C')).toBe('A B C');
  expect(oneLine('Ásha Rao-Iyer')).toBe('Ásha Rao-Iyer');
});

test('control characters are detected, ordinary names are not', () => {
  for (const name of ['Asha\n', 'A\rB', 'A\u0007', 'A\u2029B']) expect(hasControlCharacters(name)).toBe(true);
  for (const name of ['Asha', "D'Souza", 'Rao-Iyer', 'Ñandú', 'आशा']) expect(hasControlCharacters(name)).toBe(false);
  // The same answer every time (no regex state carried between calls).
  expect([hasControlCharacters('A\nB'), hasControlCharacters('A\nB')]).toEqual([true, true]);
});
