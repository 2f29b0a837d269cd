// Aliases of a name (docs/search.md "Aliases"): checked and normalised the same way wherever they come from (the
// seed, the CSV import's `aliases` column, the desk). Pure, so the desk's form and its route share the rules.
import { compactSearchText, normaliseSearchText } from './normalise';

export const ALIAS_LIMITS = { perTarget: 40, maxLength: 120 } as const;
/** The import's `aliases` column separates them with '|'. */
export const ALIAS_SEPARATOR = '|';

export type AliasLanguage = 'en' | 'kn' | 'hi';

export interface PreparedAlias {
  alias: string;
  normalised: string;
  compact: string;
  language: AliasLanguage;
}

const KANNADA = /[\u0c80-\u0cff]/;
const DEVANAGARI = /[\u0900-\u097f]/;

/** The script an alias is written in: Kannada, Devanagari (Hindi), else Latin ('en'). */
export function aliasLanguage(alias: string): AliasLanguage {
  if (KANNADA.test(alias)) return 'kn';
  if (DEVANAGARI.test(alias)) return 'hi';
  return 'en';
}

export type AliasProblem = { kind: 'too_many'; limit: number } | { kind: 'too_long'; alias: string; limit: number } | { kind: 'empty'; alias: string };

export function describeAliasProblem(problem: AliasProblem): string {
  if (problem.kind === 'too_many') return `At most ${problem.limit} aliases for one name`;
  if (problem.kind === 'too_long') return `An alias has more than ${problem.limit} characters: "${problem.alias.slice(0, 40)}…"`;
  return `"${problem.alias}" has no letters or digits to search by`;
}

/**
 * Trims, normalises and de-duplicates (by normalised form, the first spelling wins) the aliases of one name;
 * an alias equal to the name itself is dropped (the name is matched anyway). Blank entries are ignored.
 */
export function prepareAliases(name: string, aliases: readonly string[]): { aliases: PreparedAlias[]; problem: AliasProblem | null } {
  const own = normaliseSearchText(name);
  const seen = new Set<string>([own]);
  const prepared: PreparedAlias[] = [];
  for (const raw of aliases) {
    const alias = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (!alias) continue;
    if (alias.length > ALIAS_LIMITS.maxLength) return { aliases: [], problem: { kind: 'too_long', alias, limit: ALIAS_LIMITS.maxLength } };
    const normalised = normaliseSearchText(alias);
    if (!normalised) return { aliases: [], problem: { kind: 'empty', alias } };
    if (seen.has(normalised)) continue;
    seen.add(normalised);
    prepared.push({ alias, normalised, compact: compactSearchText(alias), language: aliasLanguage(alias) });
  }
  if (prepared.length > ALIAS_LIMITS.perTarget) return { aliases: [], problem: { kind: 'too_many', limit: ALIAS_LIMITS.perTarget } };
  return { aliases: prepared, problem: null };
}

/** The import's cell: 'Rajaji Nagar|ರಾಜಾಜಿನಗರ' -> ['Rajaji Nagar', 'ರಾಜಾಜಿನಗರ']. */
export function splitAliasCell(cell: string | null | undefined): string[] {
  return (cell ?? '').split(ALIAS_SEPARATOR).map((part) => part.trim()).filter(Boolean);
}
