import { compactSearchText, normaliseSearchText } from '@/lib/search/normalise';

test('case, accents, dots and other punctuation', () => {
  expect(normaliseSearchText('  J.P. Nagar ')).toBe('jp nagar');
  expect(normaliseSearchText('Koramangala-5th  Block')).toBe('koramangala 5th block');
  expect(normaliseSearchText('Café Street')).toBe('cafe street');
  expect(normaliseSearchText("St. John's Road")).toBe('st johns road');
});

test('numbers: thousands commas, decimal points, the rupee sign and native digits', () => {
  expect(normaliseSearchText('under ₹40,000')).toBe('under ₹ 40000');
  expect(normaliseSearchText('below 1.2 Cr.')).toBe('below 1.2 cr');
  expect(normaliseSearchText('೨ BHK')).toBe('2 bhk');
  expect(normaliseSearchText('३५ हज़ार')).toBe(normaliseSearchText('35 हज़ार'));
});

test('Kannada and Devanagari keep their vowel signs and lose invisible joiners', () => {
  const typed = 'ಇಂದಿರಾ\u200dನಗರ';
  expect(normaliseSearchText(typed)).toBe('ಇಂದಿರಾನಗರ');
  expect(normaliseSearchText('इंदिरानगर')).toBe('इंदिरानगर');
  // NFC: a decomposed nukta letter equals the composed one.
  expect(normaliseSearchText('\u0921\u093c')).toBe(normaliseSearchText('\u095c'.normalize('NFC')));
});

test('the compact form joins words', () => {
  expect(compactSearchText('Rajaji Nagar')).toBe(compactSearchText('Rajajinagar'));
  expect(compactSearchText('J. P. Nagar')).toBe('jpnagar');
});
