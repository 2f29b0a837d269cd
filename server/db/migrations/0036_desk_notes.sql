-- Notes and assignment on the desk (docs/ops.md "Notes and assignment"). A note is the team's own: on one visit,
-- offer, listing, contact message, tenant (their account) or owner record, with who wrote it and when; no tenant or
-- owner page, answer or message reads this table. Each note names exactly one record, by a foreign key that goes
-- with it (a record deleted takes its notes along). The staff member who wrote it is kept by e-mail too, as the
-- audit log and contact_messages.handled_by_email keep 'who' past a removal.
CREATE TABLE "desk_notes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "visit_id" uuid REFERENCES "visits"("id") ON DELETE cascade,
  "offer_id" uuid REFERENCES "tenant_offers"("id") ON DELETE cascade,
  "listing_id" uuid REFERENCES "property_rent_listings"("id") ON DELETE cascade,
  "message_id" uuid REFERENCES "contact_messages"("id") ON DELETE cascade,
  "tenant_id" uuid REFERENCES "profiles"("id") ON DELETE cascade,
  "owner_id" uuid REFERENCES "owners"("id") ON DELETE cascade,
  "body" text NOT NULL,
  "author_id" uuid REFERENCES "staff_members"("user_id") ON DELETE set null,
  "author_email" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "desk_notes_one_subject_check" CHECK (num_nonnulls("visit_id", "offer_id", "listing_id", "message_id", "tenant_id", "owner_id") = 1),
  CONSTRAINT "desk_notes_body_check" CHECK (char_length("body") between 1 and 2000)
);--> statement-breakpoint
-- A record's notes, newest first, and the count on each row of a list: one index per kind of record.
CREATE INDEX "desk_notes_visit_idx" ON "desk_notes" USING btree ("visit_id","created_at") WHERE "visit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "desk_notes_offer_idx" ON "desk_notes" USING btree ("offer_id","created_at") WHERE "offer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "desk_notes_listing_idx" ON "desk_notes" USING btree ("listing_id","created_at") WHERE "listing_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "desk_notes_message_idx" ON "desk_notes" USING btree ("message_id","created_at") WHERE "message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "desk_notes_tenant_idx" ON "desk_notes" USING btree ("tenant_id","created_at") WHERE "tenant_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "desk_notes_owner_idx" ON "desk_notes" USING btree ("owner_id","created_at") WHERE "owner_id" IS NOT NULL;--> statement-breakpoint
-- Assignment: the staff member an offer, a message or a listing is given to (a staff member removed leaves it
-- unassigned), and since when. 'Mine' reads each list's own order from these partial indexes.
ALTER TABLE "tenant_offers" ADD COLUMN "assigned_to" uuid REFERENCES "staff_members"("user_id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assigned_to" uuid REFERENCES "staff_members"("user_id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD COLUMN "assigned_to" uuid REFERENCES "staff_members"("user_id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tenant_offers_assigned_idx" ON "tenant_offers" USING btree ("assigned_to","created_at","id") WHERE "assigned_to" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_assigned_idx" ON "contact_messages" USING btree ("assigned_to","created_at","id") WHERE "assigned_to" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "property_rent_listings_assigned_idx" ON "property_rent_listings" USING btree ("assigned_to","last_confirmed_at","id") WHERE "assigned_to" IS NOT NULL;
