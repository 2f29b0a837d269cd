-- The visits board (/ops/visits): an agent at the gate marks a visit 'Door unlocked' or 'No-show' (at most one of
-- the two, with who marked it), and the board reads one India day of one society, or of every society, by slot
-- (docs/ops.md "Visits board").
ALTER TABLE "visits" ADD COLUMN "door_unlocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "marked_by" uuid;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_marked_by_profiles_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_one_mark_check" CHECK ("visits"."door_unlocked_at" is null or "visits"."no_show_at" is null);--> statement-breakpoint
CREATE INDEX "visits_society_start_idx" ON "visits" USING btree ("society_id","visit_start","id");--> statement-breakpoint
CREATE INDEX "visits_start_idx" ON "visits" USING btree ("visit_start","id");
