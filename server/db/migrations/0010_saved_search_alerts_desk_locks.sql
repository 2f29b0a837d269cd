-- The alert switch of a saved search (the profile's 'Saved searches' list), and desk sessions ended with
-- 'Lock desk' (server/visits/desk-lock.ts).
ALTER TABLE "saved_searches" ADD COLUMN "alerts_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "gate_desk_locks" (
	"session_id" text PRIMARY KEY NOT NULL,
	"society_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gate_desk_locks" ADD CONSTRAINT "gate_desk_locks_society_id_gated_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."gated_societies"("id") ON DELETE cascade ON UPDATE no action;
