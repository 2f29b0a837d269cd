-- The desk's listings table (/ops/listings, docs/ops.md "Listings"): each sort is an index scan read in order and
-- stopped after one page, instead of a sort of every rent listing; a home is found by its unit without a scan of
-- every property; the society sort walks societies by name.
CREATE INDEX IF NOT EXISTS "property_rent_listings_confirmed_idx" ON "property_rent_listings" USING btree ("last_confirmed_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_rent_listings_rent_idx" ON "property_rent_listings" USING btree ("expected_rent","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_rent_listings_deposit_idx" ON "property_rent_listings" USING btree ("expected_deposit","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_rent_listings_available_idx" ON "property_rent_listings" USING btree ("available_from_date","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_house_number_idx" ON "properties" USING btree (lower("house_number"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gated_societies_lower_name_idx" ON "gated_societies" USING btree (lower("name"));
