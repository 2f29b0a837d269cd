-- 'Under offer': a home whose offer the desk (or its owner) accepted leaves search until it is let or back on the
-- market (docs/offers.md "Answering offers").
ALTER TABLE "property_rent_listings" DROP CONSTRAINT "property_rent_listings_status_check";--> statement-breakpoint
ALTER TABLE "property_sale_listings" DROP CONSTRAINT "property_sale_listings_status_check";--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD CONSTRAINT "property_rent_listings_status_check" CHECK ("property_rent_listings"."listing_status" in ('Active', 'Under offer', 'Inactive', 'Rented', 'Sold', 'Expired'));--> statement-breakpoint
ALTER TABLE "property_sale_listings" ADD CONSTRAINT "property_sale_listings_status_check" CHECK ("property_sale_listings"."listing_status" in ('Active', 'Under offer', 'Inactive', 'Rented', 'Sold', 'Expired'));
