// Why a society matched a search's 'Pets allowed' or 'Bachelors allowed' (docs/society-facts.md "Search"): its
// association states the rule, or homes of it for rent say so ('3 homes here allow pets'). The result card says
// which, in these words.
import type { RuleFilter } from '@/lib/societies/rule-filters';

/** One rule filter a society matched, and how: by its association's rule, or by this many live rent homes. */
export type RuleMatch = { rule: RuleFilter; by: 'society' } | { rule: RuleFilter; by: 'homes'; homes: number };

const SOCIETY_TEXT: Record<RuleFilter, string> = {
  pets: 'The society allows pets',
  bachelors: 'The society allows bachelors',
};

const HOMES_TEXT: Record<RuleFilter, { one: string; many: (count: number) => string }> = {
  pets: { one: '1 home here allows pets', many: (count) => `${count} homes here allow pets` },
  bachelors: { one: '1 home here welcomes bachelors', many: (count) => `${count} homes here welcome bachelors` },
};

/** The card's line for one matched rule; null when the homes that matched are gone (nothing to say). */
export function ruleMatchText(match: RuleMatch): string | null {
  if (match.by === 'society') return SOCIETY_TEXT[match.rule];
  if (match.homes < 1) return null;
  return match.homes === 1 ? HOMES_TEXT[match.rule].one : HOMES_TEXT[match.rule].many(match.homes);
}
