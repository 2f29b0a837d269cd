// The desk's one search (/ops/search?q=, docs/ops.md "Search"): what a person typed, read once into what each kind
// of record is looked up by. Pure, so the page, the service and the tests read a query the same way.
import { normaliseSearchText } from '@/lib/search/normalise';
import { normalizePassCode } from '@/lib/visits/gate-pass';
import type { StaffRole } from './roles';

export const DESK_SEARCH_KINDS = ['tenants', 'owners', 'homes', 'visits', 'offers'] as const;
export type DeskSearchKind = (typeof DESK_SEARCH_KINDS)[number];

/** At most this many records of each kind are shown; one more is read to say that there are more. */
export const DESK_SEARCH_LIMIT = 10;
/** Nobody types more to find a person or a home. */
export const DESK_SEARCH_MAX_LENGTH = 100;
/** Names, e-mail addresses and units are looked up from this many characters (a trigram needs three). */
export const DESK_SEARCH_MIN_LENGTH = 3;

export interface PhoneNumber {
  countryCode: string;
  phone: string;
}

export interface DeskSearchTerms {
  /** What was typed, trimmed and cut to DESK_SEARCH_MAX_LENGTH, spaces collapsed. */
  text: string;
  /** Lower case, for names and e-mail addresses (compared to lower(...) of the columns). */
  lower: string;
  /** Whether the text is long enough to be looked up as a name, an e-mail address or a home. */
  searchable: boolean;
  /** The numbers the text can be (a phone typed with spaces, +91, 0091 or a leading 0). Empty when it is no phone. */
  phones: PhoneNumber[];
  /** The gate pass code it can be (case, dashes and look-alike letters aside), or null. */
  passCode: string | null;
  /** A home: the units typed (compact: lower case, letters and digits only) and the rest as a society's name. */
  home: { units: string[]; society: string | null } | null;
}

const PHONE_SHAPE = /^\(?\+?[\d\s().-]+$/;
const PHONE_DIGITS = /^\d{6,15}$/;

/**
 * The numbers a typed phone can be, as the records keep them (country code, then 6-15 digits). '+91 98450 12345',
 * '98450-12345', '098450 12345' and '919845012345' are all +91 9845012345; '+44 7700 900123' tries each split of
 * the country code (the records hold one of them).
 */
export function phoneCandidates(text: string): PhoneNumber[] {
  const trimmed = text.trim();
  if (!PHONE_SHAPE.test(trimmed)) return [];
  const digits = trimmed.replace(/\D/g, '');
  const found = new Map<string, PhoneNumber>();
  const add = (countryCode: string, phone: string) => {
    if (PHONE_DIGITS.test(phone)) found.set(`${countryCode} ${phone}`, { countryCode, phone });
  };
  const international = /^\(?\+/.test(trimmed) ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    for (let length = 1; length <= 3; length += 1) add(`+${international.slice(0, length)}`, international.slice(length));
    return [...found.values()];
  }
  if (digits.length === 12 && digits.startsWith('91')) add('+91', digits.slice(2));
  if (digits.length === 11 && digits.startsWith('0')) add('+91', digits.slice(1));
  if (!(digits.length === 11 && digits.startsWith('0'))) add('+91', digits);
  return [...found.values()];
}

/** A unit as the index keeps it: 'A-1204', 'a 1204' and 'A1204' are all 'a1204'. */
export function compactUnit(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

// Words people put before a unit that are part of no society's name or unit.
const UNIT_WORDS = new Set(['flat', 'unit', 'house', 'no', 'apt', 'apartment', 'villa', 'door']);

/**
 * A home typed as its society and unit, in either order: 'Cypress Gardens A-1204', '1204 cypress', 'A 1204'. A
 * word with a digit is a unit; a letter or two just before one is its block ('A 1204' -> 'a1204'); the other words
 * are the society's name (normalised as the site's search stores names).
 */
export function homeTerms(text: string): DeskSearchTerms['home'] {
  const words = text.split(/\s+/).filter(Boolean);
  const units: string[] = [];
  const society: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    if (/\d/.test(word)) {
      const unit = compactUnit(word);
      if (unit) units.push(unit);
    } else if (next && /\d/.test(next) && /^[a-z]{1,2}$/i.test(word)) {
      units.push(compactUnit(`${word}${next}`));
      index += 1;
    } else if (!UNIT_WORDS.has(word.toLowerCase().replace(/[.#:]/g, ''))) {
      society.push(word);
    }
  }
  const name = normaliseSearchText(society.join(' '));
  if (!units.length && name.length < DESK_SEARCH_MIN_LENGTH) return null;
  return { units, society: name.length >= DESK_SEARCH_MIN_LENGTH ? name : null };
}

/** What the desk looks up for a typed query; null for nothing typed. */
export function parseDeskSearch(input: string | undefined | null): DeskSearchTerms | null {
  const text = (input ?? '').replace(/\s+/g, ' ').trim().slice(0, DESK_SEARCH_MAX_LENGTH).trim();
  if (!text) return null;
  const phones = phoneCandidates(text);
  const searchable = text.length >= DESK_SEARCH_MIN_LENGTH;
  return {
    text,
    lower: text.toLowerCase(),
    searchable,
    phones,
    passCode: normalizePassCode(text),
    // A phone number is no home: its digits would read as a unit.
    home: searchable && !phones.length && !text.includes('@') ? homeTerms(text) : null,
  };
}

/** A LIKE pattern that matches `text` literally anywhere (% and _ typed by a person are letters). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** '••••••2345': a phone on the desk's results, enough to tell two people apart. */
export function phoneHint(phone: string): string {
  return `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
}

/** What the search box offers to find, by role: an agent finds the visits of their societies by pass code. */
export function searchPlaceholder(role: StaffRole): string {
  return role === 'agent' ? 'Gate pass code' : 'Name, phone, e-mail, unit or pass code';
}
