-- Visit day: a gate pass per visit, the security desk's check-in, reschedules, desk PINs.
-- pass_code: the visit's short code (server/visits/gate-pass.ts: an HMAC of the visit id, so only the server
-- issues codes); one visit per code. checked_in_at: when the society's desk let the visitor in.
-- reschedule_count: at most 2 (lib/visits/reschedule.ts), also the calendar invite's SEQUENCE.
ALTER TABLE "visits" ADD COLUMN "pass_code" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_reschedule_count_check" CHECK ("visits"."reschedule_count" between 0 and 2);--> statement-breakpoint
CREATE UNIQUE INDEX "visits_pass_code_unique" ON "visits" USING btree ("pass_code") WHERE "visits"."pass_code" is not null;--> statement-breakpoint
-- A society's security desk: the PIN that unlocks /gate/{societyId} (a keyed hash, server/visits/gate-desk.ts; set by the import's
-- desk_pin column or `npm run gate-pin`). pin_set_at versions the desk sessions: a new PIN signs every desk out.
CREATE TABLE "society_gate_desks" (
	"society_id" uuid PRIMARY KEY NOT NULL REFERENCES "gated_societies"("id") ON DELETE cascade,
	"pin_hash" text NOT NULL,
	"pin_set_at" timestamp with time zone DEFAULT now() NOT NULL
);
