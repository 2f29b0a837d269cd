CREATE TABLE "delivered_messages" (
	"message_key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"provider_id" text,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_phone_unique";--> statement-breakpoint
DROP INDEX "embedded_auth"."users_phone_unique";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "delivered_messages_recipient_idx" ON "delivered_messages" USING btree ("channel","recipient","delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_verified_phone_unique" ON "profiles" USING btree ("country_code","phone") WHERE "profiles"."phone_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "profiles_phone_idx" ON "profiles" USING btree ("country_code","phone");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "embedded_auth"."users" USING btree ("phone");