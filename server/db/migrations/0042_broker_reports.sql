-- A tenant's report that a listing is run by a broker (docs/listings-and-booking.md "No brokers"): one rent or sale
-- listing with its home and society, who reported it (cleared by an erasure, which keeps the report), what happened,
-- and the desk's answer. One open report per person and listing.
CREATE TABLE "broker_reports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "rent_listing_id" uuid REFERENCES "property_rent_listings"("id") ON DELETE CASCADE,
  "sale_listing_id" uuid REFERENCES "property_sale_listings"("id") ON DELETE CASCADE,
  "property_id" uuid NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
  "society_id" uuid NOT NULL REFERENCES "gated_societies"("id") ON DELETE CASCADE,
  "reporter_id" uuid REFERENCES "profiles"("id") ON DELETE SET NULL,
  "reason" text NOT NULL,
  "details" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "handled_at" timestamp with time zone,
  "handled_by" uuid REFERENCES "profiles"("id") ON DELETE SET NULL,
  "outcome" text,
  CONSTRAINT "broker_reports_one_listing_check" CHECK (("rent_listing_id" IS NULL) <> ("sale_listing_id" IS NULL)),
  CONSTRAINT "broker_reports_reason_check" CHECK ("reason" IN ('brokerage', 'agent_answered', 'not_owner', 'other')),
  CONSTRAINT "broker_reports_details_check" CHECK (char_length("details") <= 500),
  CONSTRAINT "broker_reports_outcome_check" CHECK (("handled_at" IS NULL) = ("outcome" IS NULL) AND "outcome" IN ('broker_confirmed', 'not_broker'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "broker_reports_open_rent_unique" ON "broker_reports" ("reporter_id", "rent_listing_id") WHERE "handled_at" IS NULL AND "rent_listing_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "broker_reports_open_sale_unique" ON "broker_reports" ("reporter_id", "sale_listing_id") WHERE "handled_at" IS NULL AND "sale_listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "broker_reports_open_idx" ON "broker_reports" ("created_at") WHERE "handled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "broker_reports_handled_idx" ON "broker_reports" ("handled_at") WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "broker_reports_rent_listing_idx" ON "broker_reports" ("rent_listing_id", "created_at") WHERE "rent_listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "broker_reports_sale_listing_idx" ON "broker_reports" ("sale_listing_id", "created_at") WHERE "sale_listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "broker_reports_reporter_idx" ON "broker_reports" ("reporter_id") WHERE "reporter_id" IS NOT NULL;
