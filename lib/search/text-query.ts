// What the matching core of the search (server/search/text-match.ts) reads from the typed text: its normalised
// words and the compact forms of runs of neighbouring words, so 'rajaji nagar' meets 'Rajajinagar' and 'j p nagar'
// meets 'JP Nagar'. Pure, shared by the search and the suggestions.
import { normaliseSearchText } from './normalise';

/** Words beyond these are ignored: a longer text is a sentence, and each word costs the query a condition. */
export const MAX_QUERY_WORDS = 6;
/** Longer words are cut: no name has one, and Levenshtein in PostgreSQL takes at most 255 characters. */
export const MAX_WORD_LENGTH = 40;
/** The longest run of words joined into one compact form ('k r puram' -> 'krpuram'). */
const MAX_SPAN_WORDS = 3;
/** A compact form shorter than this is not matched as the start of a name (too many names start with 'ab'). */
const MIN_COMPACT_PREFIX = 4;

export interface CompactSpan {
  /** The words start..end (0-based, inclusive) without spaces. */
  compact: string;
  start: number;
  end: number;
  /** The span ends at the last word, which may still be being typed: it may match the start of a name. */
  prefix: boolean;
}

export interface TextQuery {
  /** The whole text normalised ('' when nothing searchable is left). */
  normalised: string;
  /** Distinct words in typed order, at most MAX_QUERY_WORDS. */
  words: string[];
  spans: CompactSpan[];
}

export function parseTextQuery(text: string): TextQuery {
  const normalised = normaliseSearchText(text);
  const words = [...new Set(normalised.split(' ').filter(Boolean).map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_QUERY_WORDS);
  const spans: CompactSpan[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start; end < Math.min(words.length, start + MAX_SPAN_WORDS); end += 1) {
      const compact = words.slice(start, end + 1).join('');
      const prefix = end === words.length - 1 && compact.length >= MIN_COMPACT_PREFIX;
      spans.push({ compact, start, end, prefix });
    }
  }
  return { normalised, words, spans };
}

/** How a word (or a run of words) matched a name: the ranking's tiers, best first (docs/search.md "Matching"). */
export const MATCH_TIER = { exact: 4, prefix: 3, alias: 2, fuzzy: 1, none: 0 } as const;

/** The tier a match through an alias counts for: an alias never ranks with the name itself, a fuzzy one stays fuzzy. */
export function aliasTier(wordTier: number): number {
  if (wordTier >= MATCH_TIER.prefix) return MATCH_TIER.alias;
  return wordTier > MATCH_TIER.none ? MATCH_TIER.fuzzy : MATCH_TIER.none;
}
