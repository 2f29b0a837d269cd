import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RULE_MATCHES } from '@/lib/societies/facts';
import { RULE_FILTER_KEYS, type RuleFilter } from '@/lib/societies/rule-filters';
import type { RuleMatch } from '@/lib/search/rule-notes';
import { getDb } from '@/server/db/client';
import { gated_societies, property_rent_listings, society_facts } from '@/server/db/schema';

// The search's 'Pets allowed' and 'Bachelors allowed' (docs/society-facts.md "Search"): a society matches when its
// association states the rule, or, when the association states nothing on it, when one of its live (Active) rent
// homes says so: the owner's 'Pets allowed', or a 'Preferred tenant' of Bachelors or Any (no preference shows as
// Any). An association that states the opposite ('Families only', 'Not allowed') binds every flat of the society, so
// its homes do not outvote it. Every part is an index lookup per society: the facts on their primary key and
// `society_facts_fact_value_idx`, the homes on the partial indexes of migration 0031, whose predicates are the
// same text as `HOME_ALLOWS` below (the planner uses a partial index only when the query implies its predicate).

const l = property_rent_listings;

/** What one live rent home must say for each rule; constants only, so they stay literal SQL the planner can match. */
const HOME_ALLOWS: Record<RuleFilter, SQL> = {
  pets: sql`${l.pets_allowed}`,
  bachelors: sql`(${l.preferred_tenant} && '{Bachelors,Any}'::text[] or ${l.preferred_tenant} = '{}'::text[])`,
};

const liveHomesAllowing = (rule: RuleFilter) =>
  sql`${l.society_id} = ${gated_societies.id} and ${l.listing_status} = 'Active' and ${HOME_ALLOWS[rule]}`;

/** The society's association states a value that allows the rule (`gated_societies` of the outer query). */
function societyAllows(rule: RuleFilter): SQL {
  const filter = RULE_MATCHES[rule];
  return sql`exists (select 1 from ${society_facts} where ${society_facts.society_id} = ${gated_societies.id} and ${and(
    eq(society_facts.fact, filter.fact),
    inArray(society_facts.value, [...filter.values]),
  )})`;
}

/** The society states nothing on the rule's fact (no row: unknown). */
function societySilent(rule: RuleFilter): SQL {
  return sql`not exists (select 1 from ${society_facts} where ${society_facts.society_id} = ${gated_societies.id} and ${society_facts.fact} = ${RULE_MATCHES[rule].fact})`;
}

const isRule = (rule: string): rule is RuleFilter => rule in RULE_MATCHES;

/** The search's condition for each rule asked for: the association allows it, or it is silent and a home allows it. */
export function ruleFilterConditions(rules: readonly string[]): SQL[] {
  return rules
    .filter(isRule)
    .map((rule) => sql`(${societyAllows(rule)} or (${societySilent(rule)} and exists (select 1 from ${l} where ${liveHomesAllowing(rule)})))`);
}

/** The cards' query for `ruleMatchesBySociety` (exported so the benchmark can EXPLAIN it); null when nothing is asked. */
export function ruleMatchesQuery(rules: readonly string[], societyIds: readonly string[]): SQL | null {
  const asked = RULE_FILTER_KEYS.filter((rule) => rules.includes(rule));
  if (!asked.length || !societyIds.length) return null;
  const ids = sql.join(
    societyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const perRule = asked.map(
    (rule) => sql`(select ${gated_societies.id} as society_id, ${rule}::text as rule, ${societyAllows(rule)} as by_society,
      (select count(*)::int from ${l} where ${liveHomesAllowing(rule)}) as homes
      from ${gated_societies} where ${gated_societies.id} in (${ids}))`,
  );
  return sql.join(perRule, sql` union all `);
}

/**
 * For the result cards of a search with rules: by society id, how each matched every rule asked for, by its
 * association or by how many live rent homes allow it (in the filter panel's order of the rules). One query for
 * the page's societies (at most 10).
 */
export async function ruleMatchesBySociety(rules: readonly string[], societyIds: readonly string[]): Promise<Map<string, RuleMatch[]>> {
  const matches = new Map<string, RuleMatch[]>();
  const query = ruleMatchesQuery(rules, societyIds);
  if (!query) return matches;
  const result = await getDb().execute<{ society_id: string; rule: RuleFilter; by_society: boolean; homes: number }>(query);
  for (const rule of RULE_FILTER_KEYS) {
    for (const row of result.rows.filter((entry) => entry.rule === rule)) {
      const match: RuleMatch = row.by_society ? { rule, by: 'society' } : { rule, by: 'homes', homes: Number(row.homes) };
      matches.set(row.society_id, [...(matches.get(row.society_id) ?? []), match]);
    }
  }
  return matches;
}
