-- Availability reconfirmed by owners (docs/owners.md "Availability"): the 'Unconfirmed' listing status, and one row
-- per question asked to the owner of an Active rent listing (asked, reminded, closed with its outcome).
ALTER TABLE "property_rent_listings" DROP CONSTRAINT "property_rent_listings_status_check";--> statement-breakpoint
ALTER TABLE "property_sale_listings" DROP CONSTRAINT "property_sale_listings_status_check";--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD CONSTRAINT "property_rent_listings_status_check" CHECK ("property_rent_listings"."listing_status" in ('Active', 'Under offer', 'Inactive', 'Rented', 'Sold', 'Expired', 'Unconfirmed'));--> statement-breakpoint
ALTER TABLE "property_sale_listings" ADD CONSTRAINT "property_sale_listings_status_check" CHECK ("property_sale_listings"."listing_status" in ('Active', 'Under offer', 'Inactive', 'Rented', 'Sold', 'Expired', 'Unconfirmed'));--> statement-breakpoint
CREATE TABLE "availability_asks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rent_listing_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "availability_asks_outcome_check" CHECK ("availability_asks"."outcome" in ('available', 'rented', 'unconfirmed', 'superseded')),
	CONSTRAINT "availability_asks_closed_check" CHECK (("availability_asks"."closed_at" is null) = ("availability_asks"."outcome" is null))
);--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_rent_listing_id_property_rent_listings_id_fk" FOREIGN KEY ("rent_listing_id") REFERENCES "public"."property_rent_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_link_id_owner_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."owner_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_asks_one_open" ON "availability_asks" USING btree ("rent_listing_id") WHERE "availability_asks"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_asks_link_unique" ON "availability_asks" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "availability_asks_open_asked_idx" ON "availability_asks" USING btree ("asked_at") WHERE "availability_asks"."closed_at" is null;
