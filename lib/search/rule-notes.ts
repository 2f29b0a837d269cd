// Why a society matched a search's 'Pets allowed' or 'Bachelors allowed' (docs/society-facts.md "Search"): its
// association states the rule, or homes of it for rent say so ('3 homes here allow pets'). The result card says
// which, in these words.
import type { RuleFilter } from '@/lib/societies/rule-filters';
import { englishWords } from './english-words';
import { type Translate } from './words';

/** One rule filter a society matched, and how: by its association's rule, or by this many live rent homes. */
export type RuleMatch = { rule: RuleFilter; by: 'society' } | { rule: RuleFilter; by: 'homes'; homes: number };

const SOCIETY_KEY: Record<RuleFilter, string> = { pets: 'words.ruleNotes.societyPets', bachelors: 'words.ruleNotes.societyBachelors' };

const HOMES_KEY: Record<RuleFilter, { one: string; many: string }> = {
  pets: { one: 'words.ruleNotes.homesPetsOne', many: 'words.ruleNotes.homesPetsOther' },
  bachelors: { one: 'words.ruleNotes.homesBachelorsOne', many: 'words.ruleNotes.homesBachelorsOther' },
};

/** The card's line for one matched rule; null when the homes that matched are gone (nothing to say). */
export function ruleMatchText(match: RuleMatch, t: Translate = englishWords): string | null {
  if (match.by === 'society') return t(SOCIETY_KEY[match.rule]);
  if (match.homes < 1) return null;
  return match.homes === 1 ? t(HOMES_KEY[match.rule].one) : t(HOMES_KEY[match.rule].many, { count: String(match.homes) });
}
