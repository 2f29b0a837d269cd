// The one masking rule of every log line (server/log/logger.ts applies it to each line's fields and message).
// A line keeps enough to tell people and messages apart, never enough to name them:
// - by field name: e-mail and phone fields keep their first characters, name fields their initials, free-text
//   fields the first letter of each word (the same for any field whose name ends that way: ownerEmail, tenantName);
// - by value, in every other string (the message included): an e-mail address or a phone number found inside
//   is masked as the field would be. Ids, codes, statuses and counts are not personal and pass unchanged.

export const EMAIL_IN_TEXT = /[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+/g;
// A phone number: 10 to 15 digits, optionally with a leading +, spaces or dashes between groups; never part of a
// longer token (an id, a hash or a UUID keeps its digits).
export const PHONE_IN_TEXT = /(?<![\w-])\+?\d(?:[ -]?\d){9,14}(?![\w-])/g;

const EMAIL_KEY = /e-?mail(?:_?address)?$|^to$|^recipient$/i;
const PHONE_KEY = /(?:phone|mobile|whatsapp)(?:number)?$/i;
const NAME_KEY = /^(?:(?:full|first|last|middle|display|tenant|owner|sender|user|person|agent|staff|contact)_?)?name$/i;
const TEXT_KEY = /(?:subject|text|body|message_text|notes?|comment|description|content|address)$/i;

/** `ka***@example.com`: two characters of the local part and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** `+91987*****`: the country code and first digits, then one star per digit left (at most ten). */
export function maskPhone(phone: string): string {
  const parts = phone.match(/^(\D*)(\+?\d{0,5})(.*)$/);
  if (!parts) return '***';
  return `${parts[1]}${parts[2]}${'*'.repeat(Math.min(10, parts[3]!.replace(/\D/g, '').length))}`;
}

/** An e-mail or phone recipient (`whatsapp:+91...` included), masked as its kind. */
export function maskRecipient(to: string): string {
  return to.lastIndexOf('@') > 0 ? maskEmail(to) : maskPhone(to);
}

/** `Asha Rao` -> `A. R.`: initials only. */
export function maskName(name: string): string {
  const initials = name.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'-]*/gu)?.map((word) => `${String.fromCodePoint(word.codePointAt(0)!)}.`);
  return initials?.join(' ') ?? '***';
}

/**
 * Free text (a subject, which may carry a sender's name and the words they typed): every word of two or more
 * characters cut to its first, so a line still tells messages apart without repeating what a person wrote
 * ('New contact message from Asha Rao: 2 BHK' -> 'N*** c*** m*** f*** A*** R***: 2 B***').
 */
export function maskText(text: string): string {
  return text.slice(0, 300).replace(/[\p{L}\p{M}\p{N}]{2,}/gu, (word) => `${String.fromCodePoint(word.codePointAt(0)!)}***`);
}

/** Any other string: e-mail addresses and phone numbers inside it masked, the rest kept. */
export function maskInText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, maskEmail).replace(PHONE_IN_TEXT, maskPhone);
}

function maskByKey(key: string, value: string): string {
  if (EMAIL_KEY.test(key)) return maskRecipient(value);
  if (PHONE_KEY.test(key)) return maskPhone(value);
  if (NAME_KEY.test(key)) return maskName(value);
  if (TEXT_KEY.test(key)) return maskText(value);
  return maskInText(value);
}

/** The rule applied to a log line's fields, at any depth (arrays and nested objects included). */
export function maskLogValue(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') return maskByKey(key, value);
  if (!value || typeof value !== 'object' || depth > 6) return value;
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => maskLogValue(item, key, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskLogValue(item, name, depth + 1)]));
}

/** A line's fields: every value passed through the rule. */
export function maskLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  return maskLogValue(fields) as Record<string, unknown>;
}
