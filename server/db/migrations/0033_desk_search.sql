-- The desk's one search and its person pages (docs/ops.md "Search" and "A person in one place"). Names and e-mail
-- addresses are found by part or with a typo through trigram indexes (pg_trgm, migration 0030); a home's unit is
-- compared without case, spaces or dashes ('A-1204' = 'a 1204' = 'A1204'), so its index holds that compact form:
-- the expression is the text of DESK_UNIT_KEY in server/ops/search.ts, which the planner must see word for word.
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin ((lower("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin ((lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "owners_name_trgm_idx" ON "owners" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "owners_email_trgm_idx" ON "owners" USING gin ((lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_unit_trgm_idx" ON "properties" USING gin ((regexp_replace(lower("house_number"), '[^a-z0-9]+', '', 'g')) gin_trgm_ops);--> statement-breakpoint
-- The offers on a home, whatever their status (the live ones already have tenant_offers_live_property_idx).
CREATE INDEX "tenant_offers_property_created_idx" ON "tenant_offers" USING btree ("property_id","created_at");--> statement-breakpoint
-- A tenant's contact messages are the ones sent from their e-mail address.
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"),"created_at");--> statement-breakpoint
-- An owner's homes and the availability questions put to them.
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id") WHERE "owner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "property_rent_listings_owner_idx" ON "property_rent_listings" USING btree ("owner_id") WHERE "owner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "availability_asks_owner_idx" ON "availability_asks" USING btree ("owner_id","asked_at");
