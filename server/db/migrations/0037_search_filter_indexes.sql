-- /search at 100,000 societies (docs/search.md "Where search stands at 100,000 societies"). A society row is wide
-- (photos, highlights, forty amenity flags): a search by zone, category, status, type, builder or the panel's
-- amenities read it from the heap for every candidate, and counting a broad search read most of the table.
-- These two indexes carry every column those filters test, so the walk in name order (with a zone: that zone's
-- names in order) and the count are index-only scans; the display columns are read for the 50 rows kept.
-- Amenities outside the panel's ten still match, through the heap.
CREATE INDEX IF NOT EXISTS "gated_societies_search_filter_idx" ON "gated_societies" USING btree ("name")
  INCLUDE ("id", "status", "zone_id", "builder_id", "location_id", "sub_location_id", "category", "project_type", "project_status",
    "power_backup_24_7", "ev_charging", "pipeline_gas", "gym", "swimming_pool", "kids_play_area", "pet_parks", "service_lift",
    "badminton_court", "lawn_tennis_court");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gated_societies_zone_search_filter_idx" ON "gated_societies" USING btree ("zone_id", "name")
  INCLUDE ("id", "status", "builder_id", "location_id", "sub_location_id", "category", "project_type", "project_status",
    "power_backup_24_7", "ev_charging", "pipeline_gas", "gym", "swimming_pool", "kids_play_area", "pet_parks", "service_lift",
    "badminton_court", "lawn_tennis_court");--> statement-breakpoint
-- A search by bedrooms (and budget) finds the societies from the rent listings of those configurations, instead of
-- probing every candidate society's listings: a listing's own configuration here, and the few listings without one
-- (their property's configuration counts) in the second index. server/search/listing-filters.ts writes the
-- condition in the two halves these serve.
CREATE INDEX IF NOT EXISTS "property_rent_listings_active_bedroom_rent_idx" ON "property_rent_listings" USING btree ("bedroom_configuration_id", "expected_rent")
  INCLUDE ("society_id") WHERE listing_status = 'Active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_rent_listings_active_no_bedroom_idx" ON "property_rent_listings" USING btree ("society_id", "expected_rent")
  INCLUDE ("property_id", "activated_at") WHERE listing_status = 'Active' AND bedroom_configuration_id IS NULL;
