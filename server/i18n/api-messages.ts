// The API's refusals in the reader's language: the message of an error answer is looked up by its English words
// in the `apiErrors` namespace, and that key's message in the request's language is sent instead. A message with
// a number in it ('after 42 seconds') is matched by its English message's pattern ('after {seconds} seconds') and
// keeps its number. A message the namespace does not hold stays as it is, in English: the ones a screen already
// reads in its own language by their English words (the booking's, the gate's, the tenancy routes', the forms')
// are left out of the namespace on purpose, so those screens keep reading them.
import 'server-only';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from './messages';

type Tree = { readonly [key: string]: string | Tree };
type Pattern = { readonly regex: RegExp; readonly names: readonly string[]; readonly key: string };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Built once: the English messages without placeholders by their text, and the others as patterns. */
const EXACT = new Map<string, string>();
const PATTERNS: Pattern[] = [];
for (const [key, english] of leaves(messagesFor('en').apiErrors)) {
  const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (names.length === 0) {
    if (!EXACT.has(english)) EXACT.set(english, key);
    continue;
  }
  // Every placeholder of these messages is a number the server counted (seconds, minutes, a limit).
  const source = english.split(PLACEHOLDER).map((part, index) => (index % 2 === 1 ? '(\\d+)' : escapeRegex(part))).join('');
  PATTERNS.push({ regex: new RegExp(`^${source}$`), names, key });
}

function messageAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The `apiErrors` key of an English refusal and the numbers it names, or null for a message not in the namespace. */
export function apiMessageKey(message: string): { key: string; values: Record<string, string> } | null {
  const exact = EXACT.get(message);
  if (exact) return { key: exact, values: {} };
  for (const { regex, names, key } of PATTERNS) {
    const match = regex.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}

/** An English refusal in `language`; English, and a message the namespace does not hold, come back unchanged. */
export function localizedApiMessage(message: string, language: Locale): string {
  if (language === 'en') return message;
  const found = apiMessageKey(message);
  if (!found) return message;
  const text = messageAt(messagesFor(language).apiErrors, found.key);
  return text === undefined ? message : fill(text, found.values);
}
