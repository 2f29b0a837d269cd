-- Find the right home faster: one-tap hearts, the indexes of the budget and BHK filters.
-- A heart: one person's one-tap shortlist of one listing (rent or sale). Independent of visits, so removing a
-- heart never touches a home shortlisted after a visit.
CREATE TABLE "shortlist_hearts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE cascade,
	"property_id" uuid NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"society_id" uuid NOT NULL REFERENCES "gated_societies"("id") ON DELETE cascade,
	"rent_listing_id" uuid REFERENCES "property_rent_listings"("id") ON DELETE cascade,
	"sale_listing_id" uuid REFERENCES "property_sale_listings"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_hearts_one_listing_check" CHECK (("rent_listing_id" IS NULL) <> ("sale_listing_id" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_hearts_user_rent_unique" ON "shortlist_hearts" USING btree ("user_id","rent_listing_id") WHERE "rent_listing_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_hearts_user_sale_unique" ON "shortlist_hearts" USING btree ("user_id","sale_listing_id") WHERE "sale_listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shortlist_hearts_user_created_idx" ON "shortlist_hearts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shortlist_hearts_rent_listing_idx" ON "shortlist_hearts" USING btree ("rent_listing_id") WHERE "rent_listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shortlist_hearts_sale_listing_idx" ON "shortlist_hearts" USING btree ("sale_listing_id") WHERE "sale_listing_id" IS NOT NULL;--> statement-breakpoint
-- /search's budget, BHK and sort (server/search/listing-filters.ts): per society, the Active listings by amount,
-- with what the filters read carried in the index, so the EXISTS and the min() run as index-only scans.
CREATE INDEX "property_rent_listings_active_society_rent_idx" ON "property_rent_listings" USING btree ("society_id","expected_rent") INCLUDE ("bedroom_configuration_id","property_id","activated_at") WHERE listing_status = 'Active';--> statement-breakpoint
CREATE INDEX "property_sale_listings_active_society_price_idx" ON "property_sale_listings" USING btree ("society_id","listing_price") INCLUDE ("property_id","activated_at") WHERE listing_status = 'Active';--> statement-breakpoint
-- A listing's BHK falls back to its property's configuration.
CREATE INDEX "properties_id_bedroom_idx" ON "properties" USING btree ("id") INCLUDE ("bedroom_configuration_id");
--> statement-breakpoint
-- A saved search: a signed-in person's /search (society_id null, `query` its canonical query string) or one
-- society's properties with filters (`query` the filter parameters). New matching listings go out in the daily
-- digest; `covered_until` is the activation time the last digest covered.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE cascade,
	"society_id" uuid REFERENCES "gated_societies"("id") ON DELETE cascade,
	"query" text NOT NULL,
	"label" text NOT NULL,
	"covered_until" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_query_length_check" CHECK (length("query") <= 600 AND length("label") <= 300)
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_search_unique" ON "saved_searches" USING btree ("user_id", coalesce("society_id", '00000000-0000-0000-0000-000000000000'::uuid), "query");--> statement-breakpoint
CREATE INDEX "saved_searches_society_idx" ON "saved_searches" USING btree ("society_id");--> statement-breakpoint
-- One saved-search digest per person and India-time day.
CREATE TABLE "saved_search_digests" (
	"user_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE cascade,
	"digest_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "digest_date")
);
