// Phone numbers as people type and paste them: '+91 98450 12345', '098450 12345', '0091 98450 12345' and
// '98450-12345' all mean 9845012345. One pure rule for the festival form and registration, applied on every
// change, so a paste is never cut by a length limit before it is cleaned.

const MAX_DIGITS = 15; // E.164

/**
 * The national number in digits: spaces, dashes, dots and brackets dropped; an international prefix for
 * `countryCode` (+91, 0091, or 91 in front of a full number) and India's trunk 0 removed.
 */
export function normalizePhoneInput(text: string, countryCode = '+91'): string {
  const country = countryCode.replace(/\D/g, '');
  let digits = text.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(text);
  if (international) {
    digits = digits.replace(/^00/, '');
    if (country && digits.startsWith(country)) digits = digits.slice(country.length);
  }
  if (country === '91') {
    // India: 10-digit mobiles; '91' in front of a full number (typed without the +) or a trunk '0' go.
    if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
    return digits.slice(0, 10);
  }
  return digits.slice(0, MAX_DIGITS);
}

/**
 * A stored number as every screen shows it: '+91 98450 12345' for an Indian mobile (five and five), otherwise
 * the country code and the digits. Empty when there is no number.
 */
export function formatPhone(countryCode: string, phone: string): string {
  if (!phone) return '';
  const national = countryCode === '+91' && phone.length === 10 ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
  return `${countryCode} ${national}`;
}

/** A number kept as digits, country code first: '919876543210' -> '+91 98765 43210'; others get a plus, as they are. */
export function formatDialDigits(digits: string): string {
  const indian = /^91(\d{5})(\d{5})$/.exec(digits);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : `+${digits}`;
}
