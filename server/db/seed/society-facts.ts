import 'server-only';
import type { ClientBase } from 'pg';
import { addDays, isoDate } from './dates';
import type { SocietyPlan } from './societies';

// The demo's facts and rules for tenants (docs/society-facts.md), for the first few societies, so the society page
// shows them with their sources; the others state nothing, as most societies do. Their rent listings also get five
// months of earlier rents (each a little lower), so the fair-rent line and the monthly chart have history to show.

type Fact = [fact: string, value: string, source: string, daysAgo: number];

const FULL: Fact[] = [
  ['rera_number', 'PRM/KA/RERA/1251/446/PR/171015/000475', 'rera_register', 20],
  ['occupancy_certificate', 'received', 'association', 12],
  ['khata', 'a', 'association', 12],
  ['water_source', 'mixed', 'association', 12],
  ['power_backup', 'full', 'our_visit', 30],
  ['maintenance_per_sqft', '3.5', 'association', 12],
  ['possession_year', '2019', 'association', 12],
  ['who_may_rent', 'both', 'association', 12],
  ['company_lease', 'allowed', 'association', 12],
  ['pets', 'allowed', 'association', 12],
  ['food', 'none', 'association', 12],
  ['move_in_fee', '5000', 'association', 12],
  ['move_out_fee', '3000', 'association', 12],
  ['police_verification', 'required', 'association', 12],
  ['documents', 'Rental agreement, ID proof of every adult, police verification form', 'association', 12],
  ['moving_hours', '8 AM to 8 PM, not on Sundays', 'association', 12],
  ['tenant_parking', 'One covered slot that comes with the flat', 'owner', 25],
];

/** Society index -> its stated facts: one states everything, the others a part (the page names the rest as not stated yet). */
const BY_INDEX: Record<number, Fact[]> = {
  0: FULL,
  1: [
    ['occupancy_certificate', 'applied', 'association', 40],
    ['khata', 'b', 'owner', 40],
    ['water_source', 'tanker', 'our_visit', 45],
    ['maintenance_per_sqft', '2.75', 'association', 40],
    ['who_may_rent', 'families', 'association', 40],
    ['pets', 'not_allowed', 'association', 40],
    ['food', 'veg_only', 'association', 40],
    ['police_verification', 'required', 'association', 40],
  ],
  2: [
    ['water_source', 'cauvery', 'association', 8],
    ['power_backup', 'common_areas', 'our_visit', 8],
    ['who_may_rent', 'bachelors', 'association', 8],
    ['company_lease', 'allowed', 'association', 8],
    ['pets', 'allowed', 'association', 8],
    ['move_in_fee', '0', 'association', 8],
  ],
};

export async function seedSocietyFacts(client: ClientBase, plans: SocietyPlan[], today: Date): Promise<number> {
  const rows = plans.flatMap((plan) => (BY_INDEX[plan.index] ?? []).map(([fact, value, source, daysAgo]) => [plan.row.id, fact, value, source, isoDate(addDays(today, -daysAgo))]));
  if (!rows.length) return 0;
  await client.query(
    `insert into society_facts (society_id, fact, value, source, checked_on)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::date[])`,
    [0, 1, 2, 3, 4].map((column) => rows.map((row) => row[column])),
  );
  const ids = plans.filter((plan) => BY_INDEX[plan.index]).map((plan) => plan.row.id);
  // Earlier rents of the same listings: 1.5% lower for each month back, to the nearest ₹500.
  await client.query(
    `insert into rent_listing_history (listing_id, society_id, bedroom_configuration_id, sqft, rent, recorded_at)
     select h.listing_id, h.society_id, h.bedroom_configuration_id, h.sqft, (round(h.rent * (1 - 0.015 * m) / 500) * 500)::int,
            $2::timestamptz - make_interval(months => m)
     from rent_listing_history h cross join generate_series(1, 5) m
     where h.society_id = any($1::uuid[])`,
    [ids, today.toISOString()],
  );
  return rows.length;
}
