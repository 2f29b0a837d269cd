-- Homes owners add on /owner/homes/new wait here for the desk (docs/owners.md "Adding a home"); approved, a property
-- and its listing are made from the row. An owner holds at most home_limit homes without the desk's say.
CREATE TABLE "home_submissions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id") ON DELETE CASCADE,
  "society_id" uuid NOT NULL REFERENCES "gated_societies"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "tower" text,
  "unit" text NOT NULL,
  "bedroom_configuration_id" smallint NOT NULL REFERENCES "bedroom_configurations"("id"),
  "sqft" integer,
  "floor_number" integer,
  "furnishing" text NOT NULL,
  "property_parking" text,
  "expected_rent" integer,
  "expected_deposit" integer,
  "listing_price" bigint,
  "available_from_date" date,
  "description" text,
  "photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "document_kind" text,
  "document_path" text,
  "document_content_type" text,
  "status" text DEFAULT 'draft' NOT NULL,
  "desk_note" text,
  "duplicate_property_id" uuid REFERENCES "properties"("id") ON DELETE SET NULL,
  "property_id" uuid REFERENCES "properties"("id") ON DELETE SET NULL,
  "submitted_at" timestamp with time zone,
  "decided_at" timestamp with time zone,
  "decided_by" uuid REFERENCES "staff_members"("user_id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "home_submissions_kind_check" CHECK ("kind" IN ('rent', 'sale')),
  CONSTRAINT "home_submissions_status_check" CHECK ("status" IN ('draft', 'submitted', 'more_asked', 'approved', 'refused')),
  CONSTRAINT "home_submissions_furnishing_check" CHECK ("furnishing" IN ('Unfurnished', 'Semi-Furnished', 'Fully Furnished')),
  CONSTRAINT "home_submissions_document_kind_check" CHECK ("document_kind" IN ('Property tax receipt', 'Electricity bill', 'Sale deed')),
  CONSTRAINT "home_submissions_price_check" CHECK (("kind" = 'rent' AND "expected_rent" > 0) OR ("kind" = 'sale' AND "listing_price" > 0))
);--> statement-breakpoint
CREATE INDEX "home_submissions_owner_idx" ON "home_submissions" ("owner_id", "created_at");--> statement-breakpoint
CREATE INDEX "home_submissions_waiting_idx" ON "home_submissions" ("submitted_at") WHERE "status" = 'submitted';--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "home_limit" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_home_limit_check" CHECK ("home_limit" BETWEEN 0 AND 1000);
