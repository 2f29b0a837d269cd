import type { RuleMatch } from '@/lib/search/rule-notes';
import type { SocietySummary } from '@/lib/search/types';

// What a result card shows; the search service's rows map onto it one to one.

export interface SocietyCardData extends SocietySummary {
  builderName: string | null;
  /** With a 'Pets allowed' or 'Bachelors allowed' search: how the society matched each rule. */
  ruleMatches?: RuleMatch[];
}
