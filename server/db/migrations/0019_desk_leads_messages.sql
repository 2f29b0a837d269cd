-- The desk's leads, contact messages and campaigns (docs/ops.md "Leads, messages and campaigns"): a contact
-- message is handled by a staff member at a time (both kept, or neither), and the desk's lists read pages in the
-- order they show without scanning the whole table.
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by_email" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_profiles_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_check" CHECK (("contact_messages"."handled_at" is null) = ("contact_messages"."handled_by_email" is null));--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_open_created_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_handled_created_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."handled_at" is not null;--> statement-breakpoint
CREATE INDEX "festival_leads_verified_idx" ON "festival_leads" USING btree ("verified_at","id");
