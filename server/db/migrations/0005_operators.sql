CREATE TABLE "alert_digests" (
	"user_id" uuid NOT NULL,
	"society_id" uuid NOT NULL,
	"digest_date" date NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_user_id_society_id_digest_date_pk" PRIMARY KEY("user_id","society_id","digest_date")
);
--> statement-breakpoint
ALTER TABLE "property_rent_listings" DROP CONSTRAINT "property_rent_listings_status_check";--> statement-breakpoint
ALTER TABLE "property_sale_listings" DROP CONSTRAINT "property_sale_listings_status_check";--> statement-breakpoint
ALTER TABLE "gated_societies" ADD COLUMN "external_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "external_key" text;--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD COLUMN "external_key" text;--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD COLUMN "last_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_sale_listings" ADD COLUMN "external_key" text;--> statement-breakpoint
ALTER TABLE "property_sale_listings" ADD COLUMN "last_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "property_sale_listings" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_society_id_gated_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."gated_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gated_societies_external_key_unique" ON "gated_societies" USING btree ("external_key");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_external_key_unique" ON "properties" USING btree ("external_key");--> statement-breakpoint
CREATE UNIQUE INDEX "property_rent_listings_external_key_unique" ON "property_rent_listings" USING btree ("external_key");--> statement-breakpoint
CREATE INDEX "property_rent_listings_active_confirmed_idx" ON "property_rent_listings" USING btree ("last_confirmed_at") WHERE listing_status = 'Active';--> statement-breakpoint
CREATE UNIQUE INDEX "property_sale_listings_external_key_unique" ON "property_sale_listings" USING btree ("external_key");--> statement-breakpoint
CREATE INDEX "property_sale_listings_active_confirmed_idx" ON "property_sale_listings" USING btree ("last_confirmed_at") WHERE listing_status = 'Active';--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD CONSTRAINT "property_rent_listings_status_check" CHECK ("property_rent_listings"."listing_status" in ('Active', 'Inactive', 'Rented', 'Sold', 'Expired'));--> statement-breakpoint
ALTER TABLE "property_sale_listings" ADD CONSTRAINT "property_sale_listings_status_check" CHECK ("property_sale_listings"."listing_status" in ('Active', 'Inactive', 'Rented', 'Sold', 'Expired'));--> statement-breakpoint
-- Listings live before this migration count as confirmed now (the ADD COLUMN default) and as activated when created,
-- so the first expiry run does not hide them and no alert names them as new.
UPDATE "property_rent_listings" SET "activated_at" = "created_at" WHERE "listing_status" = 'Active';--> statement-breakpoint
UPDATE "property_sale_listings" SET "activated_at" = "created_at" WHERE "listing_status" = 'Active';--> statement-breakpoint
-- activated_at follows every write, whoever makes it (import, services, SQL): set when a row is inserted Active or
-- moves to Active from another status. The alert digest reads it to find the listings that are new to a subscriber.
CREATE FUNCTION "listing_set_activated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.listing_status = 'Active' AND (TG_OP = 'INSERT' OR OLD.listing_status IS DISTINCT FROM 'Active') THEN
    NEW.activated_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "property_rent_listings_activated_at" BEFORE INSERT OR UPDATE OF "listing_status" ON "property_rent_listings"
  FOR EACH ROW EXECUTE FUNCTION "listing_set_activated_at"();--> statement-breakpoint
CREATE TRIGGER "property_sale_listings_activated_at" BEFORE INSERT OR UPDATE OF "listing_status" ON "property_sale_listings"
  FOR EACH ROW EXECUTE FUNCTION "listing_set_activated_at"();--> statement-breakpoint
CREATE INDEX "property_alerts_society_type_idx" ON "property_alerts" USING btree ("society_id", "property_type");
--> statement-breakpoint
-- Bedroom configurations are fixed reference data that import files name: an operator's empty database needs them
-- as much as the demo seed does (same ids as server/db/seed/reference.ts; the seed skips rows that exist).
INSERT INTO "bedroom_configurations" ("id", "name", "sort_order") VALUES
  (1, '1 RK', 1), (2, '1 BHK', 2), (3, '2 BHK', 3), (4, '2.5 BHK', 4), (5, '3 BHK', 5), (6, '3.5 BHK', 6),
  (7, '4 BHK', 7), (8, '5 BHK', 8), (9, 'Penthouse', NULL)
ON CONFLICT DO NOTHING;
