-- A rent an owner set on /owner/homes more than 30% away from the listed one waits here for the desk (docs/owners.md
-- "Owner accounts"): approved, the listing takes it; refused, it stays as it was. One waits per listing at a time.
CREATE TABLE "listing_rent_changes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "rent_listing_id" uuid NOT NULL REFERENCES "property_rent_listings"("id") ON DELETE CASCADE,
  "owner_id" uuid NOT NULL REFERENCES "owners"("id") ON DELETE CASCADE,
  "old_rent" integer NOT NULL,
  "new_rent" integer NOT NULL,
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  "decision" text,
  CONSTRAINT "listing_rent_changes_rent_check" CHECK ("new_rent" > 0),
  CONSTRAINT "listing_rent_changes_decision_check" CHECK (("decided_at" IS NULL) = ("decision" IS NULL) AND "decision" IN ('approved', 'refused', 'replaced'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_rent_changes_one_waiting" ON "listing_rent_changes" ("rent_listing_id") WHERE "decided_at" IS NULL;--> statement-breakpoint
CREATE INDEX "listing_rent_changes_waiting_idx" ON "listing_rent_changes" ("requested_at") WHERE "decided_at" IS NULL;
