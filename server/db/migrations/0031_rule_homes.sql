-- The search's 'Pets allowed' and 'Bachelors allowed' read the homes too (docs/society-facts.md "Search"): a society
-- whose association states nothing on the rule matches when one of its live rent homes allows it. One small
-- partial index per rule holds only the Active rent homes that allow it, so the search's EXISTS per society and the
-- result card's count are index-only lookups. The predicates are the text of HOME_ALLOWS in
-- server/societies/rule-homes.ts: the planner uses a partial index only for a query that implies its predicate.
CREATE INDEX "property_rent_listings_active_pets_idx" ON "property_rent_listings" USING btree ("society_id")
	WHERE listing_status = 'Active' AND pets_allowed;
--> statement-breakpoint
CREATE INDEX "property_rent_listings_active_bachelors_idx" ON "property_rent_listings" USING btree ("society_id")
	WHERE listing_status = 'Active' AND (preferred_tenant && '{Bachelors,Any}'::text[] OR preferred_tenant = '{}'::text[]);
