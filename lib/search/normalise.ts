// The one normalisation of search text, run on what a person types and on every name and alias the search matches
// (the database stores each name's normalised form beside it, written by this same function). Phones send the
// same word in several encodings: a Kannada keyboard may insert zero-width joiners, a Latin name may carry
// accents, digits may be Kannada or Devanagari. After this, equal-looking text is equal.

// Zero-width space, non-joiner, joiner, word joiner, BOM, soft hyphen: invisible, never part of a word.
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
// Combining accents of Latin letters only: Kannada and Devanagari vowel signs are combining marks too, and are letters.
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const KANNADA_ZERO = 0x0ce6;
const DEVANAGARI_ZERO = 0x0966;
const NATIVE_DIGIT = /[\u0ce6-\u0cef\u0966-\u096f]/g;

function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= DEVANAGARI_ZERO && code <= DEVANAGARI_ZERO + 9 ? code - DEVANAGARI_ZERO : code - KANNADA_ZERO);
}

/**
 * Lower case, NFC, no accents or invisible characters, ASCII digits, punctuation as word breaks, one space
 * between words. Dots vanish without a break ('J.P. Nagar' -> 'jp nagar'), except a decimal point between digits
 * ('1.2 cr'); a comma between digits is a thousands separator ('40,000' -> '40000'); '₹' stands as its own word.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(NATIVE_DIGIT, asciiDigit)
    .toLowerCase()
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/(\d)\.(?=\d)/g, '$1\u0000')
    .replace(/[.'’`]/g, '')
    .replace(/\u0000/g, '.')
    .replace(/₹/g, ' ₹ ')
    .replace(/[^\p{L}\p{M}\p{N}.₹]+/gu, ' ')
    .trim()
    .replace(/ +/g, ' ');
}

/** The normalised text without spaces: 'Rajaji Nagar' and 'Rajajinagar' meet here. */
export function compactSearchText(text: string): string {
  return normaliseSearchText(text).replace(/ /g, '');
}
