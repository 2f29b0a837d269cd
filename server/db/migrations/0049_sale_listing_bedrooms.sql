-- /search by bedrooms for sale (docs/search.md "Where search stands at 100,000 societies"): a sale listing's
-- bedrooms are its property's, and reading them through the property cost one probe of `properties_id_bedroom_idx`
-- per sale listing in budget (106,000 for 3 BHK under ₹2 Cr at 100,000 societies). Kept here, on the listing, the
-- search reads them from the index below as the rent side does (`property_rent_listings_active_bedroom_rent_idx`).
-- Always the property's: a row trigger sets it on every insert and on a change of the listing's property (a value
-- written directly is overwritten), and a statement trigger on properties follows a home's configuration changing.
ALTER TABLE "property_sale_listings" ADD COLUMN "bedroom_configuration_id" smallint REFERENCES "bedroom_configurations"("id");--> statement-breakpoint
UPDATE "property_sale_listings" l SET bedroom_configuration_id = p.bedroom_configuration_id
  FROM "properties" p WHERE p.id = l.property_id AND p.bedroom_configuration_id IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION sale_listings_bedroom_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.bedroom_configuration_id := (SELECT p.bedroom_configuration_id FROM properties p WHERE p.id = NEW.property_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "property_sale_listings_bedroom" BEFORE INSERT OR UPDATE OF property_id, bedroom_configuration_id ON "property_sale_listings" FOR EACH ROW EXECUTE FUNCTION sale_listings_bedroom_set();--> statement-breakpoint
-- A home's configuration changed: its sale listings follow. Once per statement (an import of homes is one update).
CREATE FUNCTION properties_sale_bedroom_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE property_sale_listings l SET bedroom_configuration_id = n.bedroom_configuration_id
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE l.property_id = n.id AND n.bedroom_configuration_id IS DISTINCT FROM o.bedroom_configuration_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_sale_bedroom" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION properties_sale_bedroom_apply();--> statement-breakpoint
CREATE INDEX "property_sale_listings_active_bedroom_price_idx" ON "property_sale_listings" USING btree ("bedroom_configuration_id", "listing_price")
  INCLUDE ("society_id") WHERE listing_status = 'Active' AND listing_price IS NOT NULL;--> statement-breakpoint
-- A society's own sale listings by price (migration 0008's index) now carry the bedrooms too: the filter and the sort
-- key per society read them without the heap.
DROP INDEX IF EXISTS "property_sale_listings_active_society_price_idx";--> statement-breakpoint
CREATE INDEX "property_sale_listings_active_society_price_idx" ON "property_sale_listings" USING btree ("society_id", "listing_price")
  INCLUDE ("bedroom_configuration_id", "property_id", "activated_at") WHERE listing_status = 'Active';
