// The two rules for tenants the search filters on ('Bachelors allowed', 'Pets allowed'), and the stated values of
// lib/societies/facts.ts that match each: only a society that states a matching value matches. A module of its
// own without imports: the search's URL parsing and filter panel load it in the browser, the facts' definitions not.

export const RULE_FILTERS = {
  bachelors: { fact: 'who_may_rent', values: ['bachelors', 'both'], label: 'Bachelors allowed' },
  pets: { fact: 'pets', values: ['allowed'], label: 'Pets allowed' },
} as const;
export type RuleFilter = keyof typeof RULE_FILTERS;
export const RULE_FILTER_KEYS = Object.keys(RULE_FILTERS) as RuleFilter[];
