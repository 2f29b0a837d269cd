// The two rules for tenants the search filters on, by their URL value, with the filter panel's label. Only the
// keys and labels: the search's state, URL parsing and summary load this in the browser on the home and search
// pages, so which stated values match each lives with the facts (RULE_MATCHES in lib/societies/facts.ts).
import type { FactsTranslate } from './facts-copy';

export const RULE_FILTER_LABELS = { bachelors: 'Bachelors allowed', pets: 'Pets allowed' } as const;
export type RuleFilter = keyof typeof RULE_FILTER_LABELS;
export const RULE_FILTER_KEYS = Object.keys(RULE_FILTER_LABELS) as RuleFilter[];

/** A rule filter's label, in the page's language with a `facts` translate function. */
export function ruleFilterLabel(key: RuleFilter, t?: FactsTranslate): string {
  return t ? t(`ruleFilters.${key}`) : RULE_FILTER_LABELS[key];
}
